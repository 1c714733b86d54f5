import type { ReactNode } from 'react';
import { DialogBody, DialogFooter } from '../../ui/Dialog';

interface BodyProps {
  /** the id of the form inside: the footer's send button submits it */
  formId: string;
  submitLabel: string;
  sending: boolean;
  children: ReactNode;
}

/**
 * A form dialog's body, with its send button under it, in view: a module of the forms' own, which load when their
 * dialog opens, so the page's code (FormDialog.tsx) does not carry it.
 */
export function FormDialogBody({ formId, submitLabel, sending, children }: BodyProps) {
  return (
    <>
      <DialogBody>{children}</DialogBody>
      <DialogFooter>
        <button type="submit" form={formId} className="button" disabled={sending} aria-busy={sending}>
          {submitLabel}
        </button>
      </DialogFooter>
    </>
  );
}

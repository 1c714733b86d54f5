import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the text of the button that opens the dialog */
  trigger: string;
  triggerClassName?: string;
  title: string;
  /** the id of the form inside: the footer's send button submits it */
  formId: string;
  submitLabel: string;
  sending: boolean;
  children: ReactNode;
}

/** A button opening a dialog with one of the product page's forms; the send button stays in view. */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  triggerClassName = 'link-button',
  title,
  formId,
  submitLabel,
  sending,
  children,
}: Props) {
  const { t } = useTranslation('product');
  return (
    <>
      <button type="button" className={triggerClassName} aria-haspopup="dialog" onClick={() => onOpenChange(true)}>
        {trigger}
      </button>
      <Dialog
        open={open}
        onClose={() => onOpenChange(false)}
        title={title}
        closeLabel={t('close')}
        className="report-dialog"
        footer={
          <button type="submit" form={formId} className="button" disabled={sending} aria-busy={sending}>
            {submitLabel}
          </button>
        }
      >
        {children}
      </Dialog>
    </>
  );
}

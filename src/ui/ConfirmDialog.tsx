import type { ReactNode } from 'react';
import { Dialog } from './Dialog';
import './confirm-dialog.css';

interface Props {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** the dialog's × button, for screen readers */
  closeLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Are you sure?" before something that cannot be undone (clearing a list, removing a pet). Cancel takes
 * the focus first, so Enter pressed by habit does not destroy anything.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, closeLabel, busy = false, onConfirm, onCancel }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      closeLabel={closeLabel}
      className="dialog--confirm"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

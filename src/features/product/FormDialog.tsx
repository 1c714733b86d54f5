import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../ui/Dialog';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the text of the button that opens the dialog */
  trigger: string;
  triggerClassName?: string;
  title: string;
  /** the form's part, loaded on opening (`loadOnOpen` with `DialogWaiting`): it lays itself out with `FormDialogBody` (FormDialogBody.tsx) */
  children: ReactNode;
}

/**
 * A button opening a dialog with one of the product page's forms. The dialog opens at once and its form's code
 * comes on the first opening: the page's first load carries the buttons only.
 */
export function FormDialog({ open, onOpenChange, trigger, triggerClassName = 'link-button', title, children }: Props) {
  const { t } = useTranslation('product');
  return (
    <>
      <button type="button" className={triggerClassName} aria-haspopup="dialog" onClick={() => onOpenChange(true)}>
        {trigger}
      </button>
      <DialogFrame open={open} onClose={() => onOpenChange(false)} title={title} closeLabel={t('close')} className="report-dialog">
        {children}
      </DialogFrame>
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogWaiting, loadOnOpen } from '../../ui/load-on-open';
import { FormDialog } from './FormDialog';

const ComplaintBody = loadOnOpen(async () => ({ default: (await import('./ReportBody')).ComplaintBody }), DialogWaiting);

/** "Complain about the product": the button, and the dialog whose form comes when it opens (ReportBody.tsx). */
export function ComplaintForm({ productId }: { productId: number }) {
  const { t } = useTranslation('product');
  const [open, setOpen] = useState(false);
  return (
    <FormDialog open={open} onOpenChange={setOpen} trigger={t('complain')} title={t('complaintTitle')}>
      <ComplaintBody productId={productId} onSent={() => setOpen(false)} />
    </FormDialog>
  );
}

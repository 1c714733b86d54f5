import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogWaiting, loadOnOpen } from '../../ui/load-on-open';
import { FormDialog } from './FormDialog';

const CharacteristicsReportBody = loadOnOpen(
  async () => ({ default: (await import('./ReportBody')).CharacteristicsReportBody }),
  DialogWaiting,
);

/** "Report an error in the characteristics": the button, and the dialog whose form comes when it opens (ReportBody.tsx). */
export function CharacteristicsReportForm({ productId, names }: { productId: number; names: readonly string[] }) {
  const { t } = useTranslation('product');
  const [open, setOpen] = useState(false);
  return (
    <FormDialog open={open} onOpenChange={setOpen} trigger={t('reportError')} title={t('reportTitle')}>
      <CharacteristicsReportBody productId={productId} names={names} onSent={() => setOpen(false)} />
    </FormDialog>
  );
}

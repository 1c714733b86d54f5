import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { RunChange } from './use-customer-lists';

interface Props<L> {
  /** the tab's namespace; each list tab words these texts under the same keys */
  ns: string;
  name: string;
  open: boolean;
  busy: boolean;
  run: RunChange<L>;
  remove: () => Promise<L[]>;
  onClose: () => void;
}

/** "Delete the list?" A refusal from the server (docs/product-rules.md#cabinet: an auto-purchase list with products) comes as a notice with its reason. */
export function DeleteListDialog<L>({ ns, name, open, busy, run, remove, onClose }: Props<L>) {
  const { t } = useTranslation(ns);
  return (
    <ConfirmDialog
      open={open}
      title={t('deleteConfirm', { name })}
      confirmLabel={t('delete')}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      busy={busy}
      onConfirm={() => void run(remove, t('deleted')).then(onClose)}
      onCancel={onClose}
    />
  );
}

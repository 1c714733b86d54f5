import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogWaiting, loadOnOpen } from '../../ui/load-on-open';
import { FormDialog } from './FormDialog';
import type { Reminder } from './StockReminderBody';

const StockReminderBody = loadOnOpen(() => import('./StockReminderBody'), DialogWaiting);
// Shown only after the form has been used, so its code is here by then: nothing to show while it resolves.
const StockPushOffer = loadOnOpen(
  async () => ({ default: (await import('./StockReminderBody')).StockPushOffer }),
  () => null,
);

/**
 * "Notify me when it is in stock" for an offer with no stock: the button, and the dialog whose form comes when it
 * opens (StockReminderBody.tsx). A reminder the browser may follow is then offered to be followed by push.
 */
export function StockReminder({ productId, className }: { productId: number; className?: string }) {
  const { t } = useTranslation('product');
  const [open, setOpen] = useState(false);
  const [reminder, setReminder] = useState<Reminder | null>(null);
  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        trigger={t('notifyWhenInStock')}
        triggerClassName={className}
        title={t('reminderTitle')}
      >
        <StockReminderBody productId={productId} onReminder={setReminder} onDone={() => setOpen(false)} />
      </FormDialog>
      {reminder?.followable && <StockPushOffer productId={productId} reminder={reminder} />}
    </>
  );
}

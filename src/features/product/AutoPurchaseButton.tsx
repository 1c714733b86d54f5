import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../ui/Dialog';
import { DialogWaiting, loadOnOpen } from '../../ui/load-on-open';
import { useSignInRequired } from './use-sign-in-required';

const AutoPurchaseBody = loadOnOpen(() => import('./AutoPurchaseBody'), DialogWaiting);

/**
 * "Add to auto-purchase" on the product page: the button, and the dialog whose form comes when it opens
 * (AutoPurchaseBody.tsx). A guest is sent to sign in and comes back here.
 */
export function AutoPurchaseButton({ productId, minQty }: { productId: number; minQty: number }) {
  const { t } = useTranslation('auto-purchases');
  const requireSignIn = useSignInRequired();
  const [open, setOpen] = useState(false);

  const start = async () => {
    // The form's code comes while the app asks who is signed in.
    AutoPurchaseBody.preload().catch(() => {});
    if (await requireSignIn()) setOpen(true);
  };

  return (
    <>
      <button type="button" className="button button--ghost auto-purchase-button" aria-haspopup="dialog" onClick={() => void start()}>
        {t('button')}
      </button>
      <DialogFrame open={open} onClose={() => setOpen(false)} title={t('dialogTitle')} closeLabel={t('close')} className="report-dialog">
        <AutoPurchaseBody productId={productId} minQty={minQty} onClose={() => setOpen(false)} />
      </DialogFrame>
    </>
  );
}

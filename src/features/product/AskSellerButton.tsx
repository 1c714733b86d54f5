import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../ui/Dialog';
import { DialogWaiting, loadOnOpen } from '../../ui/load-on-open';
import { useSignInRequired } from './use-sign-in-required';

const AskSellerBody = loadOnOpen(() => import('./AskSellerBody'), DialogWaiting);

interface Props {
  productId: number;
  seller: { id: number; shop_name: string };
}

/**
 * "Ask the seller": the button, and the dialog whose form comes when it opens (AskSellerBody.tsx). A guest signs in
 * first and comes back here.
 */
export function AskSellerButton({ productId, seller }: Props) {
  const { t } = useTranslation(['messages', 'product']);
  const requireSignIn = useSignInRequired();
  const [open, setOpen] = useState(false);

  const start = async () => {
    // The form's code comes while the app asks who is signed in.
    AskSellerBody.preload().catch(() => {});
    if (await requireSignIn()) setOpen(true);
  };

  return (
    <>
      <button type="button" className="button button--ghost ask-seller" aria-haspopup="dialog" onClick={() => void start()}>
        {t('askSeller')}
      </button>
      <DialogFrame
        open={open}
        onClose={() => setOpen(false)}
        title={t('askSellerTitle', { shop: seller.shop_name })}
        closeLabel={t('product:close')}
        className="report-dialog"
      >
        <AskSellerBody productId={productId} sellerId={seller.id} onClose={() => setOpen(false)} />
      </DialogFrame>
    </>
  );
}

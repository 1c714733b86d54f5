import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBaseProduct, type Proposition } from '../../api/product';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { Dialog } from '../../ui/Dialog';
import { OfferRow } from './OfferRow';

function OffersList({ baseProductId, currentId, onChoose }: { baseProductId: number; currentId: number; onChoose: () => void }) {
  useSignals();
  const { t } = useTranslation('product');
  // docs/product-rules.md#errors-and-notices: other sellers' offers that fail to load are only logged and give an empty list.
  const base = useResource({
    key: `base-product:${lang.value}:${baseProductId}`,
    load: () =>
      fetchBaseProduct(baseProductId).catch((error: unknown): { propositions: Proposition[] } => {
        console.warn('other sellers failed to load', error);
        return { propositions: [] };
      }),
  });
  if (!base.data) return <div className="skeleton all-offers__loading" aria-busy="true" />;
  if (base.data.propositions.length === 0) return <p className="empty-state">{t('noOffers')}</p>;
  return (
    <ul className="offers__list">
      {base.data.propositions.map((o) => (
        <OfferRow key={o.id} offer={o} currentId={currentId} detailed onChoose={onChoose} />
      ))}
    </ul>
  );
}

/** "All offers": every seller's offer of these goods, fresh from the base product, in the server's order. */
export function AllOffers({ baseProductId, currentId, count }: { baseProductId: number; currentId: number; count: number }) {
  const { t } = useTranslation('product');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className="button button--ghost all-offers__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('allOffers', { count })}
      </button>
      <Dialog open={open} onClose={close} title={t('allOffersTitle')} closeLabel={t('close')} className="all-offers">
        <OffersList baseProductId={baseProductId} currentId={currentId} onChoose={close} />
      </Dialog>
    </>
  );
}

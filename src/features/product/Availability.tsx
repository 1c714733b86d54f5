import { useTranslation } from 'react-i18next';
import type { Proposition } from '../../api/product';
import { AllOffers } from './AllOffers';
import { OfferRow } from './OfferRow';

/** "Availability in shops": each seller's offer with the city it ships from and its stock. */
export function Availability({ offers, currentId, baseProductId }: { offers: Proposition[]; currentId: number; baseProductId: number }) {
  const { t } = useTranslation('product');
  return (
    <section className="offers" aria-labelledby="offers-title" id="offers">
      <h2 id="offers-title">{t('availabilityTitle')}</h2>
      <ul className="offers__list">
        {offers.map((o) => (
          <OfferRow key={o.id} offer={o} currentId={currentId} />
        ))}
      </ul>
      {offers.length > 1 && <AllOffers baseProductId={baseProductId} currentId={currentId} count={offers.length} />}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../domain/paths';
import { Picture } from '../../ui/Picture';
import { Price } from '../../ui/Price';
import type { Proposition } from './api';

/** Every seller's offer of this product: price, stock, where it ships from and how soon. */
export function Offers({ offers, currentId }: { offers: Proposition[]; currentId: number }) {
  const { t } = useTranslation('product');
  return (
    <section className="offers" aria-labelledby="offers-title" id="offers">
      <h2 id="offers-title">{t('offersTitle', { count: offers.length })}</h2>
      <ul>
        {offers.map((o) => (
          <li key={o.id} className={`offer ${o.id === currentId ? 'offer--current' : ''} ${o.qty_store > 0 ? '' : 'offer--out'}`}>
            <Picture image={o.seller.logo} className="offer__logo" />
            <div className="offer__seller">
              <strong>{o.seller.shop_name}</strong>
              <span className="offer__rating">{t('sellerRating', { rating: o.seller.rating.toFixed(1) })}</span>
              <span className="offer__from">{t('shipsFrom', { city: o.warehouse.city, count: o.delivery_days })}</span>
            </div>
            <div className="offer__buy">
              <Price value={o.price} old={o.old_price} />
              <span className="offer__stock">
                {o.qty_store > 0 ? t('inStock', { count: o.qty_store }) : t('outOfStock')}
                {o.min_cart_quantity > 1 && ` · ${t('minQuantity', { count: o.min_cart_quantity })}`}
              </span>
              {o.id === currentId ? (
                <span className="offer__chosen">{t('chosenOffer')}</span>
              ) : (
                <Link href={paths.product(o.id)} className="button button--ghost">
                  {t('chooseOffer')}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

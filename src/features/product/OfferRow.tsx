import { useTranslation } from 'react-i18next';
import type { Proposition } from '../../api/product';
import { paths } from '../../domain/paths';
import { Picture } from '../../ui/Picture';
import { Price } from '../../ui/Price';
import { StockReminder } from './StockReminder';
import { AppLink } from '../../ui/AppLink';
import { SellerLink } from '../../ui/SellerLink';

interface Props {
  offer: Proposition;
  currentId: number;
  /** the all-offers view adds the minimum order */
  detailed?: boolean;
  /** called when the shopper picks this offer, e.g. to close the dialog it sits in */
  onChoose?: () => void;
}

/** One seller's offer: who sells it, from which city and how fast, how many are left, the price, and a way to it. */
export function OfferRow({ offer: o, currentId, detailed = false, onChoose }: Props) {
  const { t } = useTranslation('product');
  const current = o.id === currentId;
  const inStock = o.qty_store > 0;
  return (
    <li className={`offer ${current ? 'offer--current' : ''} ${inStock ? '' : 'offer--out'}`}>
      <Picture image={o.seller.logo} className="offer__logo" />
      <div className="offer__seller">
        <strong className="offer__shop">
          <SellerLink seller={o.seller} />
        </strong>
        <span className="offer__rating">{t('sellerRating', { rating: o.seller.rating.toFixed(1) })}</span>
        <span className="offer__from">{t('shipsFrom', { city: o.warehouse.city, count: o.delivery_days })}</span>
      </div>
      <div className="offer__buy">
        <Price value={o.price} old={o.old_price} />
        <span className={`offer__stock ${inStock ? 'in-stock' : 'out-of-stock'}`}>
          {inStock ? t('inStock', { count: o.qty_store }) : t('outOfStock')}
          {detailed && o.min_cart_quantity > 1 && ` · ${t('minQuantity', { count: o.min_cart_quantity })}`}
        </span>
        {current ? (
          <span className="offer__chosen">{t('chosenOffer')}</span>
        ) : (
          <AppLink href={paths.product(o.id)} className="button button--ghost" onClick={onChoose}>
            {t('chooseOffer')}
          </AppLink>
        )}
        {!current && !inStock && <StockReminder productId={o.id} className="link-button" />}
      </div>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import type { DeliveryPrice } from '../../domain/delivery-price';
import { Price } from '../../ui/Price';

/** docs/product-rules.md#delivery-price "Delivery price" as the shopper reads it: free, the carrier's tariff, or a sum. */
export function DeliveryPriceText({ price, className = '' }: { price: DeliveryPrice; className?: string }) {
  const { t } = useTranslation('checkout');
  // A fixed price of 0 (own pickup points) reads as what it is.
  if (price.kind === 'fixed' && price.price > 0) return <Price value={price.price} className={className} />;
  if (price.kind === 'none') return <span className={className}>—</span>;
  return (
    <span className={`${className} ${price.kind === 'provider' ? '' : 'checkout-free'}`}>
      {t(price.kind === 'provider' ? 'delivery.byProvider' : 'delivery.free')}
    </span>
  );
}

import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutOrder } from '../../api/checkout';
import { cityDeliveries, orderItemsQuery } from '../../api/delivery';
import { deliveryPrice } from '../../domain/delivery-price';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { CitySearch } from './CitySearch';
import { CourierAddress } from './CourierAddress';
import { DeliveryPriceText } from './DeliveryPriceText';
import { stepId, withDelivery, withFreshPricing, type OrderForm } from './model';
import { PickupPoints } from './PickupList';
import { SaveToggle } from './SaveToggle';
import { Step } from './Step';
import { selectCity, updateOrderForm } from './store';

/** "Очікувана доставка: 4 грудня": the day a carrier's quote expects the parcel (yyyy-mm-dd), in the shopper's words. */
function ExpectedDay({ date }: { date: string }) {
  const { t } = useTranslation(['delivery-quote', 'common']);
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  const months = t('common:monthsOf', { returnObjects: true }) as string[];
  return <span className="checkout-option__date">{t('delivery-quote:expected', { day, month: months[month - 1] ?? '' })}</span>;
}

function DeliveryTypes({ order, form, cityId }: { order: CheckoutOrder; form: OrderForm; cityId: number }) {
  useSignals();
  const { t } = useTranslation('checkout');
  const types = useResource({
    key: `checkout-deliveries:${lang.value}:${cityId}:${orderItemsQuery(order.products).join(',')}`,
    load: () => cityDeliveries(cityId, order.products),
  });
  // A delivery chosen before this city's prices came (a saved one) takes the price the city's list quotes, so the
  // totals show what the order will charge.
  useEffect(() => {
    const offered = types.data;
    if (offered && withFreshPricing(form, offered) !== form) updateOrderForm(order.id, (f) => withFreshPricing(f, offered));
  }, [types.data, form, order.id]);
  if (!types.data)
    return (
      <p className="checkout-note" role="status">
        {types.status === 'failed' ? t('loadFailed') : t('delivery.typesLoading')}
      </p>
    );
  const chosen = form.delivery;
  return (
    <>
      <div className="checkout-options" role="radiogroup" aria-label={t('delivery.types')}>
        {types.data.map((type) => (
          <label key={type.id} className="checkout-option">
            <input
              type="radio"
              name={`delivery-${order.id}`}
              checked={chosen?.id === type.id}
              onChange={() =>
                updateOrderForm(order.id, (f) =>
                  withDelivery(f, { id: type.id, title: type.title, kind: type.kind, pricing: type.pricing }),
                )
              }
            />
            <span className="checkout-option__title">
              {type.title}
              {type.delivery_date && <ExpectedDay date={type.delivery_date} />}
            </span>
            <DeliveryPriceText price={deliveryPrice(type, order.total)} className="checkout-option__price" />
          </label>
        ))}
      </div>
      {chosen?.kind === 'office' && <PickupPoints orderId={order.id} cityId={cityId} deliveryId={chosen.id} office={form.office} />}
      {chosen?.kind === 'address' && <CourierAddress orderId={order.id} form={form} />}
      {chosen && (
        <SaveToggle
          label={t('delivery.save')}
          checked={form.saveDelivery}
          onChange={(saveDelivery) => updateOrderForm(order.id, (f) => ({ ...f, saveDelivery }))}
        />
      )}
    </>
  );
}

/** docs/product-rules.md#checkout "delivery city, a pickup points list and map": the city, the way, then the point or the address. */
export function DeliveryStep({ order, form }: { order: CheckoutOrder; form: OrderForm }) {
  const { t } = useTranslation('checkout');
  return (
    <Step id={stepId(order.id, 'delivery')} legend={t('delivery.legend')}>
      <CitySearch city={form.city} onSelect={(city) => selectCity(order.id, city)} />
      {form.city && <DeliveryTypes key={form.city.id} order={order} form={form} cityId={form.city.id} />}
    </Step>
  );
}

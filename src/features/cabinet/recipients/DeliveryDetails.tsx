import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { cityDeliveries, pickupPoints, type City } from '../../../api/delivery';
import type { NewDelivery } from '../../../api/recipients';
import type { FormRules } from '../../../domain/form-rules';
import type { Lang } from '../../../domain/paths';
import { savedDeliveryRules, type SavedDeliveryValues } from '../../../domain/profile-rules';
import { useResource } from '../../../lib/resource';
import { lang } from '../../../stores/session';
import { Field } from '../../../ui/form/form';
import { useCheckedForm } from '../../../ui/form/checked-form';
import { FormActions } from './FormActions';

const NONE: never[] = [];

/**
 * The delivery to a chosen city: the carrier, then its pickup point or a courier address. Mounted anew for each
 * city, so a new city starts from nothing.
 */
export function DeliveryDetails({ city, send, onDone }: { city: City; send: (body: NewDelivery) => Promise<void>; onDone: () => void }) {
  const { t } = useTranslation('recipients');
  useSignals();
  const found = useResource({ key: `saved-delivery-carriers:${lang.value}:${city.id}`, load: () => cityDeliveries(city.id) });
  // A carrier list or point list that fails to load offers nothing to choose.
  const deliveries = found.status === 'failed' ? NONE : (found.data ?? null);

  const kindOf = (deliveryId: string) => deliveries?.find((d) => String(d.id) === deliveryId)?.kind ?? '';
  // The kind follows from the carrier, and a point chosen for another carrier counts as none.
  const effective = (values: SavedDeliveryValues): SavedDeliveryValues => ({
    ...values,
    kind: kindOf(values.delivery_id),
    delivery_warehouse_id: points?.some((p) => String(p.id) === values.delivery_warehouse_id) ? values.delivery_warehouse_id : '',
  });
  const rules = Object.fromEntries(
    (Object.keys(savedDeliveryRules) as (keyof SavedDeliveryValues)[]).map((field) => [
      field,
      (_typed: string, values: SavedDeliveryValues, lang: Lang) => {
        const seen = effective(values);
        return savedDeliveryRules[field](seen[field], seen, lang);
      },
    ]),
  ) as FormRules<SavedDeliveryValues>;

  const initial: SavedDeliveryValues = {
    kind: '',
    city_id: String(city.id),
    delivery_id: '',
    delivery_warehouse_id: '',
    street: '',
    house: '',
    flat: '',
  };
  const f = useCheckedForm(
    rules,
    initial,
    async (values) => {
      const v = effective(values);
      const office = v.kind === 'office';
      await send({
        city_id: city.id,
        delivery_id: Number(v.delivery_id),
        ...(office ? { delivery_warehouse_id: Number(v.delivery_warehouse_id) } : { street: v.street, house: v.house, flat: v.flat }),
      });
    },
    onDone,
  );
  const kind = kindOf(f.values.delivery_id);

  const officePoints = useResource({
    key: kind === 'office' ? `saved-delivery-points:${lang.value}:${city.id}:${f.values.delivery_id}` : 'saved-delivery-points:none',
    load: () => (kind === 'office' ? pickupPoints(city.id, Number(f.values.delivery_id)) : Promise.resolve(NONE)),
  });
  const points = officePoints.status === 'failed' ? NONE : (officePoints.data ?? null);

  if (deliveries === null)
    return (
      <p className="saved__state" aria-busy="true">
        {t('common:loading')}
      </p>
    );

  return (
    <form ref={f.form} className="saved-form" noValidate onSubmit={f.submit} aria-label={t('addDelivery')}>
      <Field label={t('delivery')} error={f.errors.delivery_id}>
        {(control) => (
          <select {...control} {...f.choice('delivery_id')}>
            <option value="">{t('chooseDelivery')}</option>
            {deliveries.map((d) => (
              <option key={d.id} value={d.id}>
                {d.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      {kind === 'office' && (
        <Field label={t('point')} error={f.errors.delivery_warehouse_id}>
          {(control) => (
            <select {...control} {...f.choice('delivery_warehouse_id')} disabled={points === null} aria-busy={points === null}>
              <option value="">{points === null ? t('common:loading') : t('choosePoint')}</option>
              {points?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}, {p.address}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {kind === 'address' && (
        <div className="saved-form__grid">
          <Field label={t('street')} error={f.errors.street}>
            {(control) => <input {...control} {...f.text('street')} autoComplete="address-line1" />}
          </Field>
          <Field label={t('house')} error={f.errors.house}>
            {(control) => <input {...control} {...f.text('house')} />}
          </Field>
          <Field label={t('flat')} error={f.errors.flat}>
            {(control) => <input {...control} {...f.text('flat')} />}
          </Field>
        </div>
      )}
      <FormActions saveLabel={t('saveDelivery')} sending={f.sending} onCancel={onDone} />
    </form>
  );
}

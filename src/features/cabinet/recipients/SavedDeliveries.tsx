import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { City } from '../../../api/delivery';
import { addDelivery, listDeliveries, removeDelivery, type NewDelivery, type SavedDelivery } from '../../../api/recipients';
import { notify } from '../../../stores/notifications';
import { CityPicker } from './CityPicker';
import { DeliveryDetails } from './DeliveryDetails';
import { SavedSection } from './SavedSection';
import { attempt, useSavedList } from './saved-list';

const placeOf = (d: SavedDelivery) =>
  d.kind === 'office'
    ? [d.office_title, d.office_address].filter(Boolean).join(', ')
    : [d.street, d.house, d.flat].filter(Boolean).join(', ');

/** The deliveries the checkout offers again: list, add (city, carrier, point or address), delete. */
export function SavedDeliveries() {
  const { t } = useTranslation('recipients');
  const list = useSavedList('cabinet-deliveries', listDeliveries);
  const [adding, setAdding] = useState(false);
  const [city, setCity] = useState<City | null>(null);

  const close = () => {
    setAdding(false);
    setCity(null);
  };
  const send = async (body: NewDelivery) => {
    await addDelivery(body);
    list.replace(await listDeliveries());
    notify({ type: 'success', title: t('deliveryAdded') });
  };

  return (
    <SavedSection
      id="saved-deliveries"
      title={t('deliveriesTitle')}
      list={list}
      empty={t('noDeliveries')}
      item={(d) => (
        <li key={d.id} className="saved__item">
          <div>
            <strong>
              {d.city.name}: {d.delivery_title}
            </strong>
            <span>{placeOf(d)}</span>
          </div>
          <div className="saved__actions">
            <button
              type="button"
              className="link-button"
              aria-label={t('deleteNamed', { name: `${d.city.name}, ${d.delivery_title}` })}
              onClick={() => attempt(async () => list.replace(await removeDelivery(d.id)))}
            >
              {t('delete')}
            </button>
          </div>
        </li>
      )}
      form={
        adding ? (
          <div className="saved-form">
            {city ? (
              <>
                <p className="saved-form__city">
                  {t('city')}: <strong>{city.name}</strong>{' '}
                  <button type="button" className="link-button" onClick={() => setCity(null)}>
                    {t('otherCity')}
                  </button>
                </p>
                <DeliveryDetails key={city.id} city={city} send={send} onDone={close} />
              </>
            ) : (
              <>
                <CityPicker onPick={setCity} />
                <button className="button button--ghost" type="button" onClick={close}>
                  {t('cancel')}
                </button>
              </>
            )}
          </div>
        ) : null
      }
      addLabel={t('addDelivery')}
      onAdd={() => setAdding(true)}
    />
  );
}

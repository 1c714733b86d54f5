import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type City, findCities, topCities } from '../../api/delivery';
import { isCitySearchLongEnough } from '../../domain/limits';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import type { OrderForm } from './model';
import { SearchField, TYPING_PAUSE_MS } from './SearchField';
import { afterPause } from '../../lib/debounce';

type Found = { status: 'idle' } | { status: 'searching' } | { status: 'done'; cities: City[] };

function TopCities({ onPick }: { onPick: (city: City) => void }) {
  useSignals();
  const { t } = useTranslation('checkout');
  const top = useResource({ key: `checkout-top-cities:${lang.value}`, load: topCities });
  if (!top.data?.length) return null;
  return (
    <div className="checkout-cities">
      <p className="checkout-cities__title">{t('delivery.topCities')}</p>
      <ul className="checkout-chips">
        {top.data.map((city) => (
          <li key={city.id}>
            <button type="button" className="checkout-chip" onClick={() => onPick(city)}>
              {city.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The city search runs from 3 typed characters; before that an order without a city of its own is offered
 * the top cities. Each order asks for itself: the `city` cookie the first order's choice writes must not
 * take them away from the next order, which has no city yet.
 */
export function CitySearch({ city, onSelect }: { city: OrderForm['city']; onSelect: (city: { id: number; name: string }) => void }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found>({ status: 'idle' });

  useEffect(() => {
    if (!isCitySearchLongEnough(query)) return setFound({ status: 'idle' });
    setFound({ status: 'searching' });
    return afterPause(TYPING_PAUSE_MS, (signal) => {
      findCities(query.trim()).then(
        (cities) => !signal.aborted && setFound({ status: 'done', cities }),
        (error: unknown) => {
          console.warn('checkout: city search failed', error);
          if (!signal.aborted) setFound({ status: 'done', cities: [] });
        },
      );
    });
  }, [query]);

  const pick = (picked: City) => {
    onSelect({ id: picked.id, name: picked.name });
    setEditing(false);
    setQuery('');
  };

  if (city && !editing)
    return (
      <div className="checkout-folded">
        <p>
          <span className="checkout-folded__label">{t('delivery.city')}: </span>
          <strong>{city.name}</strong>
        </p>
        <button type="button" className="checkout-link" onClick={() => setEditing(true)}>
          {t('delivery.changeCity')}
        </button>
      </div>
    );

  return (
    <div className="checkout-city">
      <SearchField
        id={id}
        label={t('delivery.city')}
        value={query}
        onChange={setQuery}
        hint={t('delivery.cityHint')}
        results={`${id}-found`}
      />
      <div id={`${id}-found`} aria-live="polite">
        {found.status === 'searching' && <p className="checkout-note">{t('delivery.searching')}</p>}
        {found.status === 'done' &&
          (found.cities.length === 0 ? (
            <p className="checkout-note">{t('delivery.noCities')}</p>
          ) : (
            <ul className="checkout-found">
              {found.cities.map((c) => (
                <li key={c.id}>
                  <button type="button" className="checkout-found__city" onClick={() => pick(c)}>
                    <strong>{c.name}</strong> <span className="checkout-found__region">{c.region}</span>
                  </button>
                </li>
              ))}
            </ul>
          ))}
      </div>
      {found.status === 'idle' && !city && <TopCities onPick={pick} />}
    </div>
  );
}

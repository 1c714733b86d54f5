import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findCities, type City } from '../../../api/delivery';
import { CITY_SEARCH_MIN_CHARS } from '../../../domain/limits';
import { afterPause } from '../../../lib/debounce';

/** Pauses between keystrokes before asking, so typing "Київ" asks once, not four times. */
const TYPING_PAUSE_MS = 250;

/** docs/product-rules.md#search "City search runs only for 3 or more typed characters": the text, then the matches to choose from. */
export function CityPicker({ onPick }: { onPick: (city: City) => void }) {
  const { t } = useTranslation('recipients');
  const id = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<City[] | null>(null);
  const query = text.trim();

  useEffect(() => {
    setFound(null);
    if (Array.from(query).length < CITY_SEARCH_MIN_CHARS) return;
    return afterPause(TYPING_PAUSE_MS, (signal) => {
      findCities(query).then(
        (cities) => !signal.aborted && setFound(cities),
        () => !signal.aborted && setFound([]),
      );
    });
  }, [query]);

  return (
    <div className="field city-picker">
      <label htmlFor={id} className="field__label">
        {t('city')}
      </label>
      <input
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
        placeholder={t('cityPlaceholder')}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="field__hint" aria-live="polite">
        {Array.from(query).length < CITY_SEARCH_MIN_CHARS
          ? t('cityHint')
          : found === null
            ? t('common:loading')
            : found.length === 0
              ? t('noCities')
              : t('citiesFound', { count: found.length })}
      </p>
      {found && found.length > 0 && (
        <ul className="city-picker__list">
          {found.map((city) => (
            <li key={city.id}>
              <button type="button" onClick={() => onPick(city)}>
                {city.name} <span>{city.region}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

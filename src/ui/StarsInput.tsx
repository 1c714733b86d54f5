import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './stars-input.css';

const STARS = [1, 2, 3, 4, 5] as const;

interface Props {
  name: string;
  legend: string;
  /** '' until chosen, then '1'..'5' */
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur?: (event: FocusEvent<HTMLFieldSetElement>) => void;
}

/** A 1-5 rating as a radio group: arrow keys move between the stars, a screen reader hears "4 stars". */
export function StarsInput({ name, legend, value, error, onChange, onBlur }: Props) {
  const { t } = useTranslation('common');
  const chosen = Number(value);
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={`field stars-input ${error ? 'field--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
      onBlur={onBlur}
    >
      <legend className="field__label">{legend}</legend>
      <div className="stars-input__row">
        {STARS.map((n) => (
          <label key={n} className={n <= chosen ? 'is-on' : undefined}>
            <input type="radio" name={name} value={n} checked={chosen === n} aria-invalid={Boolean(error)} onChange={onChange} />
            <span className="visually-hidden">{t('stars', { count: n })}</span>
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** How long typing must pause before a search runs, so each keystroke does not ask the server. */
export const TYPING_PAUSE_MS = 250;

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (typed: string) => void;
  /** a hint under the field, read with it */
  hint?: string;
  /** the id of the region that shows what was found */
  results?: string;
}

/** A search box of the checkout (cities, pickup points). */
export function SearchField({ id, label, value, onChange, hint, results }: Props) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        aria-describedby={hint && `${id}-hint`}
        aria-controls={results}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

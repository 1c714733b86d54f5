import { Fragment, useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import './price-range.css';

export interface Range {
  from: number;
  to: number;
}

interface PriceRangeLabels {
  legend: string;
  from: string;
  to: string;
  apply: string;
}

/** What a typed pair means within the bounds: whole numbers, clamped, in order; empty means the bound. */
export function readRange(fromText: string, toText: string, min: number, max: number): Range {
  const read = (text: string, fallback: number) => {
    const n = Math.round(Number(text.replace(/\s/g, '')));
    return text.trim() === '' || !Number.isFinite(n) ? fallback : Math.min(max, Math.max(min, n));
  };
  const from = read(fromText, min);
  const to = read(toText, max);
  return from <= to ? { from, to } : { from: to, to: from };
}

/**
 * A price range: two number fields and a two-thumb slider within min..max. Typing or dragging only
 * changes the draft; the range is applied on submit, when a field loses focus or a thumb is let go,
 * so a listing is not reloaded on every keystroke.
 */
export function PriceRange({
  min,
  max,
  from,
  to,
  onApply,
  labels,
}: {
  min: number;
  max: number;
  from: number;
  to: number;
  onApply: (range: Range) => void;
  labels: PriceRangeLabels;
}) {
  const [draft, setDraft] = useState({ from: String(from), to: String(to) });
  // The range last shown or applied: a blur followed by the submit it caused applies once.
  const settled = useRef<Range>({ from, to });

  useEffect(() => {
    setDraft({ from: String(from), to: String(to) });
    settled.current = { from, to };
  }, [from, to, min, max]);

  const apply = (fromText = draft.from, toText = draft.to) => {
    const range = readRange(fromText, toText, min, max);
    setDraft({ from: String(range.from), to: String(range.to) });
    if (range.from === settled.current.from && range.to === settled.current.to) return;
    settled.current = range;
    onApply(range);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    apply();
  };
  const fixed = min >= max;
  const span = Math.max(1, max - min);
  const sliderFrom = readRange(draft.from, draft.to, min, max);
  const percent = (n: number) => `${((n - min) / span) * 100}%`;

  return (
    // noValidate: an out-of-range number is clamped to the bounds, not refused with a browser bubble.
    <form className="price-range" onSubmit={onSubmit} noValidate>
      <fieldset disabled={fixed}>
        <legend className="price-range__legend">{labels.legend}</legend>
        <div className="price-range__fields">
          {(['from', 'to'] as const).map((end) => (
            <Fragment key={end}>
              {end === 'to' && <span aria-hidden="true">–</span>}
              <label>
                <span className="visually-hidden">{labels[end]}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  step={1}
                  value={draft[end]}
                  onChange={(e) => setDraft({ ...draft, [end]: e.target.value })}
                  onBlur={() => apply()}
                />
              </label>
            </Fragment>
          ))}
          <button type="submit" className="button price-range__apply">
            {labels.apply}
          </button>
        </div>
        <div
          className="price-range__slider"
          style={{ '--from': percent(sliderFrom.from), '--to': percent(sliderFrom.to) } as CSSProperties}
        >
          <input
            type="range"
            aria-label={labels.from}
            min={min}
            max={max}
            step={1}
            value={sliderFrom.from}
            onChange={(e) => setDraft({ ...draft, from: String(Math.min(Number(e.target.value), sliderFrom.to)) })}
            onPointerUp={(e) => apply(e.currentTarget.value, draft.to)}
            onBlur={() => apply()}
          />
          <input
            type="range"
            aria-label={labels.to}
            min={min}
            max={max}
            step={1}
            value={sliderFrom.to}
            onChange={(e) => setDraft({ ...draft, to: String(Math.max(Number(e.target.value), sliderFrom.from)) })}
            onPointerUp={(e) => apply(draft.from, e.currentTarget.value)}
            onBlur={() => apply()}
          />
        </div>
      </fieldset>
    </form>
  );
}

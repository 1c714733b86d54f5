import './chip.css';

/** A selected option shown as a pill with a remove button, e.g. a filter above a listing. */
export function Chip({ label, removeLabel, onRemove }: { label: string; removeLabel: string; onRemove: () => void }) {
  return (
    <span className="chip">
      <span className="chip__label">{label}</span>
      <button type="button" className="chip__remove" aria-label={removeLabel} onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}

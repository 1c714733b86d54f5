/** Stars drawn by width so any value (4.3) shows exactly; the number is what a screen reader hears. */
export function Rating({ value, count, label }: { value: number; count?: number; label: string }) {
  return (
    <span className="rating" role="img" aria-label={label}>
      <span className="rating__stars" aria-hidden="true">
        <span className="rating__fill" style={{ width: `${(value / 5) * 100}%` }} />
      </span>
      {count !== undefined && (
        <span className="rating__count" aria-hidden="true">
          {count}
        </span>
      )}
    </span>
  );
}

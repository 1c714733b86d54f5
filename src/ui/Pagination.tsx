import { AppLink } from './AppLink';

/** Numbered pages around the current one, with the first and last always reachable. */
export function pageWindow(current: number, last: number, around = 2): (number | null)[] {
  const pages = new Set([1, last]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

export function Pagination({
  current,
  last,
  hrefFor,
  label,
}: {
  current: number;
  last: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  if (last <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {pageWindow(current, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>{p === current ? <span aria-current="page">{p}</span> : <AppLink href={hrefFor(p)}>{p}</AppLink>}</li>
          ),
        )}
      </ul>
    </nav>
  );
}

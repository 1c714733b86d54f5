import type { ReactNode } from 'react';

/** One term of a definition list with its value, wrapped so the pair lays out (and wraps) as one row. */
export function Fact({ term, className, children }: { term: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

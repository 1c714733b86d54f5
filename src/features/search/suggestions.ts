import type { ProductCard } from '../../api/types';
import { isSearchQueryLongEnough } from '../../domain/limits';
import { paths } from '../../domain/paths';
import type { LiveSuggestions } from './live';

/** One line of the list under the search box; `href` is where choosing it leads. */
export type SuggestionOption =
  | { kind: 'history'; query: string; href: string }
  | { kind: 'category'; id: number; name: string; count: number; href: string }
  | { kind: 'product'; product: ProductCard; href: string }
  | { kind: 'all'; total: number; href: string };

export const historyOptions = (queries: string[]): SuggestionOption[] =>
  queries.map((query) => ({ kind: 'history', query, href: paths.search(query) }));

/** Categories first (they narrow the most), then products, then every result when the query can be searched. */
export function liveOptions({ query, result }: LiveSuggestions): SuggestionOption[] {
  return [
    ...result.categories.map((c) => ({ kind: 'category' as const, id: c.id, name: c.name, count: c.count, href: c.url })),
    ...result.products.map((product) => ({ kind: 'product' as const, product, href: paths.product(product.id) })),
    ...(result.total > 0 && isSearchQueryLongEnough(query)
      ? [{ kind: 'all' as const, total: result.total, href: paths.search(query) }]
      : []),
  ];
}

/** Arrow keys move through the list and wrap around; -1 is the box itself. */
export function nextActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

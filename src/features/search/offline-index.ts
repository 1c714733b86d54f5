import MiniSearch from 'minisearch';
import type { ProductCard } from '../../api/types';
import { searchWords } from '../../domain/search-text';

/**
 * A small index of the products a device keeps, searched by title while offline. Words match from their start
 * (a query is typed before it is finished) and with a slip of a letter in longer words; every word of the query
 * must match. Titles and queries are read as the server's search reads them (src/domain/search-text.ts): apostrophes
 * dropped, so "мята" finds м'ята; Latin look-alikes in Cyrillic words, ё/є, ґ and ї/і/и folded, so "олия" finds олія.
 */

/** The words come already folded from `searchWords`. */
const processTerm = (term: string): string => term;

export interface OfflineIndex {
  /** The best matches first. */
  search: (query: string, limit: number) => ProductCard[];
}

export function createOfflineIndex(cards: readonly ProductCard[]): OfflineIndex {
  const byId = new Map(cards.map((card) => [card.base_product_id, card]));
  const index = new MiniSearch<ProductCard>({
    idField: 'base_product_id',
    fields: ['title'],
    tokenize: searchWords,
    processTerm,
    searchOptions: { prefix: true, fuzzy: (term) => (term.length > 4 ? 1 : 0), combineWith: 'AND' },
  });
  index.addAll([...byId.values()]);
  return {
    search: (query, limit) =>
      index
        .search(query)
        .slice(0, limit)
        .flatMap((result) => byId.get(result.id as number) ?? []),
  };
}

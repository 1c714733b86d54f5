import MiniSearch from 'minisearch';
import type { ProductCard } from '../../api/types';

/**
 * A small index of the products a device keeps, searched by title while offline. Words match from their start
 * (a query is typed before it is finished) and with a slip of a letter in longer words; every word of the query
 * must match. Apostrophes inside Ukrainian words (м'ята, пір'я) are dropped on both sides, so "мята" finds them,
 * and ё is read as е, as Russian is often typed.
 */

const APOSTROPHES = /['’ʼ`]/g;
const SEPARATORS = /[\s\p{P}\p{S}]+/u;

const tokenize = (text: string): string[] => text.replace(APOSTROPHES, '').split(SEPARATORS).filter(Boolean);
const processTerm = (term: string): string => term.toLocaleLowerCase().replace(/ё/g, 'е');

export interface OfflineIndex {
  /** The best matches first. */
  search: (query: string, limit: number) => ProductCard[];
}

export function createOfflineIndex(cards: readonly ProductCard[]): OfflineIndex {
  const byId = new Map(cards.map((card) => [card.base_product_id, card]));
  const index = new MiniSearch<ProductCard>({
    idField: 'base_product_id',
    fields: ['title'],
    tokenize,
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

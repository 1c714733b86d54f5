import MiniSearch, { type Query } from 'minisearch';
import type { ProductCard } from '../../api/types';
import { secondReading, secondReadingWins, type SearchWords } from '../../domain/search-reading';
import { searchWords } from '../../domain/search-text';
import { vocabularyOf, type Vocabulary } from '../../domain/search-vocabulary';

/**
 * A small index of the products a device keeps, searched by title while offline as the server searches its
 * catalogue: titles and queries are read alike (src/domain/search-text.ts), every word of the query must start a
 * word of the title, and a query that finds nothing, or a few, gets the same second reading from the titles' own
 * words (src/domain/search-reading.ts): the other keyboard layout, synonyms, transliterations and slips.
 */

/** The words come already folded from `searchWords`. */
const processTerm = (term: string): string => term;

export interface OfflineFound {
  /** the best matches first */
  cards: ProductCard[];
  /** the query as it was read, when a part of it was typed on the other keyboard layout */
  corrected?: string;
}

export interface OfflineIndex {
  search: (query: string, limit: number) => OfflineFound;
}

/** Every word of the kept titles, with the number of products that carry it. */
function titleWords(cards: Iterable<ProductCard>): Vocabulary {
  const products = new Map<string, number>();
  for (const card of cards) for (const word of new Set(searchWords(card.title))) products.set(word, (products.get(word) ?? 0) + 1);
  return vocabularyOf([...products].map(([word, count]) => ({ word, products: count })));
}

/** An alternative another one starts finds nothing more (олия beside оли): searched once, through the shorter. */
const widest = (alts: readonly string[]) => alts.filter((alt) => !alts.some((other) => other !== alt && alt.startsWith(other)));

/** Every word, each as any of its alternatives: the server's `("a"* OR "b"*) AND …`. */
const asQuery = (words: SearchWords): Query => ({
  combineWith: 'AND',
  queries: words.map((alts) => ({ combineWith: 'OR', queries: widest(alts) })),
});

export function createOfflineIndex(cards: readonly ProductCard[]): OfflineIndex {
  const byId = new Map(cards.map((card) => [card.base_product_id, card]));
  const index = new MiniSearch<ProductCard>({
    idField: 'base_product_id',
    fields: ['title'],
    tokenize: searchWords,
    processTerm,
    searchOptions: { prefix: true, combineWith: 'AND' },
  });
  index.addAll([...byId.values()]);
  let vocabulary: Vocabulary | undefined;

  const found = (query: Query): ProductCard[] => index.search(query).flatMap((result) => byId.get(result.id as number) ?? []);

  return {
    search: (query, limit) => {
      const literal = found(query);
      vocabulary ??= titleWords(byId.values());
      const reading = secondReading(vocabulary, query, literal.length);
      if (!reading) return { cards: literal.slice(0, limit) };
      // The matches of each word's best alternatives first, as the server ranks them.
      const second = [...new Set([...(reading.preferred ? found(asQuery(reading.preferred)) : []), ...found(asQuery(reading.words))])];
      if (!secondReadingWins(literal.length, second.length)) return { cards: literal.slice(0, limit) };
      return { cards: second.slice(0, limit), ...(reading.corrected !== undefined && { corrected: reading.corrected }) };
    },
  };
}

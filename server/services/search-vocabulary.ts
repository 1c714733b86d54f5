import { searchWords } from '../../src/domain/search-text';
import type { Db } from '../db/connection';

/**
 * The words the catalogue is found by (titles in both languages, brands, categories), read as the index reads
 * them, for the forgiving passes of a search that found nothing: is a typed word the start of a catalogue word, and
 * which catalogue words are a slip of the keyboard away from it. Read from `search_documents`, so both databases
 * know the same words. Kept per process and read again, at most once a minute, after the catalogue changed: a word
 * a new product brings is forgiven a minute later, and a busy catalogue (stock changes with every order) does not
 * read it all on every search.
 */
export interface Vocabulary {
  /** every word, sorted, for prefix look-ups */
  sorted: readonly string[];
  /** the words by their first letter, with the number of products that carry them */
  byFirstLetter: ReadonlyMap<string, readonly { word: string; products: number }[]>;
}

export const VOCABULARY_REFRESH_MS = 60_000;

interface Kept {
  vocabulary: Promise<Vocabulary>;
  version: number;
  readAt: number;
}
const kept = new WeakMap<Db, Kept>();

async function readVocabulary(db: Db): Promise<Vocabulary> {
  const rows = await db.selectFrom('search_documents').select(['title_uk', 'title_ru', 'brand', 'category_uk', 'category_ru']).execute();
  const products = new Map<string, number>();
  for (const row of rows) {
    const words = new Set(searchWords(`${row.title_uk} ${row.title_ru} ${row.brand} ${row.category_uk} ${row.category_ru}`));
    for (const word of words) products.set(word, (products.get(word) ?? 0) + 1);
  }
  const byFirstLetter = new Map<string, { word: string; products: number }[]>();
  for (const [word, count] of products) {
    const list = byFirstLetter.get(word[0]!) ?? [];
    list.push({ word, products: count });
    byFirstLetter.set(word[0]!, list);
  }
  return { sorted: [...products.keys()].sort(), byFirstLetter };
}

async function catalogueVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

export async function vocabulary(db: Db, now = Date.now()): Promise<Vocabulary> {
  const known = kept.get(db);
  if (known && now - known.readAt < VOCABULARY_REFRESH_MS) return known.vocabulary;
  const version = await catalogueVersion(db);
  if (known && known.version === version) {
    known.readAt = now;
    return known.vocabulary;
  }
  const next: Kept = { vocabulary: readVocabulary(db), version, readAt: now };
  kept.set(db, next);
  next.vocabulary.catch(() => kept.delete(db));
  return next.vocabulary;
}

/** Whether some catalogue word starts with `prefix`. */
export function startsAWord(vocabulary: Vocabulary, prefix: string): boolean {
  const { sorted } = vocabulary;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo]!.startsWith(prefix);
}

import { sql } from 'kysely';
import { isPostgres, type Db } from '../db/connection';

/**
 * The words the catalogue is found by (titles in both languages, brands, categories), read as the index reads
 * them, for the forgiving passes of a search that found nothing: is a typed word the start of a catalogue word, and
 * which catalogue words are a slip of the keyboard away from it. Read from the search index, whose words are
 * folded as the query's are (migration 0028), so both databases know the same words. Kept per process and read again, at most once a minute, after the catalogue changed: a word
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

/** Only plain words: PostgreSQL's parser also keeps a hyphenated word whole and a decimal as one word. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * Every word of the search index with the number of products that carry it, from the index itself: SQLite's FTS5
 * table through an `fts5vocab` view of it (made per connection, in `temp`), PostgreSQL's vectors through `ts_stat`.
 */
async function indexedWords(db: Db): Promise<{ word: string; products: number }[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ word: string; ndoc: number }>`select word, ndoc from ts_stat('select uk from search_vectors')`.execute(db);
    return rows.map((r) => ({ word: r.word, products: Number(r.ndoc) }));
  }
  await sql`create virtual table if not exists temp.search_vocabulary using fts5vocab(main, search_index, row)`.execute(db);
  const { rows } = await sql<{ term: string; doc: number }>`select term, doc from temp.search_vocabulary`.execute(db);
  return rows.map((r) => ({ word: r.term, products: Number(r.doc) }));
}

async function readVocabulary(db: Db): Promise<Vocabulary> {
  const byFirstLetter = new Map<string, { word: string; products: number }[]>();
  const sorted: string[] = [];
  for (const entry of await indexedWords(db)) {
    if (!PLAIN_WORD.test(entry.word)) continue;
    sorted.push(entry.word);
    const first = [...entry.word][0]!;
    const list = byFirstLetter.get(first) ?? [];
    list.push(entry);
    byFirstLetter.set(first, list);
  }
  return { sorted: sorted.sort(), byFirstLetter };
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

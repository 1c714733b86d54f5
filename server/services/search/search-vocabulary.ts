import { sql } from 'kysely';
import { lruMap } from '../../../src/domain/lru-map';
import { didYouMean, FEW_MATCHES, secondReading } from '../../../src/domain/search-reading';
import { vocabularyOf, type Vocabulary } from '../../../src/domain/search-vocabulary';
import { isPostgres, type Db } from '../../db/connection';

/**
 * The catalogue's words (src/domain/search-vocabulary.ts) as the search index holds them, whose words are folded as
 * the query's are (migration 0028), so both databases know the same words. Kept per process and read again, at most
 * once a minute, after the catalogue changed: a word a new product brings is forgiven a minute later, and a busy
 * catalogue (stock changes with every order) does not read it all on every search.
 */
const VOCABULARY_REFRESH_MS = 60_000;

interface Kept {
  vocabulary: Promise<Vocabulary>;
  version: number;
  readAt: number;
}
const kept = new WeakMap<Db, Kept>();

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
  return vocabularyOf(await indexedWords(db));
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

/** How many queries' readings are kept per vocabulary: a few hundred bytes each. */
const READINGS_KEPT = 2_000;

interface KeptReadings {
  second: ReturnType<typeof lruMap<string, ReturnType<typeof secondReading>>>;
  meant: ReturnType<typeof lruMap<string, string | null>>;
}
const readings = new WeakMap<Vocabulary, KeptReadings>();

function readingsOf(words: Vocabulary): KeptReadings {
  let known = readings.get(words);
  if (!known) {
    known = { second: lruMap(READINGS_KEPT), meant: lruMap(READINGS_KEPT) };
    readings.set(words, known);
  }
  return known;
}

/**
 * A query's second reading (src/domain/search-reading.ts) over the catalogue's words, kept as long as those words
 * are: it depends on them and the query alone, and shoppers ask the same queries over and over, so a query that
 * finds nothing as typed is not weighed again against every catalogue word on each ask. The literal count matters
 * only as none, a few or more.
 */
export async function keptSecondReading(db: Db, query: string, literalCount: number, { exact = false } = {}) {
  if (exact) return null;
  const words = await vocabulary(db);
  const kept = readingsOf(words).second;
  const key = `${Math.min(literalCount, FEW_MATCHES + 1)} ${query}`;
  let reading = kept.get(key);
  if (reading === undefined) {
    reading = secondReading(words, query, literalCount);
    kept.set(key, reading);
  }
  return reading;
}

/** "Did you mean" for a query (src/domain/search-reading.ts), kept as the second reading is. */
export async function keptDidYouMean(db: Db, query: string): Promise<string | null> {
  const words = await vocabulary(db);
  const kept = readingsOf(words).meant;
  let meant = kept.get(query);
  if (meant === undefined) {
    meant = didYouMean(words, query);
    kept.set(query, meant);
  }
  return meant;
}

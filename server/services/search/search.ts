import { paths, type Lang } from '../../../src/domain/paths';
import type { LiveSearchResult, SearchResult } from '../../contract/search';
import type { Db } from '../../db/connection';
import { firstInOrder } from '../../../src/domain/first-in-order';
import { col } from '../catalog/lang-columns';
import { cardQuery, toCards } from '../catalog/product-cards';
import { matchingProducts } from './search-index';
import { searchMatches, type SearchMatches } from './best-matches';
import { FEW_MATCHES, secondReadingWins, type SearchWords } from '../../../src/domain/search-reading';
import { literalWords } from './search-terms';
import { keptDidYouMean, keptSecondReading } from './search-vocabulary';

export const SEARCH_PAGE_SIZE = 24;
const LIVE_PRODUCTS = 6;
const LIVE_CATEGORIES = 5;
/**
 * Suggestions are picked from this many best matches, not from all of them: a common word ("олія") matches
 * thousands of products at 100,000 offers, and ranking and grouping every one of them on each keystroke is what
 * made typing slow. The 6 cards are the best in-stock matches of these; the categories are counted among these.
 */
export const LIVE_POOL = 300;

export interface SearchRequest {
  query: string;
  page: number;
  categories: number[];
  brands: number[];
  /** what was typed, word for word: no forgiving reading */
  exact?: boolean;
}

type Facet = SearchResult['categories'][number];
type Matches = ReturnType<typeof matchingProducts>;

interface FacetCount {
  id: number;
  name: string;
  count: number;
}

/**
 * Matching products counted per category and per brand, each with the listing's other filter applied (the
 * categories counted among the checked brands, the brands among the checked categories). The matches are read
 * once, counted per category and brand together, and the two lists summed from that.
 */
async function facets(
  db: Db,
  lang: Lang,
  matches: Matches,
  checked: { categories: number[]; brands: number[] },
  boughtBy?: number,
): Promise<{ byCategory: FacetCount[]; byBrand: FacetCount[] }> {
  const pairs = await db
    .selectFrom(matches)
    .innerJoin('base_products as b', 'b.id', 'm.base_product_id')
    // Only what a card can show: a base product without an offer (best_product_id 0) is not listed, so it is not counted.
    .where('b.best_product_id', '>', 0)
    .$if(boughtBy !== undefined, (q) => q.where('b.id', 'in', purchasedGoods(db, boughtBy!)))
    .select(['b.category_id', 'b.brand_id', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['b.category_id', 'b.brand_id'])
    .execute();
  const byCategory = new Map<number, number>();
  const byBrand = new Map<number, number>();
  for (const { category_id, brand_id, count } of pairs) {
    if (checked.brands.length === 0 || checked.brands.includes(brand_id))
      byCategory.set(category_id, (byCategory.get(category_id) ?? 0) + Number(count));
    if (checked.categories.length === 0 || checked.categories.includes(category_id))
      byBrand.set(brand_id, (byBrand.get(brand_id) ?? 0) + Number(count));
  }
  const [categories, brands] = await Promise.all([
    byCategory.size > 0
      ? db
          .selectFrom('categories')
          .where('id', 'in', [...byCategory.keys()])
          .select(['id', `${col('name', lang)} as name`])
          .orderBy('id')
          .execute()
      : [],
    byBrand.size > 0
      ? db
          .selectFrom('brands')
          .where('id', 'in', [...byBrand.keys()])
          .select(['id', 'name'])
          .orderBy('id')
          .execute()
      : [],
  ]);
  return {
    byCategory: categories.map((c) => ({ id: c.id, name: c.name, count: byCategory.get(c.id)! })),
    byBrand: brands.map((b) => ({ id: b.id, name: b.name, count: byBrand.get(b.id)! })),
  };
}

const mostMatches = (lang: Lang) => (a: { count: number; name: string }, b: { count: number; name: string }) =>
  b.count - a.count || a.name.localeCompare(b.name, lang);

/** Chips in order of matches; a checked one that no longer matches stays, at 0, so it can be unchecked. */
async function chips(db: Db, lang: Lang, found: FacetCount[], checked: number[], table: 'categories' | 'brands'): Promise<Facet[]> {
  const missing = checked.filter((id) => !found.some((f) => f.id === id));
  const extra = missing.length
    ? table === 'categories'
      ? await db
          .selectFrom('categories')
          .where('id', 'in', missing)
          .select(['id', `${col('name', lang)} as name`])
          .execute()
      : await db.selectFrom('brands').where('id', 'in', missing).select(['id', 'name']).execute()
    : [];
  return [...found, ...extra.map((e) => ({ ...e, count: 0 }))]
    .map((f) => ({ ...f, is_checked: checked.includes(f.id) }))
    .sort(mostMatches(lang));
}

function rankedCards(db: Db, lang: Lang, matches: Matches) {
  return cardQuery(db, lang)
    .innerJoin(matches, 'm.base_product_id', 'b.id')
    .orderBy('b.in_stock', 'desc')
    .orderBy('m.rank')
    .orderBy('b.popularity', 'desc')
    .orderBy('b.id');
}

/**
 * The search results page: one page of cards, the category and brand filters with their counts. A query is first
 * read as typed, as fast as ever; only one that finds nothing, or a few products without filters, is read again
 * (src/domain/search-reading.ts), so the extra work is spent only where a shopper would otherwise see little.
 */
export async function searchProducts(db: Db, lang: Lang, request: SearchRequest): Promise<Omit<SearchResult, 'uid'>> {
  const literal = await searchPage(db, lang, request, literalWords(request.query));
  const total = literal.pagination.total;
  // A query whose matches lie outside the chosen filters keeps them; a few matches within them were chosen so.
  const filtered = request.categories.length + request.brands.length > 0;
  const matchesElsewhere = [...literal.categories, ...literal.filters.brands].some((chip) => chip.count > 0);
  if (total > FEW_MATCHES || (total > 0 ? filtered : matchesElsewhere)) return literal;
  const reading = await keptSecondReading(db, request.query, total, { exact: request.exact });
  const found = reading ? await searchPage(db, lang, request, reading.words, reading.preferred) : literal;
  if (reading && secondReadingWins(total, found.pagination.total))
    return { ...found, ...(reading.corrected !== undefined && { corrected: reading.corrected }) };
  if (total > 0) return literal;
  return { ...literal, ...(await nothingFound(db, lang, request.query, reading?.words ?? literalWords(request.query))) };
}

/** When nothing is found: a spelling that finds something, and the categories nearest to the words. */
async function nothingFound(
  db: Db,
  lang: Lang,
  query: string,
  words: SearchWords,
): Promise<Pick<SearchResult, 'did_you_mean' | 'closest_categories'>> {
  if (words.length === 0) return { closest_categories: [] };
  const meant = await keptDidYouMean(db, query);
  const [meantFinds, near] = await Promise.all([
    meant === null
      ? false
      : searchMatches(db)
          .listedCount(lang, literalWords(meant))
          .then((n) => n > 0),
    facets(db, lang, matchingProducts(db, lang, words, { best: LIVE_POOL, any: true }), { categories: [], brands: [] }),
  ]);
  return {
    ...(meantFinds && { did_you_mean: meant! }),
    closest_categories: near.byCategory
      .sort(mostMatches(lang))
      .slice(0, LIVE_CATEGORIES)
      .map((c) => ({ id: c.id, name: c.name, url: paths.category(c.id) })),
  };
}

async function searchPage(
  db: Db,
  lang: Lang,
  request: SearchRequest,
  words: SearchWords,
  preferring?: SearchWords,
): Promise<Omit<SearchResult, 'uid'>> {
  const { query, page, categories, brands } = request;
  // Punctuation alone has no words to look for: nothing matches, the checked filters still show.
  const [{ byCategory, byBrand }, rows] = words.length
    ? await Promise.all([
        facets(db, lang, matchingProducts(db, lang, words, { ranked: false }), { categories, brands }),
        rankedCards(db, lang, matchingProducts(db, lang, words, { preferring }))
          .$if(categories.length > 0, (q) => q.where('b.category_id', 'in', categories))
          .$if(brands.length > 0, (q) => q.where('b.brand_id', 'in', brands))
          .limit(SEARCH_PAGE_SIZE)
          .offset((page - 1) * SEARCH_PAGE_SIZE)
          .execute(),
      ])
    : [{ byCategory: [], byBrand: [] }, []];
  // The category counts already carry the brand filter: the checked categories add up to the total.
  const total = byCategory.filter((c) => categories.length === 0 || categories.includes(c.id)).reduce((sum, c) => sum + c.count, 0);
  const pagination = { current_page: page, last_page: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)), per_page: SEARCH_PAGE_SIZE, total };
  return {
    query,
    categories: await chips(db, lang, byCategory, categories, 'categories'),
    products: { content: await toCards(db, lang, rows), pagination },
    filters: { brands: await chips(db, lang, byBrand, brands, 'brands') },
    pagination,
  };
}

/** The categories a live answer shows: those with most matches first, each with its page's address. */
function liveCategories<C extends { id: number; count: number; name: string }>(lang: Lang, byCategory: C[]) {
  return byCategory
    .sort(mostMatches(lang))
    .slice(0, LIVE_CATEGORIES)
    .map((c) => ({ ...c, url: paths.category(c.id) }));
}

/** The goods a customer has ordered, whatever became of the orders: what "in my purchases" searches. */
function purchasedGoods(db: Db, customerId: number) {
  return db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .where('o.customer_id', '=', customerId)
    .select('oi.base_product_id');
}

/**
 * The cabinet's suggestions "in my purchases" (docs/product-rules.md#search): the same answer as liveSearch, among
 * the goods the customer has ordered only. A customer's orders hold a few hundred goods at most, so every match
 * is ranked and counted, with no pool.
 */
export async function liveSearchPurchases(db: Db, lang: Lang, customerId: number, query: string): Promise<LiveSearchResult> {
  const words = literalWords(query);
  if (words.length === 0) return { products: [], categories: [], total: 0 };
  const [rows, { byCategory }] = await Promise.all([
    rankedCards(db, lang, matchingProducts(db, lang, words))
      .where('b.id', 'in', purchasedGoods(db, customerId))
      .limit(LIVE_PRODUCTS)
      .execute(),
    facets(db, lang, matchingProducts(db, lang, words, { ranked: false }), { categories: [], brands: [] }, customerId),
  ]);
  return {
    products: await toCards(db, lang, rows),
    categories: liveCategories(lang, byCategory),
    // Each good is in one category: the counts add up to the matches.
    total: byCategory.reduce((sum, c) => sum + c.count, 0),
  };
}

/**
 * Suggestions while typing: the best few products and the categories with most matches among the best
 * LIVE_POOL; the total counts every match, as the search page will.
 */
export async function liveSearch(
  db: Db,
  lang: Lang,
  query: string,
  { exact = false }: { exact?: boolean } = {},
): Promise<LiveSearchResult> {
  const matches = searchMatches(db);
  const literal = await liveMatches(db, matches, lang, literalWords(query));
  if (literal.total > FEW_MATCHES || exact) return suggestions(db, lang, literal);
  const reading = await keptSecondReading(db, query, literal.total);
  if (!reading) return suggestions(db, lang, literal);
  const found = await liveMatches(db, matches, lang, reading.words, reading.preferred);
  // Only the reading shown is made into cards.
  if (!secondReadingWins(literal.total, found.total)) return suggestions(db, lang, literal);
  const shown = await suggestions(db, lang, found);
  return reading.corrected !== undefined ? { ...shown, corrected: reading.corrected } : shown;
}

interface LiveMatches {
  pool: PoolMatch[];
  total: number;
}

async function liveMatches(db: Db, matches: SearchMatches, lang: Lang, words: SearchWords, preferring?: SearchWords): Promise<LiveMatches> {
  if (words.length === 0) return { pool: [], total: 0 };
  const [pool, total] = await Promise.all([livePool(db, matches, lang, words, preferring), matches.listedCount(lang, words)]);
  return { pool, total };
}

/** The best cards of the pool, in the search's order, and the categories with most matches among the pool. */
async function suggestions(db: Db, lang: Lang, { pool, total }: LiveMatches): Promise<LiveSearchResult> {
  const best = firstInOrder(pool, LIVE_PRODUCTS, cardOrder);
  const [rows, byCategory] = await Promise.all([
    best.length > 0
      ? cardQuery(db, lang)
          .where(
            'b.id',
            'in',
            best.map((m) => m.id),
          )
          .execute()
      : [],
    categoryCounts(db, lang, pool),
  ]);
  const place = new Map(best.map((m, i) => [m.id, i]));
  return {
    products: await toCards(
      db,
      lang,
      rows.sort((a, b) => place.get(a.base_product_id)! - place.get(b.base_product_id)!),
    ),
    categories: liveCategories(lang, byCategory),
    total,
  };
}

interface PoolMatch {
  id: number;
  category_id: number;
  in_stock: number;
  popularity: number;
  rank: number;
}

/**
 * The LIVE_POOL best ranked listed matches, read once: ranking is what a suggestion costs (every match of a common
 * word is ranked to find the best), so the cards and the category counts are both taken from this one list.
 */
async function livePool(db: Db, matches: SearchMatches, lang: Lang, words: SearchWords, preferring?: SearchWords): Promise<PoolMatch[]> {
  const best = await matches.best(lang, words, { best: LIVE_POOL, preferring });
  if (best.length === 0) return [];
  const rank = new Map(best.map((m) => [m.base_product_id, m.rank]));
  const rows = await db
    .selectFrom('base_products as b')
    .where('b.id', 'in', [...rank.keys()])
    // Only what a card can show: a base product without an offer (best_product_id 0) is not listed.
    .where('b.best_product_id', '>', 0)
    .select(['b.id', 'b.category_id', 'b.in_stock', 'b.popularity'])
    .execute();
  // Each field named, not spread from the row: copying a row's fields one by one costs ten times as much.
  return rows.map((r) => ({
    id: r.id,
    category_id: r.category_id,
    in_stock: Number(r.in_stock),
    popularity: Number(r.popularity),
    rank: rank.get(r.id)!,
  }));
}

/** The order of the search's cards (rankedCards): in stock first, then the best match, the most popular, the oldest. */
const cardOrder = (a: PoolMatch, b: PoolMatch) => b.in_stock - a.in_stock || a.rank - b.rank || b.popularity - a.popularity || a.id - b.id;

/** The pool's matches counted per category, with the categories' names in the shopper's language. */
async function categoryCounts(db: Db, lang: Lang, pool: PoolMatch[]): Promise<{ id: number; name: string; count: number }[]> {
  const counts = new Map<number, number>();
  for (const match of pool) counts.set(match.category_id, (counts.get(match.category_id) ?? 0) + 1);
  if (counts.size === 0) return [];
  const names = await db
    .selectFrom('categories')
    .where('id', 'in', [...counts.keys()])
    .select(['id', `${col('name', lang)} as name`])
    .execute();
  return names.map((c) => ({ id: c.id, name: c.name, count: counts.get(c.id)! }));
}

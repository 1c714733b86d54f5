import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { EMPTY_QUERY, parseCatalogQuery, SORTS, type CatalogQuery, type SortKey } from '../../src/domain/catalog-query';
import { DEFAULT_PRICE_RANGE } from '../../src/domain/limits';
import type { Lang } from '../../src/domain/paths';
import type { CategoryPage, ProductsBlock } from '../contract/catalog';
import type { Pagination } from '../contract/common';
import type { Db } from '../db/connection';
import type { BaseProductTable, Database } from '../db/schema';
import { col } from './lang-columns';
import { listingText } from '../i18n/texts';
import { listingUrl } from './listing-seo';
import { cardQuery, toCards } from './product-cards';

/**
 * The filtered listing of category and brand pages: what is checked, how many products match, the page
 * of cards and the facet counts, all computed in the database (the same SQL on SQLite and PostgreSQL).
 * Brands are OR, values of one characteristic are OR, characteristics are AND, price is a range of the
 * best offer's price; every facet counts under all the other filters.
 */

export const LISTING_PAGE_SIZE = 24;

/** Whose products a listing shows: a category with everything below it, or one brand. */
export type ListingScope = { categoryIds: number[] } | { brandId: number };

/** The listing's query from a request's querystring; parseCatalogQuery drops what it cannot read. */
export function readListingQuery(query: { page?: number; sort?: string; brand?: string; values?: string; price?: string }): CatalogQuery {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  return parseCatalogQuery(search);
}

export interface SelectedValue {
  id: number;
  value: string;
  attribute_id: number;
  attribute: string;
}

/** What the query checks, with names; ids that name nothing are dropped from `query`. */
export interface Selection {
  query: CatalogQuery;
  brands: { id: number; name: string; is_popular: number; description: string }[];
  values: SelectedValue[];
}

export const NOTHING_SELECTED: Selection = { query: EMPTY_QUERY, brands: [], values: [] };

export async function readSelection(db: Db, lang: Lang, query: CatalogQuery): Promise<Selection> {
  const [brands, values] = await Promise.all([
    query.brands.length === 0
      ? []
      : db
          .selectFrom('brands')
          .where('id', 'in', query.brands)
          .select(['id', 'name', 'is_popular', `${col('description', lang)} as description`])
          .orderBy('id')
          .execute(),
    query.values.length === 0 ? [] : valueNames(db, lang, query.values),
  ]);
  return { query: { ...query, brands: brands.map((b) => b.id), values: values.map((v) => v.id) }, brands, values };
}

interface ValueName extends SelectedValue {
  slug: string;
}

async function valueNames(db: Db, lang: Lang, ids: number[]): Promise<ValueName[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('attribute_values as v')
    .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
    .where('v.id', 'in', ids)
    .select(['v.id', `v.${col('value', lang)} as value`, 'a.id as attribute_id', `a.${col('name', lang)} as attribute`, 'a.slug'])
    .orderBy('a.sort')
    .orderBy('a.id')
    .orderBy('v.sort')
    .orderBy('v.id')
    .execute();
}

interface Filters {
  brands: number[];
  /** value ids by characteristic */
  values: Map<number, number[]>;
  /** kopecks, both ends included */
  price: { from: number; to: number } | null;
}

function filtersOf(selection: Selection): Filters {
  const values = new Map<number, number[]>();
  for (const v of selection.values) values.set(v.attribute_id, [...(values.get(v.attribute_id) ?? []), v.id]);
  const { price } = selection.query;
  return { brands: selection.query.brands, values, price: price && { from: price.from * 100, to: price.to * 100 } };
}

/** A facet is counted under every filter but its own. */
type Facet = 'brand' | 'price' | { attributeId: number };

type ListingEb = ExpressionBuilder<Database & { b: BaseProductTable }, 'b'>;

/** The where-clause of a listing over `base_products as b`, leaving out one facet's own filter. */
function narrowedTo(scope: ListingScope, filters: Filters, except?: Facet) {
  return (eb: ListingEb) => {
    const all: Expression<SqlBool>[] = ['categoryIds' in scope ? eb('b.category_id', 'in', scope.categoryIds) : eb('b.brand_id', '=', scope.brandId)];
    if (except !== 'brand' && filters.brands.length > 0) all.push(eb('b.brand_id', 'in', filters.brands));
    for (const [attributeId, ids] of filters.values) {
      if (typeof except === 'object' && except.attributeId === attributeId) continue;
      all.push(eb('b.id', 'in', eb.selectFrom('base_product_values as bv').where('bv.value_id', 'in', ids).select('bv.base_product_id')));
    }
    if (except !== 'price' && filters.price) all.push(eb('b.min_price_kop', '>=', filters.price.from), eb('b.min_price_kop', '<=', filters.price.to));
    return eb.and(all);
  };
}

const ORDER: Record<SortKey, [column: 'b.in_stock' | 'b.popularity' | 'b.min_price_kop' | 'b.created_at' | 'b.rating_x10' | 'b.reviews_count' | 'b.id', 'asc' | 'desc'][]> = {
  popular: [['b.in_stock', 'desc'], ['b.popularity', 'desc'], ['b.id', 'asc']],
  cheap: [['b.in_stock', 'desc'], ['b.min_price_kop', 'asc'], ['b.id', 'asc']],
  expensive: [['b.in_stock', 'desc'], ['b.min_price_kop', 'desc'], ['b.id', 'asc']],
  new: [['b.created_at', 'desc'], ['b.id', 'desc']],
  rating: [['b.rating_x10', 'desc'], ['b.reviews_count', 'desc'], ['b.id', 'asc']],
};

/**
 * One page of a listing's cards in the order of `sort`. The page's ids are picked first from the narrow
 * listing indices, and only those rows are joined to offers and sellers: sorting thousands of whole rows
 * to keep 24 is what makes big listings slow.
 */
export async function listingCards(db: Db, lang: Lang, scope: ListingScope, selection: Selection, sort: SortKey, limit: number, offset = 0) {
  let ids = db.selectFrom('base_products as b').where(narrowedTo(scope, filtersOf(selection))).select('b.id');
  let cards = cardQuery(db, lang);
  for (const [column, direction] of ORDER[sort]) {
    ids = ids.orderBy(column, direction);
    cards = cards.orderBy(column, direction);
  }
  return toCards(db, lang, await cards.where('b.id', 'in', ids.limit(limit).offset(offset)).execute());
}

export async function countListing(db: Db, scope: ListingScope, selection: Selection, except?: Facet) {
  const row = await db
    .selectFrom('base_products as b')
    .where(narrowedTo(scope, filtersOf(selection), except))
    .select((eb) => [eb.fn.countAll<number | string>().as('total'), eb.fn.min('b.min_price_kop').as('min'), eb.fn.max('b.min_price_kop').as('max')])
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  return { total, minKop: total > 0 ? Number(row.min) : null, maxKop: total > 0 ? Number(row.max) : null };
}

/** How many products and pages a listing has, and the page that exists for the asked one. */
export interface ListingSummary {
  selection: Selection;
  /** the state shown: known ids only, the page within range */
  query: CatalogQuery;
  total: number;
  /** the cheapest matching product, kopecks; null when nothing matches */
  minKop: number | null;
  maxKop: number | null;
  pagination: Pagination;
  /** set when the asked page is past the end (an old link after products sold out) */
  redirectQuery: CatalogQuery | null;
}

export async function listingSummary(db: Db, lang: Lang, scope: ListingScope, asked: CatalogQuery): Promise<ListingSummary> {
  const selection = await readSelection(db, lang, asked);
  const { total, minKop, maxKop } = await countListing(db, scope, selection);
  const lastPage = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  const query = { ...selection.query, page: Math.min(selection.query.page, lastPage) };
  return {
    selection,
    query,
    total,
    minKop,
    maxKop,
    pagination: { current_page: query.page, last_page: lastPage, per_page: LISTING_PAGE_SIZE, total },
    redirectQuery: query.page === selection.query.page ? null : query,
  };
}

export interface Characteristic {
  id: number;
  slug: string;
  name: string;
  values: { id: number; value: string; count: number; is_checked: boolean }[];
}

/**
 * Value counts per characteristic: values of unchecked characteristics counted under all filters, each
 * checked characteristic once more without its own filter. Only characteristics that can narrow the
 * listing (more than one value) or have a checked value are kept.
 */
export async function characteristicFacets(db: Db, lang: Lang, scope: ListingScope, selection: Selection): Promise<Characteristic[]> {
  const filters = filtersOf(selection);
  const valueCounts = async (except?: { attributeId: number }) => {
    const rows = await db
      .selectFrom('base_products as b')
      .innerJoin('base_product_values as bv', 'bv.base_product_id', 'b.id')
      .where(narrowedTo(scope, filters, except))
      .$if(except !== undefined, (q) => q.where('bv.value_id', 'in', (eb) => eb.selectFrom('attribute_values').where('attribute_id', '=', except!.attributeId).select('id')))
      .select((eb) => ['bv.value_id', eb.fn.countAll<number | string>().as('n')])
      .groupBy('bv.value_id')
      .execute();
    return new Map(rows.map((r) => [r.value_id, Number(r.n)]));
  };
  const checkedAttributes = [...filters.values.keys()];
  const [everyFilter, ...ownExcluded] = await Promise.all([valueCounts(), ...checkedAttributes.map((attributeId) => valueCounts({ attributeId }))]);
  const withoutOwn = new Map(checkedAttributes.map((id, i) => [id, ownExcluded[i]!]));
  const checked = new Set(selection.query.values);

  const byAttribute = new Map<number, Characteristic>();
  const ids = new Set([...everyFilter.keys(), ...ownExcluded.flatMap((m) => [...m.keys()]), ...checked]);
  for (const v of await valueNames(db, lang, [...ids])) {
    const count = (withoutOwn.get(v.attribute_id) ?? everyFilter).get(v.id) ?? 0;
    if (count === 0 && !checked.has(v.id)) continue;
    const attribute = byAttribute.get(v.attribute_id) ?? { id: v.attribute_id, slug: v.slug, name: v.attribute, values: [] };
    attribute.values.push({ id: v.id, value: v.value, count, is_checked: checked.has(v.id) });
    byAttribute.set(v.attribute_id, attribute);
  }
  return [...byAttribute.values()].filter((a) => a.values.length > 1 || a.values.some((v) => v.is_checked));
}

type BrandFacet = ProductsBlock['filters']['brands'][number];

/** Brands with their counts under the other filters: popular first, then by name; checked ones always shown. */
async function brandFacets(db: Db, scope: ListingScope, selection: Selection): Promise<BrandFacet[]> {
  const rows = await db
    .selectFrom('base_products as b')
    .innerJoin('brands as br', 'br.id', 'b.brand_id')
    .where(narrowedTo(scope, filtersOf(selection), 'brand'))
    .select((eb) => ['br.id', 'br.name', 'br.is_popular', eb.fn.countAll<number | string>().as('n')])
    .groupBy(['br.id', 'br.name', 'br.is_popular'])
    .execute();
  const checked = new Set(selection.query.brands);
  const facets = rows.map((r) => ({ id: r.id, name: r.name, is_popular: r.is_popular === 1, count: Number(r.n), is_checked: checked.has(r.id) }));
  for (const b of selection.brands) if (!facets.some((f) => f.id === b.id)) facets.push({ id: b.id, name: b.name, is_popular: b.is_popular === 1, count: 0, is_checked: true });
  return facets.sort((a, b) => Number(b.is_popular) - Number(a.is_popular) || a.name.localeCompare(b.name, 'en') || a.id - b.id);
}

/** Whole UAH that include every product: the slider's ends. */
const priceRange = (minKop: number | null, maxKop: number | null) =>
  minKop === null || maxKop === null ? { min: DEFAULT_PRICE_RANGE.min, max: DEFAULT_PRICE_RANGE.max } : { min: Math.floor(minKop / 100), max: Math.ceil(maxKop / 100) };

export interface Listing extends ListingSummary {
  products: ProductsBlock;
  /** the facets with each characteristic's slug, for the page's own widgets and links */
  characteristics: Characteristic[];
  sort: CategoryPage['data']['sort'];
}

/**
 * The whole listing at `path` (the page it lives on) for a summary the page head already made.
 * `withBrands: false` for a brand's own page, whose brand filter would be meaningless.
 */
export async function listing(db: Db, lang: Lang, scope: ListingScope, path: string, summary: ListingSummary, { withBrands = true } = {}): Promise<Listing> {
  const { selection, query } = summary;
  const [content, brands, characteristics, unpriced] = await Promise.all([
    listingCards(db, lang, scope, selection, query.sort, LISTING_PAGE_SIZE, (query.page - 1) * LISTING_PAGE_SIZE),
    withBrands ? brandFacets(db, scope, selection) : [],
    characteristicFacets(db, lang, scope, selection),
    query.price ? countListing(db, scope, selection, 'price') : summary,
  ]);
  const full = priceRange(unpriced.minKop, unpriced.maxKop);
  const chosen = query.price ?? { from: full.min, to: full.max };

  return {
    ...summary,
    characteristics,
    sort: SORTS.map((value) => ({
      value,
      title: listingText(lang, `sort_${value}`),
      url: listingUrl(path, { ...query, sort: value, page: 1 }),
      is_checked: value === query.sort,
    })),
    products: {
      content,
      pagination: summary.pagination,
      selected_filters: {
        brands: selection.brands.map(({ id, name }) => ({ id, name })),
        characteristics: selection.values,
      },
      filters: {
        brands,
        characteristics: characteristics.map(({ id, name, values }) => ({ id, name, values })),
        price: { minPrice: full.min, maxPrice: full.max, minCurrentPrice: chosen.from, maxCurrentPrice: chosen.to },
      },
    },
  };
}

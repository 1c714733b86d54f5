import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  catalogSearch,
  EMPTY_QUERY,
  hasFilters,
  parseCatalogQuery,
  SORTS,
  type CatalogQuery,
  type SortKey,
} from '../../../src/domain/catalog-query';
import { DEFAULT_CARD_ATTRIBUTES_COUNT, DEFAULT_PRICE_RANGE } from '../../../src/domain/limits';
import type { Lang } from '../../../src/domain/paths';
import type { CategoryPage, ProductsBlock } from '../../contract/catalog';
import type { Pagination } from '../../contract/common';
import { isPostgres, type Db } from '../../db/connection';
import type { BaseProductTable, Database } from '../../db/schema';
import { col } from './lang-columns';
import { listingText } from '../../i18n/texts';
import {
  promotionBaseProducts,
  readScopeSummary,
  valueOrder,
  type ListingScope,
  type ScopeSummary,
  type ValueSummary,
} from './listing-summaries';
import { attributesByProduct, cardQuery, cardsWith } from './product-cards';
import { offerSellable, valueShown } from './sellable-offer';

export type { ListingScope } from './listing-summaries';

/**
 * The filtered listing of category, brand, seller and promotion pages: what is checked, how many products match, the page
 * of cards and the facet counts, all computed in the database (the same SQL on SQLite and PostgreSQL).
 * Brands are OR, values of one characteristic are OR, characteristics are AND, price is a range of the
 * best offer's price (on a storefront, the seller's own); every facet counts under all the other filters. An unnarrowed listing reads its counts
 * from the listing summaries instead of computing them (docs/decisions/0025-listing-summaries.md).
 */

const LISTING_PAGE_SIZE = 24;

/** The listing's query from a request's querystring; parseCatalogQuery drops what it cannot read. */
export function readListingQuery(query: { page?: number; sort?: string; brand?: string; values?: string; price?: string }): CatalogQuery {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  return parseCatalogQuery(search);
}

interface SelectedValue {
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
    .where(valueShown('v', 'a'))
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

/**
 * The rows a listing reads: base products `b`, each standing for its best offer, whose price and stock
 * `base_products` keeps; on a storefront the seller's offers `p` with their goods, each a card of its own at its
 * own price and stock (docs/product-rules.md#seller-storefronts).
 */
function listedRows(db: Db, scope: ListingScope) {
  return db
    .selectFrom('base_products as b')
    .$if('sellerId' in scope, (q) => q.innerJoin('products as p', 'p.base_product_id', 'b.id').where(offerSellable('p.seller_id')));
}

/** The price a listing filters, sorts and counts its rows by, kopecks: the offer its cards show. */
const listedPrice = (scope: ListingScope) => ('sellerId' in scope ? sql.ref<number>('p.price_kop') : sql.ref<number>('b.min_price_kop'));

/** 1 when the offer a row's card shows is in stock. */
const listedInStock = (scope: ListingScope) =>
  'sellerId' in scope ? sql<number>`case when p.stock > 0 then 1 else 0 end` : sql.ref<number>('b.in_stock');

/**
 * The rows of some categories. SQLite's planner, from its statistics, judged walking a brand index by skipping
 * over every brand cheaper than the category's own index for a price range, and took 150-300 ms over the 17,000
 * products of category 1 at the 100,000-product seed where the category's index takes 3 ms; `likelihood` tells it
 * that the categories narrow the rows most. PostgreSQL plans from its own, finer statistics and has no such hint.
 */
function inCategories(db: Db, eb: ListingEb, categoryIds: number[]): Expression<SqlBool> {
  const within = eb('b.category_id', 'in', categoryIds);
  return isPostgres(db) ? within : sql<SqlBool>`likelihood(${within}, 0.01)`;
}

/** The where-clause of a listing over its rows (listedRows), leaving out one facet's own filter. */
function narrowedTo(db: Db, scope: ListingScope, filters: Filters, except?: Facet) {
  return (eb: ListingEb) => {
    const price = listedPrice(scope);
    const all: Expression<SqlBool>[] = [
      'categoryIds' in scope
        ? inCategories(db, eb, scope.categoryIds)
        : 'brandId' in scope
          ? eb('b.brand_id', '=', scope.brandId)
          : 'sellerId' in scope
            ? eb.and([
                eb(sql.ref('p.seller_id'), '=', scope.sellerId),
                ...(scope.sellerCategoryIds ? [inCategories(db, eb, scope.sellerCategoryIds)] : []),
              ])
            : eb('b.id', 'in', promotionBaseProducts(db, scope.promotionId)),
    ];
    if (except !== 'brand' && filters.brands.length > 0) all.push(eb('b.brand_id', 'in', filters.brands));
    for (const [attributeId, ids] of filters.values) {
      if (typeof except === 'object' && except.attributeId === attributeId) continue;
      all.push(eb('b.id', 'in', eb.selectFrom('base_product_values as bv').where('bv.value_id', 'in', ids).select('bv.base_product_id')));
    }
    if (except !== 'price' && filters.price) all.push(eb(price, '>=', filters.price.from), eb(price, '<=', filters.price.to));
    return eb.and(all);
  };
}

/** Sort orders; `price` and `in_stock` are those of the offer a card shows (listedPrice, listedInStock). */
const ORDER: Record<
  SortKey,
  [column: 'in_stock' | 'price' | 'b.popularity' | 'b.created_at' | 'b.rating_x10' | 'b.reviews_count' | 'b.id', 'asc' | 'desc'][]
> = {
  popular: [
    ['in_stock', 'desc'],
    ['b.popularity', 'desc'],
    ['b.id', 'asc'],
  ],
  cheap: [
    ['in_stock', 'desc'],
    ['price', 'asc'],
    ['b.id', 'asc'],
  ],
  expensive: [
    ['in_stock', 'desc'],
    ['price', 'desc'],
    ['b.id', 'asc'],
  ],
  new: [
    ['b.created_at', 'desc'],
    ['b.id', 'desc'],
  ],
  rating: [
    ['b.rating_x10', 'desc'],
    ['b.reviews_count', 'desc'],
    ['b.id', 'asc'],
  ],
};

const orderedBy = (scope: ListingScope, column: (typeof ORDER)[SortKey][number][0]) =>
  column === 'price' ? listedPrice(scope) : column === 'in_stock' ? listedInStock(scope) : sql.ref<number>(column);

/** What names a card: on a storefront the seller's offer, elsewhere a base product (standing for its best offer). */
const cardKey = (scope: ListingScope) => ('sellerId' in scope ? 'p.id' : 'b.id');

/** A listing's rows in the order of `sort`: the card's id, and with `sortValues` the sort's values as o0, o1, o2. */
function orderedRows(db: Db, scope: ListingScope, selection: Selection, sort: SortKey, sortValues: boolean) {
  let rows = listedRows(db, scope)
    .where(narrowedTo(db, scope, filtersOf(selection)))
    .select(sql.ref<number>(cardKey(scope)).as('id'));
  ORDER[sort].forEach(([column, direction], i) => {
    const by = orderedBy(scope, column);
    rows = (sortValues ? rows.select(by.as(`o${i}`)) : rows).orderBy(by, direction);
  });
  return rows;
}

/**
 * The ids of one page. A category page lists the category with every one below it: sorting all of their
 * products to keep one page read thousands of rows, so each category's first `offset + limit` rows are taken
 * from its index in the sort's own order (migration 0026) and only those are merged.
 */
function pageIds(db: Db, scope: ListingScope, selection: Selection, sort: SortKey, limit: number, offset: number) {
  if (!('categoryIds' in scope) || scope.categoryIds.length < 2) {
    return orderedRows(db, scope, selection, sort, false).limit(limit).offset(offset);
  }
  const [first, ...rest] = scope.categoryIds.map((categoryId, i) =>
    db
      .selectFrom(
        orderedRows(db, { categoryIds: [categoryId] }, selection, sort, true)
          .limit(offset + limit)
          .as(`c${i}`),
      )
      .selectAll(),
  );
  let merged = db.selectFrom(rest.reduce((union, next) => union.unionAll(next), first!).as('u')).select('u.id');
  ORDER[sort].forEach(([, direction], i) => {
    merged = merged.orderBy(sql.ref(`u.o${i}`), direction);
  });
  return merged.limit(limit).offset(offset);
}

/**
 * One page of a listing's cards in the order of `sort`. The page's ids are picked first from the narrow
 * listing indices, and only those rows are joined to offers and sellers: sorting thousands of whole rows
 * to keep 24 is what makes big listings slow. The cards' characteristics come in the same query, a row
 * per characteristic, so a page of cards costs one round trip.
 */
export async function listingCards(
  db: Db,
  lang: Lang,
  scope: ListingScope,
  selection: Selection,
  sort: SortKey,
  limit: number,
  offset = 0,
) {
  let cards = cardQuery(db, lang, 'sellerId' in scope ? 'chosen' : 'best')
    .leftJoin('base_product_values as bv', 'bv.base_product_id', 'b.id')
    .leftJoin('attribute_values as v', (j) => j.onRef('v.id', '=', 'bv.value_id').on('v.hidden', '=', 0))
    .leftJoin('attributes as a', (j) => j.onRef('a.id', '=', 'v.attribute_id').on('a.hidden', '=', 0))
    .select([`a.${col('name', lang)} as name`, `v.${col('value', lang)} as value`]);
  for (const [column, direction] of ORDER[sort]) cards = cards.orderBy(orderedBy(scope, column), direction);
  const rows = await cards
    .where(cardKey(scope), 'in', pageIds(db, scope, selection, sort, limit, offset))
    .orderBy('a.sort')
    .orderBy('v.sort')
    .execute();
  const firstRows = rows.filter((r, i) => i === 0 || rows[i - 1]!.id !== r.id);
  return cardsWith(lang, firstRows, attributesByProduct(rows, DEFAULT_CARD_ATTRIBUTES_COUNT));
}

export async function countListing(db: Db, scope: ListingScope, selection: Selection, except?: Facet) {
  const price = listedPrice(scope);
  const row = await listedRows(db, scope)
    .where(narrowedTo(db, scope, filtersOf(selection), except))
    .select((eb) => [eb.fn.countAll<number | string>().as('total'), eb.fn.min(price).as('min'), eb.fn.max(price).as('max')])
    .executeTakeFirstOrThrow();
  return priced(row.total, row.min, row.max);
}

const priced = (n: number | string, min: unknown, max: unknown) => {
  const total = Number(n);
  return { total, minKop: total > 0 ? Number(min) : null, maxKop: total > 0 ? Number(max) : null };
};

export interface Characteristic {
  id: number;
  slug: string;
  name: string;
  values: { id: number; value: string; count: number; is_checked: boolean }[];
}

type BrandFacet = ProductsBlock['filters']['brands'][number];

/** The counts a listing shows beside its cards, read before the cards so the page head knows them too. */
interface ListingFacets {
  /** empty on a brand's own page, whose brand filter would be meaningless */
  brands: BrandFacet[];
  characteristics: Characteristic[];
  /** the products under every filter but price: the slider's ends */
  unpriced: { minKop: number | null; maxKop: number | null };
  /** every product of the scope per category, whatever is filtered: the sub-catalogue counts */
  perCategory: Map<number, number>;
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
  facets: ListingFacets;
}

/**
 * The summary, selection and facets of a listing in at most two queries: the scope's summary cells with the
 * names of everything asked for, then, only when the shopper narrowed the listing, its counts under the filters.
 */
export async function listingSummary(db: Db, lang: Lang, scope: ListingScope, asked: CatalogQuery): Promise<ListingSummary> {
  const scoped = await readScopeSummary(db, lang, scope, { brands: asked.brands, values: asked.values });
  const selection = selectionOf(asked, scoped);
  const counts = hasFilters(selection.query) ? await narrowedCounts(db, scope, selection) : plainCounts(scoped);
  const { total, minKop, maxKop } = counts.all;
  const lastPage = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  const query = { ...selection.query, page: Math.min(selection.query.page, lastPage) };
  const perCategory = new Map<number, number>();
  for (const c of scoped.cells) perCategory.set(c.category_id, (perCategory.get(c.category_id) ?? 0) + c.products);
  return {
    selection,
    query,
    total,
    minKop,
    maxKop,
    pagination: { current_page: query.page, last_page: lastPage, per_page: LISTING_PAGE_SIZE, total },
    redirectQuery: query.page === selection.query.page ? null : query,
    facets: {
      brands: 'brandId' in scope ? [] : brandFacets(scoped, selection, counts.brands),
      characteristics: characteristicsOf(scoped, selection, counts),
      unpriced: counts.unpriced,
      perCategory,
    },
  };
}

/** The asked brands and values that exist, with their names, as readSelection finds them. */
function selectionOf(asked: CatalogQuery, scoped: ScopeSummary): Selection {
  const brands = [...scoped.chosenBrands].sort((a, b) => a.id - b.id);
  const values = scoped.chosenValues.map(({ id, value, attribute_id, attribute }) => ({ id, value, attribute_id, attribute }));
  return { query: { ...asked, brands: brands.map((b) => b.id), values: values.map((v) => v.id) }, brands, values };
}

interface Counts {
  all: { total: number; minKop: number | null; maxKop: number | null };
  unpriced: { minKop: number | null; maxKop: number | null };
  /** products per brand under every filter but the brand's */
  brands: Map<number, number>;
  /** products per value under every filter */
  values: Map<number, number>;
  /** products per value of a checked characteristic under every filter but its own */
  withoutOwn: Map<number, Map<number, number>>;
}

/** An unnarrowed listing's counts: the scope's summary cells added up. */
function plainCounts(scoped: ScopeSummary): Counts {
  const total = scoped.cells.reduce((sum, c) => sum + c.products, 0);
  const all = {
    total,
    minKop: total > 0 ? Math.min(...scoped.cells.map((c) => c.minKop)) : null,
    maxKop: total > 0 ? Math.max(...scoped.cells.map((c) => c.maxKop)) : null,
  };
  const brands = new Map<number, number>();
  for (const c of scoped.cells) brands.set(c.brand_id, (brands.get(c.brand_id) ?? 0) + c.products);
  return { all, unpriced: all, brands, values: new Map(scoped.values.map((v) => [v.id, v.products])), withoutOwn: new Map() };
}

/**
 * A narrowed listing's counts, each facet under every filter but its own, in one query: a union of one
 * aggregate per facet over the listing's indices.
 */
async function narrowedCounts(db: Db, scope: ListingScope, selection: Selection): Promise<Counts> {
  const filters = filtersOf(selection);
  const price = listedPrice(scope);
  const from = (except?: Facet) => listedRows(db, scope).where(narrowedTo(db, scope, filters, except));
  const aggregate = (kind: string, except?: Facet) =>
    from(except).select((eb) => [
      sql.lit(kind).as('kind'),
      sql<number>`0`.as('facet'),
      sql<number>`0`.as('id'),
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.min<number | null>(price).as('min'),
      eb.fn.max<number | null>(price).as('max'),
    ]);
  const valueCounts = (attributeId = 0) =>
    from(attributeId === 0 ? undefined : { attributeId })
      .innerJoin('base_product_values as bv', 'bv.base_product_id', 'b.id')
      .select((eb) => [
        sql.lit('value').as('kind'),
        sql<number>`${attributeId}`.as('facet'),
        'bv.value_id as id',
        eb.fn.countAll<number | string>().as('n'),
        sql<number | null>`null`.as('min'),
        sql<number | null>`null`.as('max'),
      ])
      .$if(attributeId !== 0, (q) =>
        q.where('bv.value_id', 'in', (eb) => eb.selectFrom('attribute_values').where('attribute_id', '=', attributeId).select('id')),
      )
      .groupBy('bv.value_id');
  let union = aggregate('all').unionAll(valueCounts());
  if (filters.price) union = union.unionAll(aggregate('unpriced', 'price'));
  if (!('brandId' in scope)) {
    union = union.unionAll(
      from('brand')
        .select((eb) => [
          sql.lit('brand').as('kind'),
          sql<number>`0`.as('facet'),
          'b.brand_id as id',
          eb.fn.countAll<number | string>().as('n'),
          sql<number | null>`null`.as('min'),
          sql<number | null>`null`.as('max'),
        ])
        .groupBy('b.brand_id'),
    );
  }
  for (const attributeId of filters.values.keys()) union = union.unionAll(valueCounts(attributeId));

  const counts: Counts = {
    all: { total: 0, minKop: null, maxKop: null },
    unpriced: { minKop: null, maxKop: null },
    brands: new Map(),
    values: new Map(),
    withoutOwn: new Map(),
  };
  let unpriced: Counts['unpriced'] | null = null;
  for (const r of await union.execute()) {
    const facet = Number(r.facet);
    if (r.kind === 'all') counts.all = priced(r.n, r.min, r.max);
    else if (r.kind === 'unpriced') unpriced = priced(r.n, r.min, r.max);
    else if (r.kind === 'brand') counts.brands.set(r.id, Number(r.n));
    else if (facet === 0) counts.values.set(r.id, Number(r.n));
    else counts.withoutOwn.set(facet, (counts.withoutOwn.get(facet) ?? new Map<number, number>()).set(r.id, Number(r.n)));
  }
  for (const attributeId of filters.values.keys()) if (!counts.withoutOwn.has(attributeId)) counts.withoutOwn.set(attributeId, new Map());
  counts.unpriced = unpriced ?? counts.all;
  return counts;
}

/**
 * Value counts per characteristic: values of unchecked characteristics counted under all filters, each
 * checked characteristic once more without its own filter. Only characteristics that can narrow the
 * listing (more than one value) or have a checked value are kept.
 */
function characteristicsOf(scoped: ScopeSummary, selection: Selection, counts: Counts): Characteristic[] {
  const checked = new Set(selection.query.values);
  const names = new Map<number, Omit<ValueSummary, 'products'>>([...scoped.values, ...scoped.chosenValues].map((v) => [v.id, v]));
  const byAttribute = new Map<number, Characteristic>();
  for (const v of [...names.values()].sort(valueOrder)) {
    const count = (counts.withoutOwn.get(v.attribute_id) ?? counts.values).get(v.id) ?? 0;
    if (count === 0 && !checked.has(v.id)) continue;
    const attribute = byAttribute.get(v.attribute_id) ?? { id: v.attribute_id, slug: v.slug, name: v.attribute, values: [] };
    attribute.values.push({ id: v.id, value: v.value, count, is_checked: checked.has(v.id) });
    byAttribute.set(v.attribute_id, attribute);
  }
  return [...byAttribute.values()].filter((a) => a.values.length > 1 || a.values.some((v) => v.is_checked));
}

/** The facets of a listing under a selection (the quiz asks for the plain ones). */
export async function characteristicFacets(db: Db, lang: Lang, scope: ListingScope, selection: Selection): Promise<Characteristic[]> {
  const summary = await listingSummary(db, lang, scope, selection.query);
  return summary.facets.characteristics;
}

/** Brands with their counts under the other filters: popular first, then by name; checked ones always shown. */
function brandFacets(scoped: ScopeSummary, selection: Selection, counts: Map<number, number>): BrandFacet[] {
  const checked = new Set(selection.query.brands);
  const names = new Map(scoped.cells.map((c) => [c.brand_id, { name: c.brand, is_popular: c.is_popular }]));
  for (const b of selection.brands) names.set(b.id, b);
  const facets = [...counts.entries()]
    .filter(([, n]) => n > 0)
    .map(([id, n]) => ({
      id,
      name: names.get(id)!.name,
      is_popular: names.get(id)!.is_popular === 1,
      count: n,
      is_checked: checked.has(id),
    }));
  for (const b of selection.brands)
    if (!facets.some((f) => f.id === b.id))
      facets.push({ id: b.id, name: b.name, is_popular: b.is_popular === 1, count: 0, is_checked: true });
  return facets.sort((a, b) => Number(b.is_popular) - Number(a.is_popular) || a.name.localeCompare(b.name, 'en') || a.id - b.id);
}

/** Whole UAH that include every product: the slider's ends. */
const priceRange = (minKop: number | null, maxKop: number | null) =>
  minKop === null || maxKop === null
    ? { min: DEFAULT_PRICE_RANGE.min, max: DEFAULT_PRICE_RANGE.max }
    : { min: Math.floor(minKop / 100), max: Math.ceil(maxKop / 100) };

export interface Listing extends ListingSummary {
  products: ProductsBlock;
  /** the facets with each characteristic's slug, for the page's own widgets and links */
  characteristics: Characteristic[];
  sort: CategoryPage['data']['sort'];
}

/** The whole listing at `path` (the page it lives on) for a summary the page head already made: one more query, the cards. */
export async function listing(db: Db, lang: Lang, scope: ListingScope, path: string, summary: ListingSummary): Promise<Listing> {
  const { selection, query, facets } = summary;
  const content = await listingCards(db, lang, scope, selection, query.sort, LISTING_PAGE_SIZE, (query.page - 1) * LISTING_PAGE_SIZE);
  const full = priceRange(facets.unpriced.minKop, facets.unpriced.maxKop);
  const chosen = query.price ?? { from: full.min, to: full.max };

  return {
    ...summary,
    characteristics: facets.characteristics,
    sort: SORTS.map((value) => ({
      value,
      title: listingText(lang, `sort_${value}`),
      url: path + catalogSearch({ ...query, sort: value, page: 1 }),
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
        brands: facets.brands,
        characteristics: facets.characteristics.map(({ id, name, values }) => ({ id, name, values })),
        price: { minPrice: full.min, maxPrice: full.max, minCurrentPrice: chosen.from, maxCurrentPrice: chosen.to },
      },
    },
  };
}

import { sql, type ExpressionBuilder } from 'kysely';
import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { col } from './lang-columns';
import { offerSellable, valueShown } from './sellable-offer';

/**
 * The listing summaries (docs/decisions/0025-listing-summaries.md): each cell of one category and one brand
 * keeps its count of base products, their price range and its counts per characteristic value, so an
 * unnarrowed listing adds up a few cells instead of counting every product of the category.
 */

type Cell = { category_id: number; brand_id: number };

const inCells = (cells: Cell[]) => (eb: ExpressionBuilder<Database, 'listing_cells' | 'listing_cell_values' | 'base_products'>) =>
  eb.or(cells.map((c) => eb.and([eb('category_id', '=', c.category_id), eb('brand_id', '=', c.brand_id)])));

/**
 * Recomputes the cells the given base products sit in (every cell without ids). Call it in the transaction
 * that changed base products, their values or the price their card shows; refreshBaseProductSummary does,
 * so every change of stock or price keeps the cells true.
 */
export async function refreshListingSummaries(db: Db, baseProductIds?: readonly number[]): Promise<void> {
  let cells: Cell[] | null = null;
  if (baseProductIds) {
    if (baseProductIds.length === 0) return;
    cells = await db
      .selectFrom('base_products')
      .where('id', 'in', [...new Set(baseProductIds)])
      .select(['category_id', 'brand_id'])
      .distinct()
      .execute();
    if (cells.length === 0) return;
  }
  await refreshListingCells(db, cells);
}

/**
 * Recomputes the given cells (every cell with null). A change that takes base products away names their cells
 * itself, since the rows refreshListingSummaries would find them by are gone.
 */
export async function refreshListingCells(db: Db, cells: readonly Cell[] | null): Promise<void> {
  if (cells !== null && cells.length === 0) return;
  const only = cells === null ? null : [...cells];
  await db
    .deleteFrom('listing_cells')
    .$if(only !== null, (q) => q.where(inCells(only!)))
    .execute();
  await db
    .deleteFrom('listing_cell_values')
    .$if(only !== null, (q) => q.where(inCells(only!)))
    .execute();
  await db
    .insertInto('listing_cells')
    .columns(['category_id', 'brand_id', 'products', 'min_price_kop', 'max_price_kop'])
    .expression(
      db
        .selectFrom('base_products')
        .$if(only !== null, (q) => q.where(inCells(only!)))
        .select((eb) => [
          'category_id',
          'brand_id',
          eb.fn.countAll<number>().as('products'),
          eb.fn.min('min_price_kop').as('min'),
          eb.fn.max('min_price_kop').as('max'),
        ])
        .groupBy(['category_id', 'brand_id']),
    )
    .execute();
  await db
    .insertInto('listing_cell_values')
    .columns(['category_id', 'brand_id', 'value_id', 'products'])
    .expression(
      db
        .selectFrom('base_products as b')
        .innerJoin('base_product_values as bv', 'bv.base_product_id', 'b.id')
        .$if(only !== null, (q) =>
          q.where((eb) => eb.or(only!.map((c) => eb.and([eb('b.category_id', '=', c.category_id), eb('b.brand_id', '=', c.brand_id)])))),
        )
        .select((eb) => ['b.category_id', 'b.brand_id', 'bv.value_id', eb.fn.countAll<number>().as('products')])
        .groupBy(['b.category_id', 'b.brand_id', 'bv.value_id']),
    )
    .execute();
}

/**
 * Whose products a listing shows: a category with everything below it, one brand, what one seller offers (on a
 * storefront's category page, in that category and below it), or what one promotion covers.
 */
export type ListingScope =
  { categoryIds: number[] } | { brandId: number } | { sellerId: number; sellerCategoryIds?: number[] } | { promotionId: number };

/** The base products a promotion covers, by their category or one by one (docs/product-rules.md#promotions). */
export function promotionBaseProducts(db: Db, promotionId: number) {
  return db
    .selectFrom('base_products')
    .where('category_id', 'in', db.selectFrom('promotion_categories').where('promotion_id', '=', promotionId).select('category_id'))
    .select('id as base_product_id')
    .union(db.selectFrom('promotion_products').where('promotion_id', '=', promotionId).select('base_product_id'));
}

/**
 * A seller's offers: a storefront lists each of them as a card of its own, at its own price and stock
 * (docs/product-rules.md#seller-storefronts), read from the offers' seller index alone (migration 0024).
 */
const sellerOffers = (db: Db, sellerId: number, categoryIds?: number[]) =>
  db
    .selectFrom('products as p')
    .where('p.seller_id', '=', sellerId)
    // a paused seller's storefront lists nothing
    .where(offerSellable('p.seller_id'))
    // A storefront's category page: the seller's offers of goods in that category or below it.
    .$if(categoryIds !== undefined, (q) =>
      q.where('p.base_product_id', 'in', db.selectFrom('base_products').where('category_id', 'in', categoryIds!).select('id')),
    );

/**
 * The summary cells of a scope. A seller's offers (or a promotion's goods) cut across every cell, so such a
 * listing adds up its own cells from its rows, grouped the same way (a few thousand rows at most); a seller's
 * price range is that of its own offers.
 */
function scopeCells(db: Db, scope: ListingScope) {
  if ('sellerId' in scope) {
    return sellerOffers(db, scope.sellerId, scope.sellerCategoryIds)
      .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
      .select((eb) => [
        'b.category_id',
        'b.brand_id',
        eb.fn.countAll<number>().as('products'),
        eb.fn.min('p.price_kop').as('min_price_kop'),
        eb.fn.max('p.price_kop').as('max_price_kop'),
      ])
      .groupBy(['b.category_id', 'b.brand_id'])
      .as('c');
  }
  if ('promotionId' in scope) {
    return db
      .selectFrom('base_products')
      .where('id', 'in', promotionBaseProducts(db, scope.promotionId))
      .select((eb) => [
        'category_id',
        'brand_id',
        eb.fn.countAll<number>().as('products'),
        eb.fn.min('min_price_kop').as('min_price_kop'),
        eb.fn.max('min_price_kop').as('max_price_kop'),
      ])
      .groupBy(['category_id', 'brand_id'])
      .as('c');
  }
  return db
    .selectFrom('listing_cells')
    .where('categoryIds' in scope ? (eb) => eb('category_id', 'in', scope.categoryIds) : (eb) => eb('brand_id', '=', scope.brandId))
    .select(['category_id', 'brand_id', 'products', 'min_price_kop', 'max_price_kop'])
    .as('c');
}

/** The summary value counts of a scope; a cross scope's, like its cells, counted from its rows. */
function scopeValues(db: Db, scope: ListingScope) {
  if ('sellerId' in scope) {
    return sellerOffers(db, scope.sellerId, scope.sellerCategoryIds)
      .innerJoin('base_product_values as bv', 'bv.base_product_id', 'p.base_product_id')
      .select((eb) => ['bv.value_id', eb.fn.countAll<number>().as('products')])
      .groupBy('bv.value_id')
      .as('s');
  }
  if ('promotionId' in scope) {
    return db
      .selectFrom('base_product_values')
      .where('base_product_id', 'in', promotionBaseProducts(db, scope.promotionId))
      .select((eb) => ['value_id', eb.fn.countAll<number>().as('products')])
      .groupBy('value_id')
      .as('s');
  }
  return db
    .selectFrom('listing_cell_values')
    .where('categoryIds' in scope ? (eb) => eb('category_id', 'in', scope.categoryIds) : (eb) => eb('brand_id', '=', scope.brandId))
    .select(['value_id', 'products'])
    .as('s');
}

interface CellSummary {
  category_id: number;
  brand_id: number;
  brand: string;
  is_popular: number;
  products: number;
  minKop: number;
  maxKop: number;
}

export interface ValueSummary {
  id: number;
  value: string;
  key: string | null;
  attribute_id: number;
  attribute: string;
  slug: string;
  attribute_sort: number;
  value_sort: number;
  products: number;
}

/** A listing's cells with their brands' names, its value counts with their names, and what the shopper chose. */
export interface ScopeSummary {
  cells: CellSummary[];
  values: ValueSummary[];
  /** the asked brands that exist, with what a page narrowed to one of them says about it */
  chosenBrands: { id: number; name: string; is_popular: number; description: string }[];
  /** the asked values that exist, in the shop's order */
  chosenValues: Omit<ValueSummary, 'products'>[];
}

/** Shop order of characteristics and their values: by sort, then id. */
export const valueOrder = (a: Omit<ValueSummary, 'products' | 'key'>, b: Omit<ValueSummary, 'products' | 'key'>) =>
  a.attribute_sort - b.attribute_sort || a.attribute_id - b.attribute_id || a.value_sort - b.value_sort || a.id - b.id;

/**
 * One query for everything a listing knows before its cards: the scope's cells and value counts, and the names
 * of the brands and values asked for (which may lie outside the scope: they are shown checked, with 0).
 */
export async function readScopeSummary(
  db: Db,
  lang: Lang,
  scope: ListingScope,
  chosen: { brands: number[]; values: number[] },
): Promise<ScopeSummary> {
  const cells = db
    .selectFrom(scopeCells(db, scope))
    .innerJoin('brands as br', 'br.id', 'c.brand_id')
    .select((eb) => [
      sql.lit('cell').as('kind'),
      'c.category_id',
      'c.brand_id as id',
      'br.name',
      sql<string | null>`null`.as('key'),
      'br.is_popular as attribute_id',
      sql<string | null>`null`.as('attribute'),
      sql<string | null>`null`.as('slug'),
      'c.min_price_kop as attribute_sort',
      'c.max_price_kop as value_sort',
      // a sum on the other side of the union, which PostgreSQL returns as text
      eb.ref('c.products').$castTo<number | string>().as('products'),
    ]);
  // A characteristic value as the filters show it, counted or only named (a chosen value the narrowing emptied).
  const valueColumns = [
    'v.id',
    `v.${col('value', lang)} as name`,
    'v.key',
    'a.id as attribute_id',
    `a.${col('name', lang)} as attribute`,
    'a.slug',
    'a.sort as attribute_sort',
    'v.sort as value_sort',
  ] as const;
  const values = db
    .selectFrom(scopeValues(db, scope))
    .innerJoin('attribute_values as v', 'v.id', 's.value_id')
    .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
    .where(valueShown('v', 'a'))
    .select((eb) => [
      sql.lit('value').as('kind'),
      sql<number>`0`.as('category_id'),
      ...valueColumns,
      eb.fn.sum<number | string>('s.products').as('products'),
    ])
    .groupBy(['v.id', `v.${col('value', lang)}`, 'v.key', 'a.id', `a.${col('name', lang)}`, 'a.slug', 'a.sort', 'v.sort']);
  const brands = db
    .selectFrom('brands as br')
    .where('br.id', 'in', chosen.brands)
    .select([
      sql.lit('brand').as('kind'),
      sql<number>`0`.as('category_id'),
      'br.id',
      'br.name',
      sql<string | null>`null`.as('key'),
      'br.is_popular as attribute_id',
      `br.${col('description', lang)} as attribute`,
      sql<string | null>`null`.as('slug'),
      sql<number>`0`.as('attribute_sort'),
      sql<number>`0`.as('value_sort'),
      sql<number | string>`0`.as('products'),
    ]);
  const chosenValues = db
    .selectFrom('attribute_values as v')
    .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
    .where('v.id', 'in', chosen.values)
    .where(valueShown('v', 'a'))
    .select([sql.lit('chosen').as('kind'), sql<number>`0`.as('category_id'), ...valueColumns, sql<number | string>`0`.as('products')]);
  let union = cells.unionAll(values);
  if (chosen.brands.length > 0) union = union.unionAll(brands);
  if (chosen.values.length > 0) union = union.unionAll(chosenValues);
  const summary: ScopeSummary = { cells: [], values: [], chosenBrands: [], chosenValues: [] };
  for (const r of await union.execute()) {
    if (r.kind === 'brand') {
      summary.chosenBrands.push({ id: r.id, name: r.name, is_popular: r.attribute_id, description: r.attribute ?? '' });
    } else if (r.kind === 'cell') {
      summary.cells.push({
        category_id: r.category_id,
        brand_id: r.id,
        brand: r.name,
        is_popular: r.attribute_id,
        products: Number(r.products),
        minKop: Number(r.attribute_sort),
        maxKop: Number(r.value_sort),
      });
    } else {
      const value = {
        id: r.id,
        value: r.name,
        key: r.key,
        attribute_id: r.attribute_id,
        attribute: r.attribute!,
        slug: r.slug!,
        attribute_sort: Number(r.attribute_sort),
        value_sort: Number(r.value_sort),
        products: Number(r.products),
      };
      if (r.kind === 'chosen') summary.chosenValues.push(value);
      else summary.values.push(value);
    }
  }
  summary.values.sort(valueOrder);
  summary.chosenValues.sort(valueOrder);
  return summary;
}

import { DEFAULT_CARD_ATTRIBUTES_COUNT } from '../../../src/domain/limits';
import { kopecksToUah } from '../../../src/domain/money';
import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { col } from './lang-columns';
import { valueShown } from './sellable-offer';
import type { ProductCard } from '../../contract/catalog';
import { productImage } from './media-url';

/**
 * The select every list of cards shares; callers add where/order/limit. A catalogue card shows its base
 * product's best offer; `'chosen'` starts from offers instead, for lists of the very offers a shopper
 * picked (compare), each with its own price, seller and stock.
 */
export function cardQuery(db: Db, lang: Lang, offers: 'best' | 'chosen' = 'best') {
  const from =
    offers === 'best'
      ? db.selectFrom('base_products as b').innerJoin('products as p', 'p.id', 'b.best_product_id')
      : db.selectFrom('products as p').innerJoin('base_products as b', 'b.id', 'p.base_product_id');
  return from.innerJoin('sellers as s', 's.id', 'p.seller_id').select([
    'p.id as id',
    'b.id as base_product_id',
    `b.${col('title', lang)} as title`,
    'b.photo_keys',
    'p.price_kop',
    'p.old_price_kop',
    'b.rating_x10',
    'b.reviews_count',
    // The best offer is in stock whenever any offer is (refreshBaseProductSummary), so one rule serves both.
    (eb) => eb.case().when('p.stock', '>', 0).then(1).else(0).end().as('in_stock'),
    's.id as seller_id',
    's.shop_name',
    (eb) =>
      eb
        .selectFrom('products as o')
        .whereRef('o.base_product_id', '=', 'b.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('offers_count'),
  ]);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];
type CardAttributes = Map<number, { name: string; value: string }[]>;

/** Titles compared the way a shopper reads them: case and runs of spaces do not make other goods. */
const titleKey = (title: string) => title.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * The one rule of every strip of cards (analogs, viewed, the cart's suggestions, popular and new sliders):
 * one card per goods. Each card already stands for one base product and its best offer, but several base
 * products can be sold under the very same title, and a strip that shows a title twice, or shows the goods
 * it sits beside, repeats itself. The first card of a title wins, so the strip's own order decides;
 * `except` names the titles of the goods the strip is shown for.
 */
export function oneCardPerTitle<T extends { title: string }>(cards: readonly T[], except: readonly string[] = []): T[] {
  const seen = new Set(except.map(titleKey));
  return cards.filter((card) => {
    const key = titleKey(card.title);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The first `limit` cards of a strip under `oneCardPerTitle`, read a batch at a time from `page` (the strip's
 * ordered query at a limit and offset) until enough different titles came or the query ran out.
 */
export async function stripCards<T extends { title: string }>(
  page: (limit: number, offset: number) => Promise<T[]>,
  limit: number,
  except: readonly string[] = [],
): Promise<T[]> {
  const batch = limit * 2;
  const read: T[] = [];
  for (let offset = 0; ; offset += batch) {
    const rows = await page(batch, offset);
    read.push(...rows);
    const cards = oneCardPerTitle(read, except);
    if (cards.length >= limit || rows.length < batch) return cards.slice(0, limit);
  }
}

/** Turns rows into cards, fetching the first few characteristics of all of them in one query. */
export async function toCards(
  db: Db,
  lang: Lang,
  rows: CardRow[],
  attributesCount = DEFAULT_CARD_ATTRIBUTES_COUNT,
): Promise<ProductCard[]> {
  return cardsWith(
    lang,
    rows,
    await cardAttributes(
      db,
      lang,
      rows.map((r) => r.base_product_id),
      attributesCount,
    ),
  );
}

/** Turns rows into cards whose characteristics were read with them (a listing reads both in one query). */
export function cardsWith(lang: Lang, rows: CardRow[], attributes: CardAttributes): ProductCard[] {
  return rows.map((r) => ({
    id: r.id,
    base_product_id: r.base_product_id,
    title: r.title,
    image: productImage(lang, r.base_product_id, 0, r.title, r.photo_keys),
    price: kopecksToUah(r.price_kop),
    old_price: r.old_price_kop === null ? null : kopecksToUah(r.old_price_kop),
    rate: r.rating_x10 / 10,
    reviews_count: r.reviews_count,
    in_stock: r.in_stock === 1,
    offers_count: Number(r.offers_count ?? 1),
    seller: { id: r.seller_id, shop_name: r.shop_name },
    attributes: attributes.get(r.base_product_id) ?? [],
  }));
}

export async function cardAttributes(db: Db, lang: Lang, baseProductIds: number[], limit: number) {
  if (baseProductIds.length === 0) return new Map() as CardAttributes;
  const rows = await db
    .selectFrom('base_product_values as bv')
    .innerJoin('attribute_values as v', 'v.id', 'bv.value_id')
    .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
    .where('bv.base_product_id', 'in', baseProductIds)
    .where(valueShown('v', 'a'))
    .select(['bv.base_product_id', `a.${col('name', lang)} as name`, `v.${col('value', lang)} as value`])
    .orderBy('bv.base_product_id')
    .orderBy('a.sort')
    .orderBy('v.sort')
    .execute();
  return attributesByProduct(rows, limit);
}

/**
 * The first `limit` characteristics of each product from rows in their order; a row without one (a listing's
 * outer join) only names its product.
 */
export function attributesByProduct(
  rows: readonly { base_product_id: number; name: string | null; value: string | null }[],
  limit: number,
): CardAttributes {
  const byProduct: CardAttributes = new Map();
  for (const r of rows) {
    const list = byProduct.get(r.base_product_id) ?? [];
    if (r.name !== null && r.value !== null && list.length < limit) list.push({ name: r.name, value: r.value });
    byProduct.set(r.base_product_id, list);
  }
  return byProduct;
}

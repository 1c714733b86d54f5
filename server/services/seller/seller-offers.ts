import { sql } from 'kysely';
import { kopecksToUah, offerPriceProblem, uahToKopecks } from '../../../src/domain/money';
import { paths, type Lang } from '../../../src/domain/paths';
import { VENDOR_CODE_MAX } from '../../../src/domain/price-feed';
import { LOW_STOCK_LIMIT, offerStockState } from '../../../src/domain/seller-offers';
import type { Db } from '../../db/connection';
import { isIdTaken, isKeyTaken, retryingTakenIds } from '../../db/constraint-violation';
import { inTransaction } from '../../db/transaction';
import { refreshBaseProductSummary, refreshSummaryOf, type SummariesDue } from '../catalog/base-product-summary';
import { Conflict, Invalid, NotFound } from '../platform/domain-errors';
import { loadCategories, subtreeIds } from '../catalog/categories';
import { col } from '../catalog/lang-columns';
import { nextId, sellerDeliveryDays, sellerWarehouse } from '../catalog/new-catalogue-rows';
import { productImage } from '../catalog/media-url';
import { setOfferPrice } from '../catalog/offer-price';
import { setOfferStock } from '../catalog/offer-stock';
import { matchingProducts } from '../search/search-index';
import { literalWords } from '../search/search-terms';
import { vendorCodeTaken } from './product-proposals';

type OfferStockFilter = 'out_of_stock' | 'low_stock';

export interface OfferQuery {
  q?: string;
  stock?: OfferStockFilter;
  /** the goods of this category and of every category below it */
  category?: number;
  /** the offers whose stock is in this warehouse of the seller */
  warehouse?: number;
  /** the offers of these goods (base products) */
  goods?: number[];
  page: number;
  perPage: number;
}

/** What a seller edits of one offer; prices in whole hryvnias, an `old_price` of null takes the crossed-out price away. */
export interface OfferChanges {
  price?: number;
  old_price?: number | null;
  stock?: number;
  min_cart_quantity?: number;
}

/**
 * From this many matches of a search's words, a page walks the seller's offers newest first, each looked up in the
 * matches, and stops at the page. Fewer are fetched one by one and sorted, as SQLite would plan either way: a common
 * word matches thousands, and fetching and sorting them all for 20 took 7 ms at 10,000 offers against 1.3 ms for
 * the walk, while a rare word (an id's digits) would walk the whole shop to find its few.
 */
const WALK_NEWEST_FROM = 200;

/** A search of digits alone may be an offer's or a product's id. */
const idIn = (q: string | undefined) => (q && /^\d{1,15}$/.test(q.trim()) ? Number(q.trim()) : null);

/**
 * The seller's offers a query asks for. Words are found as the shop's search finds them (every word as a word prefix,
 * in either language's title, case folded: matchingProducts), so "олія" finds "Олія CBD"; digits alone also match
 * an offer's or a product's id.
 */
function offersOf(
  db: Db,
  lang: Lang,
  sellerId: number,
  {
    q,
    stock,
    warehouse,
    goods,
    categoryIds,
    walkNewest = false,
  }: Pick<OfferQuery, 'q' | 'stock' | 'warehouse' | 'goods'> & { categoryIds?: number[]; walkNewest?: boolean },
) {
  let query = db.selectFrom('products as p').where('p.seller_id', '=', sellerId);
  // Another seller's warehouse holds none of this seller's offers: the seller filter alone keeps it out.
  if (warehouse !== undefined) query = query.where('p.warehouse_id', '=', warehouse);
  if (goods) query = goods.length === 0 ? query.where(sql<boolean>`1 = 0`) : query.where('p.base_product_id', 'in', goods);
  if (categoryIds) {
    query = query.where(
      'p.base_product_id',
      'in',
      db.selectFrom('base_products as c').where('c.category_id', 'in', categoryIds).select('c.id'),
    );
  }
  if (stock === 'out_of_stock') query = query.where('p.stock', '=', 0);
  if (stock === 'low_stock') query = query.where('p.stock', '>', 0).where('p.stock', '<=', LOW_STOCK_LIMIT);
  const typed = (q ?? '').trim();
  const words = literalWords(typed);
  const id = idIn(q);
  if (typed !== '') {
    query = query.where((eb) =>
      eb.or([
        ...(words.length === 0
          ? []
          : [
              eb(
                // The `+` steers SQLite's plan (PostgreSQL reads the same number): see WALK_NEWEST_FROM.
                walkNewest ? sql<number>`+${sql.ref('p.base_product_id')}` : 'p.base_product_id',
                'in',
                eb.selectFrom(matchingProducts(db, lang, words, { ranked: false })).select('m.base_product_id'),
              ),
            ]),
        ...(id === null ? [] : [eb('p.id', '=', id), eb('p.base_product_id', '=', id)]),
        // The seller's own code, as typed: the code its price feeds name the offer by.
        eb('p.vendor_code', '=', typed),
      ]),
    );
  }
  return query;
}

/** docs/product-rules.md#seller-workspace: a page of the seller's own offers, newest product first, with the total. */
export async function sellerOffers(db: Db, lang: Lang, sellerId: number, asked: OfferQuery) {
  // A seller's own goods stay theirs to find in a category shoppers no longer see.
  const categoryIds =
    asked.category === undefined ? undefined : subtreeIds(await loadCategories(db, lang, { withHidden: true }), asked.category);
  const query = { ...asked, categoryIds };
  const { total } = await offersOf(db, lang, sellerId, query)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const id = idIn(query.q);
  const typed = (query.q ?? '').trim();
  let ordered = offerRows(offersOf(db, lang, sellerId, { ...query, walkNewest: Number(total) >= WALK_NEWEST_FROM }), lang);
  // An offer searched by its id or its vendor code comes first, before the titles that merely contain those words.
  if (typed !== '') ordered = ordered.orderBy(sql`case when p.id = ${id ?? -1} or p.vendor_code = ${typed} then 0 else 1 end`);
  const rows = await ordered
    .orderBy('p.id', 'desc')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  const count = Number(total);
  return {
    data: rows.map((row) => offerAnswer(lang, row)),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(count / query.perPage)), per_page: query.perPage, total: count },
  };
}

/** What an offer's answer reads: the offer, its goods' title and photos, and the warehouse its stock is in. */
const offerRows = (offers: ReturnType<typeof offersOf>, lang: Lang) =>
  offers
    .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
    .innerJoin('warehouses as w', 'w.id', 'p.warehouse_id')
    .innerJoin('cities as c', 'c.id', 'w.city_id')
    .select([
      `w.${col('title', lang)} as warehouse_title`,
      `c.${col('name', lang)} as warehouse_city`,
      'p.vendor_code',
      'p.id',
      'p.base_product_id',
      `b.${col('title', lang)} as title`,
      'b.photo_keys',
      'p.price_kop',
      'p.old_price_kop',
      'p.stock',
      'p.min_cart_quantity',
      'p.delivery_days',
      'p.warehouse_id',
    ]);

type OfferRow = {
  id: number;
  base_product_id: number;
  title: string;
  photo_keys: string;
  price_kop: number;
  old_price_kop: number | null;
  stock: number;
  min_cart_quantity: number;
  delivery_days: number;
  warehouse_id: number;
  warehouse_title: string;
  warehouse_city: string;
  vendor_code: string | null;
};

function offerAnswer(lang: Lang, row: OfferRow) {
  return {
    id: row.id,
    base_product_id: row.base_product_id,
    title: row.title,
    // the goods' main photo, or their drawn picture, as the storefront's cards show it
    image: productImage(lang, row.base_product_id, 0, row.title, row.photo_keys),
    url: paths.product(row.id),
    price: kopecksToUah(row.price_kop),
    old_price: row.old_price_kop === null ? null : kopecksToUah(row.old_price_kop),
    stock: row.stock,
    min_cart_quantity: row.min_cart_quantity,
    delivery_days: row.delivery_days,
    warehouse_id: row.warehouse_id,
    warehouse: { id: row.warehouse_id, title: row.warehouse_title, city: row.warehouse_city },
    vendor_code: row.vendor_code,
    status: offerStockState(row.stock),
  };
}

/** The seller's warehouses, first one first (the one a new offer ships from), each with how many offers it holds. */
export async function sellerWarehouses(db: Db, lang: Lang, sellerId: number) {
  const rows = await db
    .selectFrom('warehouses as w')
    .innerJoin('cities as c', 'c.id', 'w.city_id')
    .where('w.seller_id', '=', sellerId)
    .select((eb) => [
      'w.id',
      `w.${col('title', lang)} as title`,
      `c.${col('name', lang)} as city`,
      eb
        .selectFrom('products as p')
        .whereRef('p.warehouse_id', '=', 'w.id')
        .where('p.seller_id', '=', sellerId)
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .as('offers'),
    ])
    .orderBy('w.id')
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, city: r.city, offers: Number(r.offers ?? 0) }));
}

/** One of the seller's offers; another seller's looks exactly like one that does not exist. */
export async function sellerOffer(db: Db, lang: Lang, sellerId: number, offerId: number) {
  const row = await offerRows(offersOf(db, lang, sellerId, {}), lang)
    .where('p.id', '=', offerId)
    .executeTakeFirst();
  if (!row) throw new NotFound('productNotFound');
  return offerAnswer(lang, row);
}

/** A seller's offer of goods the catalogue already has; prices in whole hryvnias. */
export interface NewOffer {
  base_product_id: number;
  price: number;
  old_price?: number | null;
  stock: number;
  min_cart_quantity?: number;
  /** the seller's own code for its price feeds; blank: none */
  vendor_code?: string;
}

/** The vendor code a new offer takes, trimmed (none when blank), refused when longer than a feed's line may have it. */
function typedVendorCode(typed: string | undefined): string | null {
  const code = (typed ?? '').trim();
  if (code === '') return null;
  if (code.length > VENDOR_CODE_MAX) throw new Invalid('offerVendorCodeTooLong', { vendor_code: [{ reason: 'offerVendorCodeTooLong' }] });
  return code;
}

const vendorCodeClash = () =>
  new Conflict('proposed-products:errors.vendorCodeTaken', { vendor_code: [{ reason: 'proposed-products:errors.vendorCodeTaken' }] });

/** Refuses a price and an old price (kopecks) that break the offers' rules, naming the field: an edit's and an addition's. */
function checkPrices(priceKop: number, oldPriceKop: number | null): void {
  if (offerPriceProblem(priceKop) !== null) throw new Invalid('offerPriceInvalid', { price: [{ reason: 'offerPriceInvalid' }] });
  if (oldPriceKop !== null && (offerPriceProblem(priceKop, oldPriceKop) !== null || oldPriceKop <= priceKop)) {
    throw new Invalid('oldPriceNotAbovePrice', { old_price: [{ reason: 'oldPriceNotAbovePrice' }] });
  }
}

/**
 * docs/product-rules.md#seller-workspace: "adding an offer picks an existing product from the catalogue". The offer
 * ships from the seller's first warehouse in the seller's usual delivery days; goods the seller already offers are
 * refused (409), as the seller edits that offer instead. A vendor code is the seller's own: one its offers or waiting
 * proposals have is refused (409). The listing summary takes the new offer in at once (it may be the goods' best),
 * and the catalogue's version moves by its trigger on `products`. Returns the offer's id.
 */
export async function addSellerOffer(db: Db, sellerId: number, offer: NewOffer, now = new Date()): Promise<number> {
  const priceKop = uahToKopecks(offer.price);
  const oldPriceKop = offer.old_price == null ? null : uahToKopecks(offer.old_price);
  checkPrices(priceKop, oldPriceKop);
  const vendorCode = typedVendorCode(offer.vendor_code);
  return retryingTakenIds(() =>
    db.transaction().execute(async (trx) => {
      const goods = await trx.selectFrom('base_products').where('id', '=', offer.base_product_id).select('id').executeTakeFirst();
      if (!goods) throw new NotFound('productNotFound', { base_product_id: [{ reason: 'productNotFound' }] });
      const mine = await trx
        .selectFrom('products')
        .where('seller_id', '=', sellerId)
        .where('base_product_id', '=', goods.id)
        .select('id')
        .executeTakeFirst();
      if (mine) throw new Conflict('offerAlreadyYours', { base_product_id: [{ reason: 'offerAlreadyYours' }] });
      // A code one of the seller's offers or waiting proposals has would leave a feed not knowing which it means.
      if (vendorCode !== null && (await vendorCodeTaken(trx, sellerId, vendorCode))) throw vendorCodeClash();
      const id = await nextId(trx, 'products');
      const insert = trx.insertInto('products').values({
        id,
        base_product_id: goods.id,
        seller_id: sellerId,
        warehouse_id: await sellerWarehouse(trx, sellerId),
        price_kop: priceKop,
        old_price_kop: oldPriceKop,
        stock: offer.stock,
        min_cart_quantity: offer.min_cart_quantity ?? 1,
        delivery_days: await sellerDeliveryDays(trx, sellerId),
        vendor_code: vendorCode,
        created_at: now.toISOString(),
      });
      try {
        await insert.execute();
      } catch (error) {
        // Another request gave the code to an offer since the check: the unique (seller, code) key refuses it.
        if (vendorCode !== null && isKeyTaken(error) && !isIdTaken(error)) throw vendorCodeClash();
        throw error;
      }
      await refreshBaseProductSummary(trx, [goods.id]);
      return id;
    }),
  );
}

/**
 * Applies a seller's edit of one offer through the paths every other change takes: setOfferPrice (listing summary,
 * price-drop notices) and setOfferStock (listing summary, back-in-stock reminders). Each write changes `products`,
 * which moves the catalogue's version, so cached listings and product pages are answered afresh. The whole edit is
 * one transaction (the caller's, when `db` is one: a price feed's batch), so shoppers never see half of it; a refused
 * edit is refused before anything is written. `summariesDue`: the caller refreshes the listing summary (a feed's batch).
 */
export function editSellerOffer(
  db: Db,
  sellerId: number,
  offerId: number,
  changes: OfferChanges,
  now = new Date(),
  summariesDue?: SummariesDue,
): Promise<void> {
  return inTransaction(db, (trx) => editOfferIn(trx, sellerId, offerId, changes, now, summariesDue));
}

async function editOfferIn(
  db: Db,
  sellerId: number,
  offerId: number,
  changes: OfferChanges,
  now: Date,
  summariesDue: SummariesDue | undefined,
): Promise<void> {
  const offer = await db
    .selectFrom('products')
    .where('id', '=', offerId)
    .where('seller_id', '=', sellerId)
    .select(['price_kop', 'old_price_kop', 'base_product_id'])
    .executeTakeFirst();
  if (!offer) throw new NotFound('productNotFound');
  const priceKop = changes.price === undefined ? offer.price_kop : uahToKopecks(changes.price);
  const oldPriceKop =
    changes.old_price === undefined ? offer.old_price_kop : changes.old_price === null ? null : uahToKopecks(changes.old_price);
  checkPrices(priceKop, oldPriceKop);
  const plain: { old_price_kop?: number | null; min_cart_quantity?: number } = {};
  if (changes.old_price !== undefined) plain.old_price_kop = oldPriceKop;
  if (changes.min_cart_quantity !== undefined) plain.min_cart_quantity = changes.min_cart_quantity;
  if (Object.keys(plain).length > 0) {
    await db.updateTable('products').set(plain).where('id', '=', offerId).execute();
    await refreshSummaryOf(db, offer.base_product_id, summariesDue);
  }
  if (changes.price !== undefined && priceKop !== offer.price_kop) await setOfferPrice(db, offerId, priceKop, now, summariesDue);
  if (changes.stock !== undefined) await setOfferStock(db, offerId, changes.stock, summariesDue);
}

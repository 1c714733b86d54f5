import { randomBytes } from 'node:crypto';
import { kopecksToUah } from '../../../src/domain/money';
import type { Lang } from '../../../src/domain/paths';
import type { PaymentProvider } from '../../adapters/payment-provider';
import type { CreateOrdersAnswer } from '../../contract/checkout';
import type { Db } from '../../db/connection';
import type { OrderKind } from '../../db/schema';
import { Conflict, LimitReached, type FieldProblems } from '../platform/domain-errors';
import { refreshBaseProductSummary } from '../catalog/base-product-summary';
import { offerSellable, sellableStock } from '../catalog/sellable-offer';
import { markRestocked } from '../notifications/stock-subscriptions';
import { queuePlacedNotices } from '../notifications/notification-orders';
import { receiptPath } from '../orders/receipt-pdf';
import { storeDelivery } from '../customer/saved-deliveries';
import { storeRecipient } from '../customer/saved-recipients';
import { usePromoCode } from './promo';

/** An item as it is sold: price and titles read from the catalogue inside the placing transaction. */
export interface PricedItem {
  productId: number;
  baseProductId: number;
  titleUk: string;
  titleRu: string;
  priceKop: number;
  qty: number;
}

interface Person {
  name: string;
  surname: string;
  patronymic: string;
  /** 380XXXXXXXXX */
  phone: string;
}

export interface DraftDelivery {
  typeId: number;
  cityId: number;
  pickupPointId: number | null;
  street: string;
  house: string;
  floor: string;
  /** null: the carrier prices it */
  priceKop: number | null;
}

/** One seller's order, checked and priced, ready to be written. */
export interface OrderDraft {
  sellerId: number;
  warehouseId: number;
  payment: { id: number; isOnline: boolean } | null;
  recipient: Person & { comment: string };
  delivery: DraftDelivery | null;
  items: PricedItem[];
  discountKop: number;
  /** a signed-in customer asked to keep this recipient / delivery for the shop */
  saveContacts: boolean;
  saveDelivery: boolean;
}

/** docs/product-rules.md#analytics-and-attribution: the campaign and affiliate click that brought the buyer. */
export interface AdSource {
  utmSource: string;
  admitadUid: string;
}

export interface Placement extends AdSource {
  kind: OrderKind;
  lang: Lang;
  cartId: string;
  customerId: number | null;
  buyer: Person & { email: string };
  promoCodeId: number | null;
  orders: OrderDraft[];
}

const randomId = () => randomBytes(16).toString('hex');

/** The catalogue's price and titles of each product, read inside the placing transaction; unknown ids are left out. */
export async function catalogueItems(trx: Db, productIds: readonly number[]): Promise<Map<number, Omit<PricedItem, 'qty'>>> {
  if (productIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('products as p')
    .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
    .where('p.id', 'in', productIds)
    .select(['p.id', 'p.base_product_id', 'b.title_uk', 'b.title_ru', 'p.price_kop'])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { productId: r.id, baseProductId: r.base_product_id, titleUk: r.title_uk, titleRu: r.title_ru, priceKop: r.price_kop },
    ]),
  );
}

export const itemsTotalKop = (items: readonly PricedItem[]) => items.reduce((sum, item) => sum + item.priceKop * item.qty, 0);

/** An item whose stock is counted: what a placement or a confirmed fast order holds. */
export interface StockItem {
  productId: number;
  baseProductId: number;
  qty: number;
}

/**
 * Takes the stock of `items` with a conditional update each, so two takers can never get the same last unit (on
 * PostgreSQL the second waits for the first and then finds too little); the listing summary follows in the same
 * transaction (what setOfferStock keeps for one offer). Answers the items it could not take with the stock left;
 * the caller then fails its transaction, so nothing is taken.
 */
export async function takeStock(trx: Db, items: readonly StockItem[]): Promise<{ index: number; left: number }[]> {
  const short: { index: number; left: number }[] = [];
  for (const [index, item] of items.entries()) {
    const taken = await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', item.qty) }))
      .where('id', '=', item.productId)
      .where('stock', '>=', item.qty)
      .where(offerSellable('seller_id'))
      .executeTakeFirst();
    if (taken.numUpdatedRows > 0n) continue;
    const row = await trx
      .selectFrom('products')
      .where('id', '=', item.productId)
      .select(sellableStock('products').as('stock'))
      .executeTakeFirst();
    short.push({ index, left: row?.stock ?? 0 });
  }
  if (short.length === 0)
    await refreshBaseProductSummary(
      trx,
      items.map((item) => item.baseProductId),
    );
  return short;
}

/**
 * Puts the stock of `items` back (a cancelled order's units): the listing summary follows in the same transaction
 * and an offer that comes back from 0 marks its back-in-stock reminders 'to_notify', as setOfferStock does.
 */
export async function returnStock(trx: Db, items: readonly StockItem[]): Promise<void> {
  if (items.length === 0) return;
  for (const item of items) {
    const before = await trx.selectFrom('products').where('id', '=', item.productId).select('stock').executeTakeFirst();
    if (!before) continue;
    await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', item.qty) }))
      .where('id', '=', item.productId)
      .execute();
    if (before.stock <= 0 && item.qty > 0) await markRestocked(trx, item.productId);
  }
  await refreshBaseProductSummary(trx, [...new Set(items.map((item) => item.baseProductId))]);
}

/** The items whose stock is below their quantity now, with the stock there is; nothing is taken. */
async function shortStock(trx: Db, items: readonly StockItem[]): Promise<{ index: number; left: number }[]> {
  if (items.length === 0) return [];
  const rows = await trx
    .selectFrom('products')
    .where(
      'id',
      'in',
      items.map((item) => item.productId),
    )
    .select(['id', sellableStock('products').as('stock')])
    .execute();
  const stock = new Map(rows.map((row) => [row.id, row.stock]));
  return items.flatMap((item, index) =>
    (stock.get(item.productId) ?? 0) >= item.qty ? [] : [{ index, left: stock.get(item.productId) ?? 0 }],
  );
}

/**
 * A placement's stock (docs/product-rules.md#checkout): a checkout takes it; a fast order is a request to be
 * called back and holds none until its seller confirms it (server/services/seller/seller-orders.ts), though it too is
 * refused for more than is in stock. Any shortfall fails the whole placement with 409 and names the items as
 * `orders.{i}.items.{j}`.
 */
async function placementStock(trx: Db, { lang, kind, orders }: Placement): Promise<void> {
  const errors: FieldProblems = {};
  for (const [i, order] of orders.entries()) {
    const short = kind === 'fast' ? await shortStock(trx, order.items) : await takeStock(trx, order.items);
    for (const { index: j, left } of short) {
      const item = order.items[j]!;
      const title = lang === 'uk' ? item.titleUk : item.titleRu;
      errors[`orders.${i}.items.${j}`] = [{ reason: 'checkoutStockShortfall', vars: { title, stock: String(left) } }];
    }
  }
  if (Object.keys(errors).length > 0) throw new Conflict('checkoutDeclined', errors);
}

/**
 * The cabinet's own rules decide what is "the same" recipient or delivery, so the checkout never piles up copies.
 * docs/product-rules.md#errors-and-notices: a save that fails (a full list) is only logged; the orders are placed all the same.
 */
async function saveForNextTime(trx: Db, lang: Lang, customerId: number, order: OrderDraft, now: Date): Promise<void> {
  const { recipient, delivery } = order;
  const skipWhenFull = (error: unknown) => {
    if (!(error instanceof LimitReached)) throw error;
    console.warn(`checkout: customer ${customerId} keeps the most saved entries; this one is not saved`);
  };
  if (order.saveContacts) {
    await storeRecipient(
      trx,
      customerId,
      {
        seller_id: order.sellerId,
        name: recipient.name,
        surname: recipient.surname,
        patronymic: recipient.patronymic,
        phone: recipient.phone,
      },
      now,
    ).catch(skipWhenFull);
  }
  if (order.saveDelivery && delivery) {
    const saved = {
      seller_id: order.sellerId,
      delivery_id: delivery.typeId,
      city_id: delivery.cityId,
      delivery_warehouse_id: delivery.pickupPointId,
      street: delivery.street,
      house: delivery.house,
      flat: delivery.floor,
    };
    await storeDelivery(trx, lang, customerId, saved, now).catch(skipWhenFull);
  }
}

/**
 * Writes a checked placement: the stock, the promo use, every order with its items, the payment session of
 * the online-paid ones, the cart without the ordered items and what the customer asked to keep. Call it
 * inside one transaction (runOnce's): any failure leaves nothing behind.
 */
export async function placeOrders(trx: Db, payments: PaymentProvider | null, placement: Placement): Promise<CreateOrdersAnswer> {
  await placementStock(trx, placement);
  const { lang, buyer, customerId } = placement;
  if (placement.promoCodeId !== null) {
    const use = await usePromoCode(trx, placement.promoCodeId, buyer.phone || null);
    if (use !== 'used')
      throw new Conflict('checkoutDeclined', { promo_code_id: [{ reason: use === 'usedUp' ? 'promoUsedUp' : 'promoPhoneUsedUp' }] });
  }
  const checkoutId = randomId();
  const now = new Date().toISOString();
  const sellers = new Map(
    (
      await trx
        .selectFrom('sellers')
        .where(
          'id',
          'in',
          placement.orders.map((o) => o.sellerId),
        )
        .select(['id', 'shop_name'])
        .execute()
    ).map((s) => [s.id, s.shop_name]),
  );
  const data: CreateOrdersAnswer['data'] = [];
  let onlineKop = 0;
  for (const order of placement.orders) {
    const itemsKop = itemsTotalKop(order.items);
    const totalKop = itemsKop - order.discountKop + (order.delivery?.priceKop ?? 0);
    const receiptToken = randomId();
    const { id } = await trx
      .insertInto('orders')
      .values({
        checkout_id: checkoutId,
        customer_id: customerId,
        seller_id: order.sellerId,
        warehouse_id: order.warehouseId,
        lang,
        kind: placement.kind,
        status: 'new',
        payment_method_id: order.payment?.id ?? null,
        payment_status: 'new',
        buyer_name: buyer.name,
        buyer_surname: buyer.surname,
        buyer_phone: buyer.phone,
        buyer_email: buyer.email,
        recipient_name: order.recipient.name,
        recipient_surname: order.recipient.surname,
        recipient_patronymic: order.recipient.patronymic,
        recipient_phone: order.recipient.phone,
        recipient_comment: order.recipient.comment,
        delivery_type_id: order.delivery?.typeId ?? null,
        city_id: order.delivery?.cityId ?? null,
        pickup_point_id: order.delivery?.pickupPointId ?? null,
        address_street: order.delivery?.street ?? '',
        address_house: order.delivery?.house ?? '',
        address_floor: order.delivery?.floor ?? '',
        items_total_kop: itemsKop,
        discount_kop: order.discountKop,
        delivery_price_kop: order.delivery?.priceKop ?? null,
        total_kop: totalKop,
        promo_code_id: order.discountKop > 0 ? placement.promoCodeId : null,
        utm_source: placement.utmSource,
        admitad_uid: placement.admitadUid,
        receipt_token: receiptToken,
        created_at: now,
        fulfilled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values(
        order.items.map((item) => ({
          order_id: id,
          product_id: item.productId,
          base_product_id: item.baseProductId,
          title_uk: item.titleUk,
          title_ru: item.titleRu,
          price_kop: item.priceKop,
          qty: item.qty,
        })),
      )
      .execute();
    if (order.payment?.isOnline) onlineKop += totalKop;
    if (customerId !== null) await saveForNextTime(trx, lang, customerId, order, new Date(now));
    data.push({
      id,
      seller: { id: order.sellerId, shop_name: sellers.get(order.sellerId) ?? '' },
      total: kopecksToUah(totalKop),
      payment_status: 'new',
      download_pdf_link: receiptPath(id, receiptToken),
    });
  }
  await trx
    .deleteFrom('cart_items')
    .where('cart_id', '=', placement.cartId)
    .where(
      'product_id',
      'in',
      placement.orders.flatMap((o) => o.items.map((i) => i.productId)),
    )
    .execute();
  await trx.updateTable('carts').set({ updated_at: now }).where('id', '=', placement.cartId).execute();
  await queuePlacedNotices(trx, checkoutId, new Date(now));
  const hasOnline = placement.orders.some((o) => o.payment?.isOnline);
  const paymentUrl = hasOnline ? await startPayment(trx, payments, { checkoutId, amountKop: onlineKop, lang, now }) : null;
  return { checkout_id: checkoutId, paymentUrl, data };
}

/** One payment session for the online-paid orders of the checkout; the provider names the page that takes it. */
async function startPayment(
  trx: Db,
  payments: PaymentProvider | null,
  { checkoutId, amountKop, lang, now }: { checkoutId: string; amountKop: number; lang: Lang; now: string },
): Promise<string> {
  // Without an acquirer no online method is offered (checkoutPlacement refuses one), so this is a store's bug.
  if (!payments) throw new Error('An online-paid order reached placement in a store without PAYMENT_PROVIDER');
  const sessionId = randomId();
  await trx
    .insertInto('payment_sessions')
    .values({ id: sessionId, checkout_id: checkoutId, amount_kop: amountKop, status: 'new', lang, created_at: now, updated_at: now })
    .execute();
  return payments.start({ sessionId, checkoutId, amountKop, lang });
}

import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { Refused } from '../platform/domain-errors';
import { cartAnswer } from '../customer/cart';
import { groupCart } from './grouping';
import { catalogueItems, type AdSource, type Placement } from './placement';

interface FastOrderRequest {
  lang: Lang;
  cartId: string | null;
  customerId: number | null;
  name: string;
  /** 380XXXXXXXXX */
  phone: string;
  /** the ad cookies: docs/product-rules.md#analytics-and-attribution */
  adSource: AdSource;
}

/**
 * docs/product-rules.md#cart "fast order": a fast order holds no stock, so what it costs a stranger is a seller's
 * call. Its caps: this many waiting (unconfirmed) fast orders per phone, and this many fast orders an hour per
 * address (counted by the route).
 */
export const FAST_ORDER_LIMITS = { waitingPerPhone: 3, perAddressPerHour: 5 } as const;

/** The fast orders of this phone no seller has confirmed or cancelled yet, one per checkout. */
async function waitingFastOrders(trx: Db, phone: string): Promise<number> {
  const row = await trx
    .selectFrom('orders')
    .where('kind', '=', 'fast')
    .where('buyer_phone', '=', phone)
    .where('status', '=', 'new')
    .select((eb) => eb.fn.count<number | string>('checkout_id').distinct().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A one-click order (docs/product-rules.md#cart "fast order"): the whole orderable cart, one order per seller and warehouse,
 * with no delivery and no payment method; the seller calls the buyer back to agree on them.
 */
export async function fastOrderPlacement(
  trx: Db,
  { lang, cartId, customerId, name, phone, adSource }: FastOrderRequest,
): Promise<Placement> {
  const { groups } = groupCart((await cartAnswer(trx, lang, cartId)).items);
  if (!cartId || groups.length === 0) throw new Refused('fastOrderEmpty');
  if ((await waitingFastOrders(trx, phone)) >= FAST_ORDER_LIMITS.waitingPerPhone) {
    throw new Refused('fastOrdersOpen');
  }
  const catalogue = await catalogueItems(
    trx,
    groups.flatMap((g) => g.items.map((i) => i.product_id)),
  );
  const person = { name: name.trim(), surname: '', patronymic: '', phone };
  return {
    kind: 'fast',
    lang,
    cartId,
    customerId,
    buyer: { ...person, email: '' },
    promoCodeId: null,
    ...adSource,
    orders: groups.map((group) => ({
      sellerId: group.seller.id,
      warehouseId: group.warehouse_id,
      payment: null,
      recipient: { ...person, comment: '' },
      delivery: null,
      items: group.items.map((item) => ({ ...catalogue.get(item.product_id)!, qty: item.qty })),
      discountKop: 0,
      saveContacts: false,
      saveDelivery: false,
    })),
  };
}

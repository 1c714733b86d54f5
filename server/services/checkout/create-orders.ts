import { deliveryPrice, quotedPricing } from '../../../src/domain/delivery-price';
import { kopecksToUah, uahToKopecks } from '../../../src/domain/money';
import type { Lang } from '../../../src/domain/paths';
import { normalizeUaPhone } from '../../../src/domain/phone';
import { validateField, type RuleSpec } from '../../../src/domain/validators';
import type { CreateOrdersBody } from '../../contract/checkout';
import type { CartItem } from '../../contract/cart';
import type { Db } from '../../db/connection';
import { Invalid, ProblemList } from '../platform/domain-errors';
import type { NovaPoshtaClient } from '../../adapters/nova-poshta';
import { keptQuoteFor, quotingFor, sellerOfGoods } from '../delivery/delivery-quotes';
import { cartAnswer } from '../customer/cart';
import { deliveryTypes, paymentMethods, type PaymentOffer } from './choices';
import { orderGroupId } from './grouping';
import {
  catalogueItems,
  itemsTotalKop,
  type AdSource,
  type DraftDelivery,
  type OrderDraft,
  type Placement,
  type PricedItem,
} from './placement';
import { checkoutPromo } from './promo';

interface CreateOrdersRequest {
  lang: Lang;
  cartId: string | null;
  customerId: number | null;
  /** the signed-in customer's phone: a phone-bound promo code is theirs only (docs/product-rules.md#checkout) */
  accountPhone: string | null;
  body: CreateOrdersBody;
  /** the ad cookies, for a client that does not send utm_source and admitad_uid itself */
  adSource: AdSource;
  offer: PaymentOffer;
  /**
   * The store's Nova Poshta, when it has one, and the city its own parcels leave from: its quotes (or a seller's own
   * account's, from that seller's sender city) price the Nova Poshta deliveries
   */
  npQuotes?: { client: NovaPoshtaClient; senderCityRef: string | null } | null;
}

type NewOrder = CreateOrdersBody['orders'][number];

/** Collects every problem at once, so the page marks all its bad steps from one answer. */
class Problems extends ProblemList {
  /** The form's own rules (docs/product-rules.md#checkout), so the server refuses what the page would and says it the same way. */
  check(field: string, value: string, rules: readonly RuleSpec[]): void {
    const failure = validateField(rules, value);
    if (failure) this.add(field, { rule: failure.key, vars: failure.vars });
  }
}

/** Each line must be in the caller's cart, once, at a quantity that can be ordered, all from one seller and warehouse. */
function checkItems(order: NewOrder, i: number, cart: Map<number, CartItem>, seen: Set<number>, problems: Problems): void {
  const groups = new Set<string>();
  for (const [j, line] of order.items.entries()) {
    const field = `orders.${i}.items.${j}`;
    const inCart = cart.get(line.product_id);
    if (!inCart) {
      problems.add(field, { reason: 'checkoutNotInCart' });
      continue;
    }
    if (seen.has(line.product_id)) problems.add(field, { reason: 'checkoutItemTwice', vars: { title: inCart.title } });
    seen.add(line.product_id);
    // The stock itself is checked by the placing transaction, where it cannot change underfoot.
    if (line.qty > inCart.qty || line.qty < inCart.min_cart_quantity)
      problems.add(field, { reason: 'checkoutQtyNotOrderable', vars: { title: inCart.title } });
    groups.add(orderGroupId(inCart.seller.id, inCart.warehouse_id));
  }
  if (groups.size > 1) problems.add(`orders.${i}.items`, { reason: 'checkoutMixedOrder' });
}

/**
 * The delivery must name a known type and city; a pickup kind needs one of its points in that city,
 * a courier needs a street and a house. Every problem is reported as `orders.{i}.delivery`.
 */
async function checkDelivery(
  trx: Db,
  order: NewOrder,
  i: number,
  problems: Problems,
  types: Map<number, { kind: 'office' | 'address' }>,
): Promise<void> {
  const field = `orders.${i}.delivery`;
  const { delivery_id, city_id, office_id, address } = order.delivery;
  const type = types.get(delivery_id);
  if (!type) return problems.add(field, { reason: 'deliveryNotFound' });
  const city = await trx.selectFrom('cities').where('id', '=', city_id).select('id').executeTakeFirst();
  if (!city) return problems.add(field, { reason: 'cityNotFound' });
  if (type.kind === 'office') {
    const point = office_id
      ? await trx
          .selectFrom('pickup_points')
          .where('id', '=', office_id)
          .where('city_id', '=', city_id)
          .where('delivery_type_id', '=', delivery_id)
          .select('id')
          .executeTakeFirst()
      : undefined;
    if (!point) problems.add(field, { reason: 'checkoutPickupPointRequired' });
  } else if (!address?.street.trim() || !address.house.trim()) {
    problems.add(field, { reason: 'checkoutAddressRequired' });
  }
}

/**
 * Checks a create-orders request against the caller's cart and the catalogue, prices it (catalogue prices,
 * the promo spread over the orders, each order's delivery on its discounted total) and answers what to place.
 * Run it inside the placing transaction, so what it read is what gets written. Problems: 400 with `errors`.
 */
export async function checkoutPlacement(
  trx: Db,
  { lang, cartId, customerId, accountPhone, body, adSource, offer, npQuotes = null }: CreateOrdersRequest,
): Promise<Placement> {
  const problems = new Problems();
  const phoneOf = (input: string, field: string) => {
    const phone = normalizeUaPhone(input);
    if (!phone) problems.add(field, { reason: 'phoneInvalid' });
    return phone ?? '';
  };
  const buyerPhone = phoneOf(body.customer_data.phone, 'customer_data.phone');
  problems.check('customer_data.name', body.customer_data.name, ['required']);
  problems.check('customer_data.surname', body.customer_data.surname, ['required']);
  problems.check('customer_data.email', body.customer_data.email, ['email']);
  const cart = new Map((await cartAnswer(trx, lang, cartId)).items.map((item) => [item.product_id, item]));
  const payments = new Map((await paymentMethods(trx, lang, offer)).map((p) => [p.id, p]));
  const types = new Map((await deliveryTypes(trx, lang)).map((t) => [t.id, t]));
  const catalogue = await catalogueItems(
    trx,
    body.orders.flatMap((o) => o.items.map((i) => i.product_id)),
  );
  const seen = new Set<number>();
  for (const [i, order] of body.orders.entries()) {
    phoneOf(order.contact_data.phone, `orders.${i}.contact_data.phone`);
    problems.check(`orders.${i}.contact_data.name`, order.contact_data.name, ['required']);
    problems.check(`orders.${i}.contact_data.surname`, order.contact_data.surname, ['required']);
    checkItems(order, i, cart, seen, problems);
    if (!payments.has(order.payment_id)) problems.add(`orders.${i}.payment_id`, { reason: 'checkoutPaymentNotFound' });
    await checkDelivery(trx, order, i, problems, types);
  }
  if (problems.any || !cartId) throw new Invalid('checkoutDeclined', problems.fields);

  const items: PricedItem[][] = body.orders.map((order) =>
    order.items.map((line) => ({ ...catalogue.get(line.product_id)!, qty: line.qty })),
  );
  const totals = items.map(itemsTotalKop);
  const promo =
    body.promo_code_id === undefined ? null : await checkoutPromo(trx, body.promo_code_id, accountPhone, totals, buyerPhone || null);
  if (body.promo_code_id !== undefined && !promo) {
    throw new Invalid('checkoutDeclined', { promo_code_id: [{ rule: 'invalidPromoCode' }] });
  }

  // What checkout showed for a Nova Poshta delivery is its kept quote (docs/product-rules.md#delivery-price), by
  // the account that quoted it: the order's seller's own, or the store's.
  const quotes = await Promise.all(
    body.orders.map(async (order, i) => {
      const sellerId = await sellerOfGoods(
        trx,
        order.items.map((item) => item.product_id),
      );
      const sender = await quotingFor(trx, npQuotes, sellerId);
      return keptQuoteFor(trx, sender, order.delivery.city_id, types.get(order.delivery.delivery_id)!.code, totals[i]!);
    }),
  );
  const orders: OrderDraft[] = body.orders.map((order, i) => {
    const first = cart.get(order.items[0]!.product_id)!;
    const discountKop = promo?.partsKop[i] ?? 0;
    const stored = types.get(order.delivery.delivery_id)!;
    const quoteKop = quotes[i]?.priceKop ?? null;
    const type = { ...stored, pricing: quotedPricing(stored.pricing, quoteKop === null ? null : kopecksToUah(quoteKop)) };
    const price = deliveryPrice(type, kopecksToUah(totals[i]! - discountKop));
    const delivery: DraftDelivery = {
      typeId: type.id,
      cityId: order.delivery.city_id,
      pickupPointId: type.kind === 'office' ? (order.delivery.office_id ?? null) : null,
      street: type.kind === 'address' ? (order.delivery.address?.street.trim() ?? '') : '',
      house: type.kind === 'address' ? (order.delivery.address?.house.trim() ?? '') : '',
      floor: type.kind === 'address' ? (order.delivery.address?.floor?.trim() ?? '') : '',
      priceKop: price.kind === 'fixed' || price.kind === 'free' ? uahToKopecks(price.price) : null,
    };
    const contact = order.contact_data;
    return {
      sellerId: first.seller.id,
      warehouseId: first.warehouse_id,
      payment: { id: order.payment_id, isOnline: payments.get(order.payment_id)!.is_online },
      recipient: {
        name: contact.name.trim(),
        surname: contact.surname.trim(),
        patronymic: contact.patronymic?.trim() ?? '',
        phone: normalizeUaPhone(contact.phone)!,
        comment: contact.comment?.trim() ?? '',
      },
      delivery,
      items: items[i]!,
      discountKop,
      saveContacts: customerId !== null && order.save_contacts === true,
      saveDelivery: customerId !== null && order.save_delivery === true,
    };
  });
  const buyer = body.customer_data;
  return {
    kind: 'checkout',
    lang,
    cartId,
    customerId,
    buyer: { name: buyer.name.trim(), surname: buyer.surname.trim(), patronymic: '', phone: buyerPhone, email: buyer.email.trim() },
    promoCodeId: promo?.code.id ?? null,
    utmSource: body.utm_source ?? adSource.utmSource,
    admitadUid: body.admitad_uid ?? adSource.admitadUid,
    orders,
  };
}

import { kopecksToUah } from '../../../src/domain/money';
import type { Lang } from '../../../src/domain/paths';
import type { InitCheckoutAnswer } from '../../contract/checkout';
import type { Db } from '../../db/connection';
import type { SessionCustomer } from '../auth/customer-sessions';
import { cartAnswer } from '../customer/cart';
import { deliveryTypes, paymentMethods, savedDeliveries, savedRecipient, type PaymentOffer } from './choices';
import { groupCart } from './grouping';
import { checkoutPromo } from './promo';

interface InitRequest {
  lang: Lang;
  cartId: string | null;
  customer: SessionCustomer | null;
  promoCodeId: number | undefined;
  offer: PaymentOffer;
}

/** docs/product-rules.md#checkout "Init": the cart as one order per seller and warehouse, with everything the checkout page offers. */
export async function initCheckout(db: Db, { lang, cartId, customer, promoCodeId, offer }: InitRequest): Promise<InitCheckoutAnswer> {
  const { groups, dropped } = groupCart((await cartAnswer(db, lang, cartId)).items);
  const promo =
    promoCodeId === undefined || groups.length === 0
      ? null
      : await checkoutPromo(
          db,
          promoCodeId,
          customer?.phone ?? null,
          groups.map((g) => g.totalKop),
        );
  const [payments, deliveries] = await Promise.all([paymentMethods(db, lang, offer), deliveryTypes(db, lang)]);
  const orders = [];
  for (const [index, group] of groups.entries()) {
    const discountKop = promo?.partsKop[index] ?? 0;
    orders.push({
      id: group.id,
      seller: group.seller,
      warehouse_id: group.warehouse_id,
      total: kopecksToUah(group.totalKop - discountKop),
      totalWithoutDiscount: kopecksToUah(group.totalKop),
      discount: kopecksToUah(discountKop),
      products: group.items.map((item) => ({
        id: item.product_id,
        product_id: item.product_id,
        base_product_id: item.base_product_id,
        title: item.title,
        image: item.image,
        price: item.price,
        old_price: item.old_price,
        qty: item.qty,
        seller: { shop_name: item.seller.shop_name },
      })),
      payments,
      deliveries,
      savedDeliveries: customer ? await savedDeliveries(db, lang, customer.id, group.seller.id) : [],
      recipient: customer ? await savedRecipient(db, customer.id, group.seller.id) : null,
    });
  }
  return {
    orders,
    dropped: dropped.map((item) => ({ product_id: item.product_id, title: item.title })),
    customer_data: customer ? { name: customer.name, surname: customer.surname, phone: customer.phone, email: customer.email ?? '' } : null,
    promo: promo ? { id: promo.code.id, code: promo.code.code, discount: kopecksToUah(promo.discountKop) } : null,
  };
}

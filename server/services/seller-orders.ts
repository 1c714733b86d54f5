import { kopecksToUah } from '../../src/domain/money';
import type { Lang } from '../../src/domain/paths';
import type { SellerOrderAnswer } from '../contract/seller-orders';
import type { Db } from '../db/connection';

/** One order of this seller, or null (another seller's order is as unknown as a missing one). */
export async function sellerOrder(db: Db, lang: Lang, sellerId: number, orderId: number): Promise<SellerOrderAnswer['data'] | null> {
  const order = await db
    .selectFrom('orders')
    .where('id', '=', orderId)
    .where('seller_id', '=', sellerId)
    .select(['id', 'kind', 'status', 'payment_status', 'total_kop', 'utm_source', 'admitad_uid', 'created_at'])
    .executeTakeFirst();
  if (!order) return null;
  const items = await db.selectFrom('order_items').where('order_id', '=', orderId).select(['product_id', 'title_uk', 'title_ru', 'qty', 'price_kop']).orderBy('product_id').execute();
  const { total_kop: totalKop, ...rest } = order;
  return {
    ...rest,
    total: kopecksToUah(totalKop),
    items: items.map((i) => ({ product_id: i.product_id, title: lang === 'ru' ? i.title_ru : i.title_uk, qty: i.qty, price: kopecksToUah(i.price_kop) })),
  };
}

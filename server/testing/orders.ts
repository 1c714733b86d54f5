import { randomBytes } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import type { OrderTable } from '../db/schema';
import type { TestApp } from './app';

/** An order of the customer from the seller, with only what the orders table cannot default. */
export async function insertOrder(
  db: TestApp['db'],
  customerId: number,
  sellerId: number,
  createdAt = '2026-11-02T10:00:00.000Z',
): Promise<number> {
  const warehouse = await db.selectFrom('warehouses').where('seller_id', '=', sellerId).select('id').executeTakeFirstOrThrow();
  const { rows } = await sql<{ id: number }>`
    insert into orders (checkout_id, customer_id, seller_id, warehouse_id, lang, items_total_kop, total_kop, receipt_token, created_at)
    values (${`test-${customerId}-${createdAt}`}, ${customerId}, ${sellerId}, ${warehouse.id}, 'uk', 125000, 125000, 'receipt', ${createdAt})
    returning id`.execute(db);
  return rows[0]!.id;
}

/** The first offer of a seller, for chats about a product. */
export async function offerOf(db: TestApp['db'], sellerId: number): Promise<number> {
  return (await db.selectFrom('products').where('seller_id', '=', sellerId).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
}

/**
 * An order row written straight to the table, for a test about what happens to orders once placed: a guest's
 * delivered-by-the-carrier order of 100 ₴ from Олена Тестова, new and unpaid, placed now, unless the test says
 * otherwise. The order's seller and warehouse are always the test's.
 */
export async function insertTestOrder(
  db: TestApp['db'],
  order: Partial<Insertable<OrderTable>> & Pick<Insertable<OrderTable>, 'seller_id' | 'warehouse_id'>,
): Promise<{ id: number }> {
  return db
    .insertInto('orders')
    .values({
      checkout_id: randomBytes(16).toString('hex'),
      customer_id: null,
      lang: 'uk',
      kind: 'checkout',
      status: 'new',
      payment_method_id: null,
      payment_status: 'new',
      buyer_name: 'Олена',
      buyer_surname: 'Тестова',
      buyer_phone: '380670000000',
      buyer_email: '',
      recipient_name: 'Олена',
      recipient_surname: 'Тестова',
      recipient_patronymic: '',
      recipient_phone: '380670000000',
      recipient_comment: '',
      delivery_type_id: null,
      city_id: null,
      pickup_point_id: null,
      address_street: '',
      address_house: '',
      address_floor: '',
      items_total_kop: 10_000,
      discount_kop: 0,
      delivery_price_kop: null,
      total_kop: 10_000,
      promo_code_id: null,
      utm_source: '',
      admitad_uid: '',
      receipt_token: randomBytes(16).toString('hex'),
      created_at: new Date().toISOString(),
      fulfilled_at: null,
      ...order,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

import { sql } from 'kysely';
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

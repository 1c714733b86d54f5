import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { seedDemoCatalogue } from '../../db/seed';
import { setOfferStock } from './offer-stock';
import { subscribeToStock } from '../notifications/stock-subscriptions';

let db: Db;
beforeEach(async () => {
  db = await openDatabase(':memory:');
  await migrateToLatest(db);
  await seedDemoCatalogue(db, { products: 120 });
});
afterEach(() => db.destroy());

/** An out-of-stock offer whose goods have no other offer in stock, so the listing summary visibly changes. */
async function soleOutOfStockOffer() {
  return db
    .selectFrom('products as p')
    .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
    .where('p.stock', '=', 0)
    .where('b.in_stock', '=', 0)
    .select(['p.id', 'p.base_product_id'])
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
}

const statuses = (productId: number) =>
  db.selectFrom('stock_subscriptions').where('product_id', '=', productId).select(['phone', 'status']).orderBy('id').execute();
const summary = (baseId: number) =>
  db.selectFrom('base_products').where('id', '=', baseId).select(['in_stock', 'best_product_id']).executeTakeFirstOrThrow();
const guest = (phone: string) => ({ customerId: null, phone, email: null });

describe('setOfferStock', () => {
  it('back from 0: updates the stock and the listing summary, and marks waiting subscriptions to_notify', async () => {
    const offer = await soleOutOfStockOffer();
    const other = await db.selectFrom('products').where('stock', '=', 0).where('id', '!=', offer.id).select('id').executeTakeFirstOrThrow();
    await subscribeToStock(db, offer.id, guest('380670000001'));
    await subscribeToStock(db, offer.id, guest('380670000002'));
    await db
      .insertInto('stock_subscriptions')
      .values({
        product_id: offer.id,
        customer_id: null,
        phone: '380670000003',
        email: null,
        status: 'notified',
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await subscribeToStock(db, other.id, guest('380670000001'));

    expect(await setOfferStock(db, offer.id, 7)).toEqual({ previous: 0, stock: 7, toNotify: 2 });

    expect((await db.selectFrom('products').where('id', '=', offer.id).select('stock').executeTakeFirstOrThrow()).stock).toBe(7);
    expect(await summary(offer.base_product_id)).toEqual({ in_stock: 1, best_product_id: offer.id });
    expect(await statuses(offer.id)).toEqual([
      { phone: '380670000001', status: 'to_notify' },
      { phone: '380670000002', status: 'to_notify' },
      { phone: '380670000003', status: 'notified' },
    ]);
    expect(await statuses(other.id)).toEqual([{ phone: '380670000001', status: 'waiting' }]);
  });

  it.each([
    ['in stock to more stock', 3, 10],
    ['in stock to none', 3, 0],
    ['none to none', 0, 0],
  ])('%s does not mark anyone', async (_name, from, to) => {
    const offer = await soleOutOfStockOffer();
    await db.updateTable('products').set({ stock: from }).where('id', '=', offer.id).execute();
    await db
      .insertInto('stock_subscriptions')
      .values({
        product_id: offer.id,
        customer_id: null,
        phone: '380670000001',
        email: null,
        status: 'waiting',
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    expect(await setOfferStock(db, offer.id, to)).toEqual({ previous: from, stock: to, toNotify: 0 });
    expect(await statuses(offer.id)).toEqual([{ phone: '380670000001', status: 'waiting' }]);
    expect((await summary(offer.base_product_id)).in_stock).toBe(to > 0 ? 1 : 0);
  });

  it('answers null for an unknown offer and refuses a negative stock', async () => {
    expect(await setOfferStock(db, 99_999_999, 1)).toBeNull();
    await expect(setOfferStock(db, 1, -1)).rejects.toThrow(RangeError);
  });

  it('changes nothing when marking fails: stock, summary and subscriptions move together', async () => {
    const offer = await soleOutOfStockOffer();
    await db.schema.dropTable('stock_subscriptions').execute();
    await expect(setOfferStock(db, offer.id, 5)).rejects.toThrow();
    expect((await db.selectFrom('products').where('id', '=', offer.id).select('stock').executeTakeFirstOrThrow()).stock).toBe(0);
    expect((await summary(offer.base_product_id)).in_stock).toBe(0);
  });
});

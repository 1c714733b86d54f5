import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';
import { up } from './0051-one-order-per-waybill';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(() => t.close());

it('leaves a waybill number orders shared on the one placed first, and refuses it on another afterwards', async () => {
  // The store as it was before: no carrier column and no unique number.
  await sql`drop index orders_one_per_waybill`.execute(t.db);
  await sql`alter table orders drop column waybill_carrier`.execute(t.db);
  const [first, second, third, own] = (await t.db.selectFrom('orders').select('id').orderBy('id').limit(4).execute()).map((o) => o.id);
  const shared = { waybill: '20450000007001', tracking_stage: 'on_the_way', tracked_at: '2026-12-01T10:00:00.000Z' } as const;
  await t.db.updateTable('orders').set(shared).where('id', 'in', [third!, first!, second!]).execute();
  await t.db.updateTable('orders').set({ waybill: '20450000007002', tracking_stage: 'created' }).where('id', '=', own!).execute();

  await up(t.db as unknown as Kysely<unknown>);

  const rows = await t.db
    .selectFrom('orders')
    .where('id', 'in', [first!, second!, third!, own!])
    .select(['id', 'waybill', 'waybill_carrier', 'tracking_stage', 'tracked_at'])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    { id: first, ...shared, waybill_carrier: 'nova_poshta' },
    { id: second, waybill: null, waybill_carrier: 'nova_poshta', tracking_stage: null, tracked_at: null },
    { id: third, waybill: null, waybill_carrier: 'nova_poshta', tracking_stage: null, tracked_at: null },
    { id: own, waybill: '20450000007002', waybill_carrier: 'nova_poshta', tracking_stage: 'created', tracked_at: null },
  ]);
  await expect(t.db.updateTable('orders').set({ waybill: shared.waybill }).where('id', '=', second!).execute()).rejects.toThrow();
});

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vapidKeys } from '../services/notifications/push-keys';
import { buyer, CASH, createOrders, fillCart, offerSource, pickupPoint, proveByCode, recipient } from '../testing/checkout';
import { createTestApp, type TestApp } from '../testing/app';
import { backupStore, restoreStore } from './backup';
import { openDatabase } from './connection';

const SHOPPERS = 12;

let t: TestApp;
const dir = mkdtempSync(join(tmpdir(), 'kramnytsia-backup-'));
beforeAll(async () => {
  t = await createTestApp({ products: 400 });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DATABASE_ENGINE === 'postgres')('a backup of a store taking orders', () => {
  it('restores elsewhere with every order acknowledged before it began, the uploads and the VAPID keys', async () => {
    mkdirSync(join(t.config.uploadsDir, 'reviews'), { recursive: true });
    writeFileSync(join(t.config.uploadsDir, 'reviews', 'photo.webp'), 'a review photo');
    mkdirSync(join(t.config.uploadsDir, 'cache', 'pictures'), { recursive: true });
    writeFileSync(join(t.config.uploadsDir, 'cache', 'pictures', 'drawn.avif'), 'made again when asked for');
    const keys = await vapidKeys(t.db, t.config);

    const offers = await offerSource(t)(SHOPPERS, { distinctSellers: false });
    const point = await pickupPoint(t, 'store_pickup');
    const shoppers = [];
    for (const [i, offer] of offers.entries()) {
      const phone = `38063555${String(i).padStart(4, '0')}`;
      shoppers.push({ phone, offer, session: await fillCart(t, [{ id: offer.id, qty: 1 }]), proof: await proveByCode(t, phone) });
    }
    const acknowledged: number[] = [];
    const backup = join(dir, 'backup');
    // The backup starts the moment a third of the orders are answered, the rest still on their way.
    let before: number[] = [];
    let backedUp: Promise<unknown> | null = null;
    let answeredDuringBackup = 0;
    const burst = shoppers.map(async ({ phone, offer, session, proof }) => {
      const order = {
        contact_data: recipient(phone),
        payment_id: CASH,
        delivery: { delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id },
        items: [{ product_id: offer.id, qty: 1 }],
      };
      const res = await createOrders(t, { customer_data: buyer(phone), orders: [order] }, { session, proof });
      expect(res.statusCode).toBe(201);
      if (backedUp) answeredDuringBackup += 1;
      acknowledged.push(...(res.json().data as { id: number }[]).map((o) => o.id));
      if (acknowledged.length === SHOPPERS / 3) {
        before = [...acknowledged];
        backedUp = backupStore({ ...t.config, databaseUrl: t.databaseUrl }, backup);
      }
    });
    await Promise.all(burst);
    await backedUp;
    expect(before).toHaveLength(SHOPPERS / 3);
    expect(answeredDuringBackup).toBeGreaterThan(0);

    const restored = { databaseUrl: join(dir, 'restored', 'store.db'), uploadsDir: join(dir, 'restored', 'uploads') };
    await restoreStore(restored, backup);
    const db = await openDatabase(restored.databaseUrl);
    try {
      const ids = (await db.selectFrom('orders').select('id').execute()).map((o) => o.id);
      expect(ids).toEqual(expect.arrayContaining(before));
      const pair = await db.selectFrom('push_keys').select(['public_key', 'private_key']).executeTakeFirstOrThrow();
      expect(pair).toEqual({ public_key: keys.publicKey, private_key: keys.privateKey });
    } finally {
      await db.destroy();
    }
    expect(readFileSync(join(restored.uploadsDir, 'reviews', 'photo.webp'), 'utf8')).toBe('a review photo');
    expect(existsSync(join(restored.uploadsDir, 'cache'))).toBe(false);
    expect(JSON.parse(readFileSync(join(backup, 'vapid.json'), 'utf8'))).toEqual({
      publicKey: keys.publicKey,
      privateKey: keys.privateKey,
    });
  });

  it('refuses to back up into a folder that holds something, or to restore over a store', async () => {
    const used = join(dir, 'used');
    mkdirSync(used);
    writeFileSync(join(used, 'x'), 'x');
    await expect(backupStore({ ...t.config, databaseUrl: t.databaseUrl }, used)).rejects.toThrow(/is not empty/);
    const backup = join(dir, 'second');
    await backupStore({ ...t.config, databaseUrl: t.databaseUrl }, backup);
    await expect(restoreStore({ databaseUrl: t.databaseUrl, uploadsDir: join(dir, 'none') }, backup)).rejects.toThrow(
      /exists: restore into an empty data folder/,
    );
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { readConfig, type Config } from './config';
import { openDatabase } from './db/connection';
import {
  buyer,
  CASH,
  createOrders,
  fillCart,
  newKey,
  offerSource,
  pickupPoint,
  proveByCode,
  recipient,
  type ShopServer,
} from './testing/checkout';
import { freshPostgresDatabase, postgresUrl } from './testing/postgres';

/**
 * Two app servers over one PostgreSQL database, each with its own connection pool, as two machines behind a
 * load balancer run them: what must hold for one shop holds across both, because none of it lives in a
 * server's memory. Runs when TEST_POSTGRES_URL names a server where it may create a database.
 */
describe.skipIf(!postgresUrl)('two app servers on one PostgreSQL database', () => {
  const database = freshPostgresDatabase('two_servers', 40);
  const folder = mkdtempSync(join(tmpdir(), 'kramnytsia-two-servers-'));
  const stops: (() => Promise<void>)[] = [];

  /** A pair of servers over the database; no shedding on event-loop lag, as a busy test machine stalls now and then. */
  async function twoServers(settings: Partial<Config> = {}): Promise<[ShopServer, ShopServer]> {
    const config = {
      ...readConfig({}),
      distDir: join(folder, 'no-dist'),
      uploadsDir: join(folder, 'uploads'),
      publicUrl: 'https://kramnytsia.test',
      overloadEventLoopDelayMs: 0,
      ...settings,
    };
    const start = async (): Promise<ShopServer> => {
      const db = await openDatabase(database.url);
      const app = await buildApp({ db, config, renderer: null });
      stops.push(async () => {
        await app.close();
        await db.destroy();
      });
      return { app, db };
    };
    return [await start(), await start()];
  }

  let east: ShopServer;
  let west: ShopServer;
  let freshOffers: ReturnType<typeof offerSource>;
  beforeAll(async () => {
    [east, west] = await twoServers();
    freshOffers = offerSource(east);
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    rmSync(folder, { recursive: true, force: true });
  });

  const stockOf = async (id: number) =>
    (await database.db.selectFrom('products').where('id', '=', id).select('stock').executeTakeFirstOrThrow()).stock;
  let phoneSeq = 0;
  const nextPhone = () => `38050777${String((phoneSeq += 1)).padStart(4, '0')}`;

  /** A guest who filled a cart with one unit of this offer on `server` and proved a phone there, and the order body. */
  async function guestBuying(server: ShopServer, offerId: number) {
    const phone = nextPhone();
    const session = await fillCart(server, [{ id: offerId, qty: 1 }]);
    const point = await pickupPoint(server, 'store_pickup');
    const body = {
      customer_data: buyer(phone),
      orders: [
        {
          contact_data: recipient(phone),
          payment_id: CASH,
          delivery: { delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id },
          items: [{ product_id: offerId, qty: 1 }],
        },
      ],
    };
    return { shopper: { session, proof: await proveByCode(server, phone) }, body, phone };
  }

  it('places one order for a checkout sent to both servers at once with one Idempotency-Key', async () => {
    const [offer] = await freshOffers(1);
    const { shopper, body, phone } = await guestBuying(east, offer!.id);
    const key = newKey();
    const answers = await Promise.all([east, west, east, west].map((server) => createOrders(server, body, shopper, key)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    for (const res of answers) expect(res.json()).toEqual(answers[0]!.json());
    expect(await database.db.selectFrom('orders').where('buyer_phone', '=', phone).select('id').execute()).toHaveLength(1);
    expect(await stockOf(offer!.id)).toBe(offer!.stock - 1);
  });

  it('sells the last unit once when two customers, one on each server, check it out at the same moment', async () => {
    const [offer] = await freshOffers(1);
    await database.db.updateTable('products').set({ stock: 1 }).where('id', '=', offer!.id).execute();
    const [first, second] = [await guestBuying(east, offer!.id), await guestBuying(west, offer!.id)];
    const answers = await Promise.all([createOrders(east, first.body, first.shopper), createOrders(west, second.body, second.shopper)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await stockOf(offer!.id)).toBe(0);
    expect(await database.db.selectFrom('order_items').where('product_id', '=', offer!.id).select('qty').execute()).toEqual([{ qty: 1 }]);
  });

  it('counts the API rate limit of an address across both servers', async () => {
    const [north, south] = await twoServers({ rateLimitPerMinute: 3 });
    const statuses: number[] = [];
    for (const server of [north, south, north, south, north, south]) {
      statuses.push((await server.app.inject({ url: '/api/delivery/map-config', remoteAddress: '198.51.100.20' })).statusCode);
    }
    // Counted by each server alone, the fourth request would be only the second on its server.
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });
});

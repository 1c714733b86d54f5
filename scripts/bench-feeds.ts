/**
 * `npm run bench:feeds`: a seller's price feed of 10,000 offers on a temporary SQLite store, sent to the integration
 * API as a dry run (the check, timed by its answer) and then for real, applied by the price-feed job (timed until
 * the feed is applied): docs/product-rules.md#price-feeds. A report, not a test: nothing here fails on a time; the
 * targets it prints are the seller workspace's (≤ 10 s checked, ≤ 30 s applied).
 * env: BENCH_FEED_OFFERS (default 10000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { kopecksToUah } from '../src/domain/money';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoCatalogue } from '../server/db/seed';
import { demoSellerKey } from '../server/db/seed/demo-conversations';
import { startPriceFeedJobs } from '../server/jobs/price-feed-jobs';

const OFFERS = Number(process.env.BENCH_FEED_OFFERS ?? 10_000);
const CHECK_TARGET_S = 10;
const APPLY_TARGET_S = 30;

const seconds = (from: number) => (performance.now() - from) / 1000;

/** One offer's line: every price changes (a third go down, so price-drop notices are queued), every tenth stock comes back from 0. */
function offerLine(offer: { id: number; vendor_code: string; price_kop: number }, index: number): string {
  const price = Math.max(1, kopecksToUah(offer.price_kop) + (index % 3 === 0 ? -1 : 2));
  const stock = index % 10 === 0 ? 7 : 20 + (index % 5);
  return (
    `<offer id="${offer.id}" available="true"><price>${price}</price><currencyId>UAH</currencyId>` +
    `<stock_quantity>${stock}</stock_quantity><vendorCode>${offer.vendor_code}</vendorCode><name>Товар ${offer.id}</name></offer>`
  );
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'kramnytsia-bench-feeds-'));
  const db = await openDatabase(join(dir, 'store.db'));
  try {
    let started = performance.now();
    await migrateToLatest(db);
    await seedDemoCatalogue(db, { products: OFFERS });
    // One seller has every offer, each with its own vendor code, as a shop that keeps its whole range in one feed.
    const seller = await db.selectFrom('sellers').select('id').orderBy('id').executeTakeFirstOrThrow();
    const warehouse = await db
      .selectFrom('warehouses')
      .where('seller_id', '=', seller.id)
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('products').set({ seller_id: seller.id, warehouse_id: warehouse.id }).execute();
    await db
      .updateTable('products')
      .set({ vendor_code: sql<string>`'SKU-' || id` })
      .execute();
    const offers = await db
      .selectFrom('products')
      .where('seller_id', '=', seller.id)
      .select(['id', 'vendor_code', 'price_kop'])
      .orderBy('id')
      .limit(OFFERS)
      .execute();
    await db
      .updateTable('products')
      .set({ stock: 0 })
      .where(
        'id',
        'in',
        offers.filter((_, i) => i % 10 === 0).map((o) => o.id),
      )
      .execute();
    console.log(`store: ${offers.length} offers of seller ${seller.id} in ${seconds(started).toFixed(1)} s`);

    const yml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="2026-12-03 09:00"><shop><offers>\n' +
      offers.map((o, i) => offerLine({ ...o, vendor_code: o.vendor_code! }, i)).join('\n') +
      '\n</offers></shop></yml_catalog>\n';
    const app = await buildApp({
      db,
      config: { ...readConfig({}), distDir: join(dir, 'no-dist'), uploadsDir: join(dir, 'uploads'), overloadEventLoopDelayMs: 0 },
    });
    await app.ready();
    const send = async (dryRun: boolean) => {
      const boundary = 'benchfeed';
      const payload = [
        `--${boundary}`,
        'content-disposition: form-data; name="dry_run"',
        '',
        String(dryRun),
        `--${boundary}`,
        'content-disposition: form-data; name="file"; filename="feed.xml"',
        'content-type: application/xml',
        '',
        yml,
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const res = await app.inject({
        method: 'POST',
        url: '/api/seller-api/feeds',
        payload,
        headers: { authorization: `Bearer ${demoSellerKey(seller.id)}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`the feed was answered ${res.statusCode}: ${res.body}`);
      return res.json<{ id: number }>().id;
    };

    started = performance.now();
    const dryRun = await send(true);
    const checkS = seconds(started);
    const checked = await db.selectFrom('price_feeds').where('id', '=', dryRun).select('counts').executeTakeFirstOrThrow();
    console.log(`checked (dry run): ${checkS.toFixed(2)} s (target ≤ ${CHECK_TARGET_S} s), ${checked.counts}`);

    const jobs = startPriceFeedJobs(db, app.log);
    started = performance.now();
    const applying = await send(false);
    const status = async () =>
      (await db.selectFrom('price_feeds').where('id', '=', applying).select('status').executeTakeFirstOrThrow()).status;
    while ((await status()) !== 'applied') await new Promise((resolve) => setTimeout(resolve, 100));
    const applyS = seconds(started);
    await jobs.stop();
    await app.close();
    const notices = await db
      .selectFrom('notification_jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `applied by the job: ${applyS.toFixed(2)} s (target ≤ ${APPLY_TARGET_S} s; the job looks every second), ` +
        `${(offers.length / applyS).toFixed(0)} lines/s, ${Number(notices.n)} notification jobs queued`,
    );
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

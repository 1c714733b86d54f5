/**
 * `npm run bench:feeds`: a seller's price feed of 10,000 offers on a temporary SQLite store, sent to the integration
 * API as a dry run (the check, timed by its answer) and then for real, applied by the price-feed job (timed until
 * the feed is applied): docs/product-rules.md#price-feeds. Meanwhile shoppers ask a catalogue page over HTTP, from
 * a process of their own, first while nothing applies and then while the feed applies: the two p99s compare what a
 * shopper waits while a seller's feed goes in. The response cache is off for both, so both measure the route itself
 * (during an apply every batch moves the catalogue's version, and a cached idle page would compare a lookup with a
 * query). A report, not a test: nothing here fails on a time; the targets it prints are the seller workspace's
 * (≤ 10 s checked, ≤ 30 s applied, the catalogue's p99 while applying ≤ 2× its idle p99).
 * Then the seller's offers list is searched as the workspace searches it, one request at a time, each kind of
 * search for a few seconds (target ≤ 50 ms p99 at 10,000 offers).
 * env: BENCH_FEED_OFFERS (default 10000), BENCH_FEED_IDLE_SECONDS (the idle catalogue's run, default 5),
 * BENCH_FEED_CONNECTIONS (shoppers asking at once, default 4), BENCH_FEED_SEARCH_SECONDS (each search's run, default 3).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { kopecksToUah } from '../src/domain/money';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoCatalogue } from '../server/db/seed';
import { demoSellerKey } from '../server/db/seed/demo-conversations';
import { startPriceFeedJobs } from '../server/jobs/price-feed-jobs';
import { feedUpload } from '../server/testing/feed-upload';

const OFFERS = Number(process.env.BENCH_FEED_OFFERS ?? 10_000);
const CHECK_TARGET_S = 10;
const APPLY_TARGET_S = 30;
const IDLE_SECONDS = Number(process.env.BENCH_FEED_IDLE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_FEED_CONNECTIONS ?? 4);
/** The catalogue's p99 while a feed applies, as a multiple of its idle p99, that the seller workspace promises. */
const CATALOGUE_SLOWDOWN_TARGET = 2;
const OFFERS_SEARCH_SECONDS = Number(process.env.BENCH_FEED_SEARCH_SECONDS ?? 3);
const OFFERS_SEARCH_TARGET_MS = 50;

interface LoadFigures {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * Runs in a process of its own, so the shoppers' client does not share the server's event loop: asks `path` with
 * `connections` at once until told to stop (or for `seconds`), and sends back its figures.
 */
function askUntilStopped(origin: string, path: string, headers: Record<string, string>, connections: number, seconds: number) {
  const latencies: number[] = [];
  const instance = autocannon({ url: origin, connections, duration: seconds, requests: [{ method: 'GET', path, headers }], timeout: 10 });
  instance.on('response', (_client, _status, _bytes, latency) => latencies.push(latency));
  process.on('message', () => instance.stop());
  void instance.then((result) => {
    const sorted = latencies.sort((a, b) => a - b);
    const figures: LoadFigures = {
      requests: sorted.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
    process.send?.(figures, () => process.exit(0));
  });
}

/** Starts the asking process; `stop()` ends its run (at once, or after its `seconds`) and gives its figures. */
function startAsking(origin: string, path: string, headers: Record<string, string>, seconds = 600, connections = CONNECTIONS) {
  const child = fork(
    fileURLToPath(import.meta.url),
    ['--ask', origin, path, JSON.stringify(headers), String(connections), String(seconds)],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const figures = new Promise<LoadFigures>((done, fail) => {
    child.once('message', (message) => done(message as LoadFigures));
    child.once('exit', (code) => fail(new Error(`the asking process stopped (exit ${code}) before its figures`)));
  });
  return {
    figures,
    stop: () => {
      child.send('stop');
      return figures;
    },
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const describe = (f: LoadFigures) =>
  `p50 ${ms(f.p50)}, p99 ${ms(f.p99)} over ${f.requests} answers (${f.errors} errors, ${f.non2xx} not 2xx)`;

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

/** Prints the figures; `npm run bench` runs it after the catalogue's and search's benches. */
export async function benchFeeds(): Promise<void> {
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
      config: {
        // shoppers asking from one address for a minute and more, as many as the store answers
        ...readConfig({ RATE_LIMIT_PER_MINUTE: '100000000' }),
        distDir: join(dir, 'no-dist'),
        uploadsDir: join(dir, 'uploads'),
        overloadEventLoopDelayMs: 0,
        responseCacheMb: 0,
      },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const menu = await app.inject({ method: 'GET', url: '/api/menu' });
    const cataloguePath = `/api${menu.json<{ data: { url: string }[] }>().data[0]!.url}`;
    const shopper = { 'accept-language': 'uk' };
    const send = async (dryRun: boolean) => {
      const { payload, contentType } = feedUpload(yml, { dryRun, type: 'application/xml' });
      const res = await app.inject({
        method: 'POST',
        url: '/api/seller-api/feeds',
        payload,
        headers: { authorization: `Bearer ${demoSellerKey(seller.id)}`, 'content-type': contentType },
      });
      if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`the feed was answered ${res.statusCode}: ${res.body}`);
      return res.json<{ id: number }>().id;
    };

    started = performance.now();
    const dryRun = await send(true);
    const checkS = seconds(started);
    const checked = await db.selectFrom('price_feeds').where('id', '=', dryRun).select('counts').executeTakeFirstOrThrow();
    console.log(`checked (dry run): ${checkS.toFixed(2)} s (target ≤ ${CHECK_TARGET_S} s), ${checked.counts}`);

    // A second first, so the idle figures are of a warm server (JIT, SQLite's page cache), not of its start.
    await startAsking(origin, cataloguePath, shopper, 1).figures;
    const idle = await startAsking(origin, cataloguePath, shopper, IDLE_SECONDS).figures;
    console.log(`catalogue ${cataloguePath}, idle: ${describe(idle)}`);

    const jobs = startPriceFeedJobs(db, app.log);
    started = performance.now();
    const applying = await send(false);
    const asking = startAsking(origin, cataloguePath, shopper);
    const status = async () =>
      (await db.selectFrom('price_feeds').where('id', '=', applying).select('status').executeTakeFirstOrThrow()).status;
    while ((await status()) !== 'applied') await new Promise((resolve) => setTimeout(resolve, 100));
    const applyS = seconds(started);
    const busy = await asking.stop();
    console.log(
      `catalogue while the feed applies: ${describe(busy)}; ${(busy.p99 / idle.p99).toFixed(1)}× the idle p99 ` +
        `(target ≤ ${CATALOGUE_SLOWDOWN_TARGET}×)`,
    );
    await jobs.stop();

    // The seller's offers list, as one person in the workspace asks it: the newest page, a word, the filters, an id.
    const sample = await db
      .selectFrom('products as p')
      .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
      .where('p.seller_id', '=', seller.id)
      .select(['p.id', 'b.title_uk', 'b.category_id'])
      .orderBy('p.id')
      // an offer from the middle of the shop, whose id has the digits a seller reads off an order
      .offset(Math.floor(offers.length / 2))
      .limit(1)
      .executeTakeFirstOrThrow();
    const word = sample.title_uk.split(/\s+/)[0]!;
    const searches: [string, string][] = [
      ['the newest page', ''],
      [`a word (${word})`, `q=${encodeURIComponent(word)}`],
      ['out of stock', 'stock=out_of_stock'],
      ['low stock', 'stock=low_stock'],
      ['a category', `category=${sample.category_id}`],
      ['a word in a category, page 2', `q=${encodeURIComponent(word)}&category=${sample.category_id}&page=2`],
      ['an offer’s id', `q=${sample.id}`],
    ];
    const asSeller = { ...shopper, authorization: `Bearer ${demoSellerKey(seller.id)}` };
    const worst: number[] = [];
    for (const [what, query] of searches) {
      const path = `/api/seller-api/offers${query ? `?${query}` : ''}`;
      const found = await startAsking(origin, path, asSeller, OFFERS_SEARCH_SECONDS, 1).figures;
      worst.push(found.p99);
      console.log(`offers of the seller, ${what}: ${describe(found)}`);
    }
    console.log(`offers search, the worst p99: ${ms(Math.max(...worst))} (target ≤ ${OFFERS_SEARCH_TARGET_MS} ms)`);
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

const askAt = process.argv.indexOf('--ask');
if (askAt > 0) {
  const [origin, path, headers, connections, duration] = process.argv.slice(askAt + 1);
  askUntilStopped(origin!, path!, JSON.parse(headers!) as Record<string, string>, Number(connections), Number(duration));
} else if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await benchFeeds();
}

/**
 * npm run bench:api — how many shoppers the API serves at once: autocannon against a bare Fastify 5 server answering
 * a fixed 10 KB JSON (the ceiling of this machine) and against the store on a fresh SQLite file, in alternating
 * slices of the same run, on the default seed and on the 100,000-offer seed; then the same on a fresh PostgreSQL
 * database when a server is given. Prints req/s, p50, p99, errors and timeouts and the share of the ceiling for the calls a shopper makes
 * most. A report, not a test: nothing here passes or fails on a time.
 * env: BENCH_API_SEEDS (default `default,100k`), BENCH_API_SECONDS (per call, default 10), BENCH_API_CONNECTIONS
 * (default 50), BENCH_API_MIXED_SECONDS (the mixed run at 100 connections, default 60; 0 skips it), BENCH_API_CALLS
 * (only the calls whose label matches this regular expression, e.g. `cart|fast-order`), BENCH_API_ORDER_CARTS (full
 * carts made ready for the fast orders, one spent by each, default 4000),
 * BENCH_API_POSTGRES_URL (else TEST_POSTGRES_URL): a PostgreSQL server where a database may be created and dropped
 * for each seed (e.g. postgres://postgres@127.0.0.1:5432/postgres; `source .ci/postgres.sh` starts one).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon, { type Request, type Result } from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoCatalogue } from '../server/db/seed';
import { startServer } from '../server/start-server';

const SEEDS = { default: undefined, '100k': 100_000 } as const;
type SeedName = keyof typeof SEEDS;

const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} is a number of seconds, not "${process.env[name]}"`);
  return value;
};

function readSeeds(value = 'default,100k'): SeedName[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const wrong = names.find((name) => !(name in SEEDS));
  if (wrong) throw new Error(`BENCH_API_SEEDS names seeds among ${Object.keys(SEEDS).join(', ')}, not "${wrong}"`);
  return names as SeedName[];
}

/** About 10 KB of JSON, built once: what the ceiling server answers to every request. */
function ceilingBody() {
  const items = Array.from({ length: 60 }, (_, i) => ({
    id: i + 1,
    title: `Товар номер ${i + 1}`,
    price: 100 + i,
    in_stock: i % 3 !== 0,
    url: `/product/${i + 1}`,
  }));
  return { data: items, total: items.length };
}

/** Runs in a child process, so the server does not share its event loop (or its core) with autocannon. `database`: a SQLite file or a PostgreSQL URL. */
async function serve(role: string, database: string | undefined): Promise<number> {
  if (role === 'ceiling') {
    const app = Fastify();
    const body = ceilingBody();
    app.get('/', async () => body);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as { port: number }).port;
  }
  process.env.LOG_LEVEL ??= 'warn'; // a line per request would cost more than some of the calls measured
  const config = readConfig({
    NODE_ENV: 'production',
    SECRET: randomBytes(32).toString('hex'),
    // Production mode wants TLS in front; the browser's and autocannon's plain http to 127.0.0.1 stands in for it.
    PUBLIC_URL: 'https://kramnytsia.test',
    PAYMENT_PROVIDER: 'sandbox',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: database,
    UPLOADS_DIR: join(tmpdir(), 'kramnytsia-bench-api-uploads'),
    DIST_DIR: join(tmpdir(), 'kramnytsia-bench-api-no-dist'),
    // Every request comes from one address; the store's API limit is not what is measured.
    RATE_LIMIT_PER_MINUTE: '100000000',
    // The fast orders come through a proxy on this machine, each from a shopper's own address (X-Forwarded-For),
    // as a store behind its TLS proxy sees them: the per-address allowance of fast orders holds for each.
    TRUST_PROXY: 'loopback',
    // 'store-uncached': every answer made by its route, as the first shopper to ask a page gets it
    RESPONSE_CACHE_MB: role === 'store-uncached' ? '0' : '32',
  });
  const app = await startServer(config);
  return (app.server.address() as { port: number }).port;
}

async function startChild(
  role: 'ceiling' | 'store' | 'store-uncached',
  database?: string,
): Promise<{ origin: string; child: ChildProcess }> {
  const child = fork(process.argv[1]!, ['--serve', role, ...(database ? [database] : [])], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((done, fail) => {
    child.once('message', (message) => done(Number(message)));
    child.once('exit', (code) => fail(new Error(`the ${role} server stopped (exit ${code}) before listening`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

const stop = (child: ChildProcess) => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM')));

/** A store that sheds load answers 503 while it warms up on a big catalogue: such an answer is asked again. */
async function getJson<T>(origin: string, path: string, tries = 30): Promise<T> {
  const res = await fetch(origin + path, { headers: { 'accept-language': 'uk' } });
  if (res.status === 503 && tries > 1) {
    await new Promise((done) => setTimeout(done, 1000));
    return getJson(origin, path, tries - 1);
  }
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

interface Listing {
  data: {
    products: {
      content: { id: number; base_product_id: number; in_stock: boolean }[];
      filters: { brands: { id: number; count: number }[]; price: { minPrice: number; maxPrice: number } };
    };
  };
}

interface BenchCall {
  label: string;
  request: Request;
  /** whether the mixed run sends it too */
  inMix?: boolean;
}

/** The calls measured, on real data of this seed: a category of the menu, its top brand and a price range, a product of it, a seller's products. */
async function benchCalls(origin: string, seed: SeedName): Promise<BenchCall[]> {
  const chosen = new RegExp(process.env.BENCH_API_CALLS ?? '');
  const menu = await getJson<{ data: { url: string }[] }>(origin, '/api/menu');
  const candidates = seed === 'default' ? ['/catalog/c1', ...menu.data.map((m) => m.url)] : menu.data.map((m) => m.url);
  for (const url of candidates) {
    const listing = await getJson<Listing>(origin, `/api${url}`);
    const { content, filters } = listing.data.products;
    const brand = [...filters.brands].sort((a, b) => b.count - a.count)[0];
    if (!content[0] || !brand) continue;
    const { minPrice, maxPrice } = filters.price;
    const price = `${Math.floor(minPrice)}-${Math.ceil((minPrice + maxPrice) / 2)}`;
    const reads: BenchCall[] = [
      { label: `GET /api${url}`, request: { method: 'GET', path: `/api${url}` } },
      // what a browser sends: a repeat then goes out compressed, as the response cache keeps it
      {
        label: 'same, as a browser asks (br)',
        request: { method: 'GET', path: `/api${url}`, headers: { 'accept-language': 'uk', 'accept-encoding': 'gzip, deflate, br, zstd' } },
      },
      { label: 'same, brand + price filter', request: { method: 'GET', path: `/api${url}?brand=${brand.id}&price=${price}` } },
      {
        label: `GET /api/product/base/${content[0].base_product_id}`,
        request: { method: 'GET', path: `/api/product/base/${content[0].base_product_id}` },
      },
      // a storefront's products: the catalogue's listing over one seller's offers (docs/decisions/0034-seller-storefronts.md)
      { label: 'GET /api/seller-info/1/products?sort=cheap', request: { method: 'GET', path: '/api/seller-info/1/products?sort=cheap' } },
      { label: 'live search олія', request: { method: 'GET', path: `/api/multisearch/live-search?query=${encodeURIComponent('олія')}` } },
    ];
    const inStock = content.find((c) => c.in_stock)?.id ?? content[0].id;
    // Writes need carts made ready first: only for the calls run.
    // A fast order spends a cart made ready for it: in the mixed run's minute the carts would run out, and every
    // later order would be a refusal, so orders are measured on their own and stay out of the mix.
    const writes: [string, () => Promise<Request>, boolean][] = [
      ['PUT /api/cart/update (add)', () => addToCart(origin, inStock), true],
      ['POST /api/checkout/fast-order', () => fastOrders(origin, inStock), false],
    ];
    for (const [label, make, inMix] of writes) if (chosen.test(label)) reads.push({ label, request: await make(), inMix });
    return reads.filter(({ label }) => chosen.test(label));
  }
  throw new Error('No category of the menu lists a product with a brand');
}

/**
 * Adding to a guest cart as the client does it: guest carts started through the cart's own API (the first change
 * answers the cart's id), then every change names one in Cart-Session and carries a fresh Idempotency-Key.
 * autocannon forgets a connection's context between requests, so the carts are started here and taken in turn.
 */
async function addToCart(origin: string, productId: number, carts = 50): Promise<Request> {
  const key = (n: number) => `bench-${process.pid}-${n}`;
  const sessions: string[] = [];
  for (let i = 0; i < carts; i++) {
    const res = await fetch(`${origin}/api/cart/update`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'idempotency-key': key(-1 - i), 'accept-language': 'uk' },
      body: JSON.stringify({ product_id: productId, qty: 1 }),
    });
    if (res.status === 503) {
      i--; // shed while busy: ask again
      await new Promise((done) => setTimeout(done, 1000));
      continue;
    }
    if (!res.ok) throw new Error(`starting a guest cart answered ${res.status}`);
    sessions.push(((await res.json()) as { cart_session: string }).cart_session);
  }
  let sent = 0;
  return {
    method: 'PUT',
    path: '/api/cart/update',
    setupRequest: (req) => {
      sent++;
      const headers = {
        ...req.headers,
        'content-type': 'application/json',
        'idempotency-key': key(sent),
        'cart-session': sessions[sent % carts]!,
      };
      return { ...req, headers, body: JSON.stringify({ product_id: productId, qty: (sent % 3) + 1 }) };
    },
  };
}

/** A guest cart with `productId` in it, started through the cart's own API: its Cart-Session. */
async function startCart(origin: string, productId: number, key: string): Promise<string> {
  for (;;) {
    const res = await fetch(`${origin}/api/cart/update`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'idempotency-key': key, 'accept-language': 'uk' },
      body: JSON.stringify({ product_id: productId, qty: 1 }),
    });
    if (res.ok) return ((await res.json()) as { cart_session: string }).cart_session;
    if (res.status !== 503) throw new Error(`starting a guest cart answered ${res.status}`);
    await new Promise((done) => setTimeout(done, 1000)); // shed while busy: ask again
  }
}

/**
 * Fast orders as the cart popup's "buy in one click" places them: each from a full guest cart of its own (an order
 * empties the cart, so a cart ordered twice would only be refused), a shopper's name and a phone of its own, a
 * fresh Idempotency-Key, from a shopper's own address. The carts are filled before the run; once they are spent the
 * refusals show as non-2xx.
 */
async function fastOrders(origin: string, productId: number, carts = Number(process.env.BENCH_API_ORDER_CARTS ?? 4000)): Promise<Request> {
  const key = (n: number) => `bench-order-${process.pid}-${n}`;
  const sessions: string[] = [];
  // Filled eight at a time: one by one, four thousand carts take longer than the runs that spend them.
  for (let i = 0; i < carts; i += 8)
    sessions.push(
      ...(await Promise.all(Array.from({ length: Math.min(8, carts - i) }, (_, j) => startCart(origin, productId, key(-1 - i - j))))),
    );
  let sent = 0;
  return {
    method: 'POST',
    path: '/api/checkout/fast-order',
    setupRequest: (req) => {
      const n = sent++;
      const shopper = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      const headers = {
        ...req.headers,
        'content-type': 'application/json',
        'idempotency-key': key(n),
        'cart-session': sessions[n % carts]!,
        'x-forwarded-for': shopper,
      };
      return { ...req, headers, body: JSON.stringify({ name: 'Олег', phone: `38067${String(1_000_000 + n).slice(-7)}` }) };
    },
  };
}

interface Figures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  load: number;
  /** req/s of the bare Fastify ceiling measured beside this call: its share is of that. */
  ceiling?: number;
}

/**
 * A server that fell behind still answers the requests autocannon gave up on, after the run: the next call would be
 * measured against that backlog. Waits (at most two minutes) until a cheap read answers quickly again.
 */
async function settle(origin: string): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const started = performance.now();
    await fetch(`${origin}/api/menu`).then(
      (res) => res.arrayBuffer(),
      () => null,
    );
    if (performance.now() - started < 100) return;
    await new Promise((done) => setTimeout(done, 500));
  }
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
const sum = (runs: Result[], pick: (result: Result) => number) => runs.reduce((total, result) => total + pick(result), 0);
/** Requests a second over one or more runs together. */
const rate = (runs: Result[]) => sum(runs, (result) => result.requests.total) / sum(runs, (result) => result.duration);

/** Figures of one or more runs together: every answer's latency was kept, so slices add up to one distribution. */
function figuresOf(label: string, runs: Result[], latencies: number[], load: number): Figures {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    label,
    rps: rate(runs),
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    errors: sum(runs, (result) => result.errors),
    timeouts: sum(runs, (result) => result.timeouts),
    non2xx: sum(runs, (result) => result.non2xx),
    load,
  };
}

/** One autocannon run; with `latencies`, the latency of each answer goes there. */
async function run(origin: string, requests: Request[], connections: number, duration: number, latencies?: number[]): Promise<Result> {
  const instance = autocannon({ url: origin, connections, duration, requests, headers: { 'accept-language': 'uk' }, timeout: 10 });
  if (latencies) instance.on('response', (_client, _status, _bytes, latency) => latencies.push(latency));
  return instance;
}

/** A second of the same load first, so the figures are of a warm server (JIT, SQLite's page cache), not of its start. */
const warmUp = (origin: string, requests: Request[], connections: number) => run(origin, requests, connections, 1);

async function measure(origin: string, label: string, requests: Request[], connections: number, duration: number): Promise<Figures> {
  await settle(origin);
  const load = loadavg()[0]!;
  await warmUp(origin, requests, connections);
  const latencies: number[] = [];
  return figuresOf(label, [await run(origin, requests, connections, duration, latencies)], latencies, load);
}

/** The ceiling server's one request: a fixed 10 KB JSON. */
const CEILING_REQUEST: Request[] = [{ method: 'GET', path: '/' }];

/**
 * The call and the ceiling in turns of a fifth of `duration` each. A shared machine's speed drifts by half within a
 * minute: a ceiling measured once before all the calls made the same call's share swing between about 35 and 75 %
 * from one run to the next. Measured in alternating slices, the call and its ceiling meet the same drift.
 */
async function measureBeside(
  ceiling: string,
  origin: string,
  label: string,
  requests: Request[],
  connections: number,
  duration: number,
  slices = 5,
): Promise<Figures> {
  await settle(origin);
  const load = loadavg()[0]!;
  await warmUp(ceiling, CEILING_REQUEST, connections);
  await warmUp(origin, requests, connections);
  const calls: Result[] = [];
  const ceilings: Result[] = [];
  const latencies: number[] = [];
  for (let slice = 0; slice < slices; slice++) {
    ceilings.push(await run(ceiling, CEILING_REQUEST, connections, duration / slices));
    calls.push(await run(origin, requests, connections, duration / slices, latencies));
  }
  return { ...figuresOf(label, calls, latencies, load), ceiling: rate(ceilings) };
}

function printTable(title: string, rows: Figures[]): void {
  const header = ['call', 'req/s', 'ceiling', 'share', 'p50', 'p99', 'errors', 'timeouts', 'non-2xx', 'load'];
  const lines = rows.map((r) => [
    r.label,
    r.rps.toFixed(0),
    r.ceiling ? r.ceiling.toFixed(0) : '–',
    r.ceiling ? `${((100 * r.rps) / r.ceiling).toFixed(1)} %` : '–',
    `${r.p50} ms`,
    `${r.p99} ms`,
    String(r.errors),
    String(r.timeouts),
    String(r.non2xx),
    r.load.toFixed(2),
  ]);
  const widths = header.map((_, i) => Math.max(header[i]!.length, ...lines.map((l) => l[i]!.length)));
  console.log(`\n${title}`);
  for (const line of [header, ...lines])
    console.log('  ' + line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
}

type Engine = 'SQLite' | 'PostgreSQL';

/** A fresh database of the engine, migrated and seeded: a file in `dir`, or a database created on the PostgreSQL server. */
async function seededDatabase(engine: Engine, seed: SeedName, dir: string, postgres: string | undefined): Promise<string> {
  const database =
    engine === 'SQLite'
      ? join(dir, `${seed}.db`)
      : await createPostgresDatabase(postgres!, `kramnytsia_bench_${seed}_${randomBytes(4).toString('hex')}`);
  const db = await openDatabase(database);
  const started = performance.now();
  await migrateToLatest(db);
  await seedDemoCatalogue(db, { products: SEEDS[seed] });
  await db.destroy();
  console.log(`Seeded ${seed} on ${engine} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return database;
}

/** Runs `work` on the server's maintenance database (the one its URL names), where databases are created and dropped. */
async function onPostgresServer(
  server: string,
  work: (admin: Awaited<ReturnType<typeof openDatabase>>) => Promise<unknown>,
): Promise<void> {
  const admin = await openDatabase(server);
  try {
    await work(admin);
  } finally {
    await admin.destroy();
  }
}

async function createPostgresDatabase(server: string, name: string): Promise<string> {
  await onPostgresServer(server, (admin) => sql.raw(`create database ${name}`).execute(admin));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

const dropPostgresDatabase = (server: string, database: string) =>
  onPostgresServer(server, (admin) =>
    sql.raw(`drop database if exists ${new URL(database).pathname.slice(1)} with (force)`).execute(admin),
  );

export async function benchApi(): Promise<void> {
  const seeds = readSeeds(process.env.BENCH_API_SEEDS);
  const duration = seconds('BENCH_API_SECONDS', 10);
  const mixedDuration = seconds('BENCH_API_MIXED_SECONDS', 60);
  const connections = Number(process.env.BENCH_API_CONNECTIONS ?? 50);
  console.log(
    `machine: ${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the start`,
  );
  const postgres = process.env.BENCH_API_POSTGRES_URL || process.env.TEST_POSTGRES_URL || undefined;
  const engines: Engine[] = postgres ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
  const dir = mkdtempSync(join(tmpdir(), 'kramnytsia-bench-api-'));
  try {
    for (const seed of seeds) {
      for (const engine of engines) {
        const database = await seededDatabase(engine, seed, dir, postgres);
        try {
          await benchStore(`${seed} seed on ${engine}`, seed, database, { connections, duration, mixedDuration });
        } finally {
          if (engine === 'PostgreSQL') await dropPostgresDatabase(postgres!, database);
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The store on `database` beside the ceiling: every call at `connections`, at 100k a single client too, then the mixed run. */
async function benchStore(
  title: string,
  seed: SeedName,
  database: string,
  { connections, duration, mixedDuration }: { connections: number; duration: number; mixedDuration: number },
) {
  const ceilingServer = await startChild('ceiling');
  const store = await startChild('store', database);
  try {
    const calls = await benchCalls(store.origin, seed);
    const rows: Figures[] = [];
    for (const { label, request } of calls)
      rows.push(await measureBeside(ceilingServer.origin, store.origin, label, [request], connections, duration));
    const ceiling = rows.reduce((total, row) => total + row.ceiling!, 0) / rows.length;
    printTable(
      `${title}, ${connections} connections, ${duration} s per call in five slices, each slice after one of the ceiling (bare Fastify, 10 KB JSON)`,
      rows,
    );
    if (seed === '100k') {
      const listings = calls.filter(({ label }) => /catalog|filter|seller-info|search/.test(label));
      const single = [];
      for (const { label, request } of listings) single.push(await measure(store.origin, label, [request], 1, duration));
      printTable(`${title}, a single client, ${duration} s per call, repeats answered from the response cache`, single);
      const uncached = await startChild('store-uncached', database);
      try {
        const rows = [];
        for (const { label, request } of listings) rows.push(await measure(uncached.origin, label, [request], 1, duration));
        printTable(`${title}, a single client, ${duration} s per call, no response cache (every answer made by its route)`, rows);
      } finally {
        await stop(uncached.child);
      }
    }
    if (mixedDuration > 0) {
      const mix = calls.filter((c) => c.inMix !== false);
      const mixed = await measure(
        store.origin,
        `${mix.length} calls in turn (orders apart)`,
        mix.map((c) => c.request),
        100,
        mixedDuration,
      );
      printTable(`${title}, mixed run, 100 connections, ${mixedDuration} s; share of the ceiling's mean over the calls above`, [
        { ...mixed, ceiling },
      ]);
    }
  } finally {
    await stop(store.child);
    await stop(ceilingServer.child);
  }
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt > 0) {
  const port = await serve(process.argv[serveAt + 1]!, process.argv[serveAt + 2]);
  process.send?.(port);
  process.on('SIGTERM', () => process.exit(0));
} else if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await benchApi();
}

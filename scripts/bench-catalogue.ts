import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase, type Db } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoCatalogue } from '../server/db/seed';

export const CATALOGUE_P50_BUDGET_MS = 200;
const RUNS = 30;
const WARM_UP = 3;

export interface CatalogueTiming {
  label: string;
  url: string;
  p50: number;
  p95: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * The listings a shopper opens most, on the biggest category: plain, narrowed by a brand, a value and a
 * price at once, and sorted by price. The filters are picked from the data so every size has matches.
 */
async function benchUrls(db: Db): Promise<[label: string, url: string][]> {
  const biggest = await db
    .selectFrom('categories as root')
    .innerJoin('categories as branch', 'branch.parent_id', 'root.id')
    .innerJoin('categories as leaf', 'leaf.parent_id', 'branch.id')
    .innerJoin('base_products as b', 'b.category_id', 'leaf.id')
    .where('root.parent_id', 'is', null)
    .select((eb) => ['root.id', eb.fn.countAll<number>().as('n')])
    .groupBy('root.id')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const sample = await db
    .selectFrom('base_products as b')
    .innerJoin('base_product_values as bv', 'bv.base_product_id', 'b.id')
    .innerJoin('categories as leaf', 'leaf.id', 'b.category_id')
    .innerJoin('categories as branch', 'branch.id', 'leaf.parent_id')
    .where('branch.parent_id', '=', biggest.id)
    .where('b.in_stock', '=', 1)
    .select(['b.brand_id', 'bv.value_id', 'b.min_price_kop'])
    .orderBy('b.popularity', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const uah = Math.round(sample.min_price_kop / 100);
  const path = `/api/catalog/c${biggest.id}`;
  return [
    ['plain category', path],
    ['brand + value + price', `${path}?brand=${sample.brand_id}&values=${sample.value_id}&price=${Math.floor(uah / 2)}-${uah * 2}`],
    ['sorted by cheap', `${path}?sort=cheap`],
  ];
}

/** Seeds a temporary SQLite file with `products` offers and times catalogue pages through the whole app. */
export async function benchCatalogue(products: number): Promise<{ baseProducts: number; seedSeconds: number; timings: CatalogueTiming[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'kramnytsia-bench-'));
  const db = await openDatabase(join(dir, 'bench.db'));
  try {
    const seedStart = performance.now();
    await migrateToLatest(db);
    const summary = await seedDemoCatalogue(db, { products });
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const app = await buildApp({ db, config: { ...readConfig({}), distDir: join(dir, 'no-dist'), rateLimitPerMinute: 1_000_000 } });
    await app.ready();
    const timings: CatalogueTiming[] = [];
    for (const [label, url] of await benchUrls(db)) {
      const samples: number[] = [];
      for (let i = 0; i < WARM_UP + RUNS; i++) {
        const start = performance.now();
        const res = await app.inject({ url, headers: { 'accept-language': 'uk' } });
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
        if (i >= WARM_UP) samples.push(performance.now() - start);
      }
      samples.sort((a, b) => a - b);
      timings.push({ label, url, p50: percentile(samples, 50), p95: percentile(samples, 95) });
    }
    await app.close();
    return { baseProducts: summary.base_products, seedSeconds, timings };
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

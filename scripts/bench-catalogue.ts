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

type App = Awaited<ReturnType<typeof buildApp>>;

export interface CatalogueTiming {
  label: string;
  url: string;
  p50: number;
  p95: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * The listings a shopper opens most, on the biggest category: plain, narrowed by a brand, a value and a
 * price at once, and sorted by price; the storefront of the seller with the most offers, plain and narrowed
 * by a brand and a price sorted by price; and the blog's list, its last page and its biggest category. The
 * filters are picked from the data so every size has matches.
 */
async function benchUrls(db: Db, app: App): Promise<[label: string, url: string][]> {
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
    ...(await storefrontUrls(db)),
    ...(await blogUrls(db, app)),
  ];
}

/** A storefront's products tab: the catalogue's listing over one seller's offers (docs/decisions/0034-seller-storefronts.md). */
async function storefrontUrls(db: Db): Promise<[label: string, url: string][]> {
  const biggest = await db
    .selectFrom('products')
    .select((eb) => ['seller_id', eb.fn.countAll<number>().as('n')])
    .groupBy('seller_id')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const brand = await db
    .selectFrom('products as p')
    .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
    .where('p.seller_id', '=', biggest.seller_id)
    .select((eb) => ['b.brand_id', eb.fn.countAll<number>().as('n'), eb.fn.max('p.price_kop').as('max')])
    .groupBy('b.brand_id')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const path = `/api/seller-info/${biggest.seller_id}/products`;
  return [
    [`storefront (${Number(biggest.n).toLocaleString('en')} offers)`, path],
    ['storefront brand + price, cheap', `${path}?brand=${brand.brand_id}&price=1-${Math.ceil(Number(brand.max) / 200)}&sort=cheap`],
  ];
}

/** The blog's list of all articles, its last page and the category with the most articles. */
async function blogUrls(db: Db, app: App): Promise<[label: string, url: string][]> {
  const first = await app.inject({ url: '/api/blog', headers: { 'accept-language': 'uk' } });
  const lastPage = (first.json() as { data: { pagination: { last_page: number } } }).data.pagination.last_page;
  const category = await db
    .selectFrom('blog_articles')
    .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
    .groupBy('category_id')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  return [
    ['blog list', '/api/blog'],
    [`blog list, last page (${lastPage})`, `/api/blog?page=${lastPage}`],
    ['blog category', `/api/blog/category/${category.category_id}`],
  ];
}

/**
 * Seeds a temporary SQLite file with `products` offers and times catalogue pages through the whole app, each
 * `runs` times after a warm-up; any answer but 200 throws.
 */
export async function benchCatalogue(
  products: number,
  runs = RUNS,
): Promise<{ baseProducts: number; seedSeconds: number; timings: CatalogueTiming[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'kramnytsia-bench-'));
  const db = await openDatabase(join(dir, 'bench.db'));
  try {
    const seedStart = performance.now();
    await migrateToLatest(db);
    const summary = await seedDemoCatalogue(db, { products });
    const seedSeconds = (performance.now() - seedStart) / 1000;
    // Without the cache of public answers: a repeat would be answered from memory, and the queries are what is timed.
    const app = await buildApp({
      db,
      config: { ...readConfig({}), distDir: join(dir, 'no-dist'), rateLimitPerMinute: 1_000_000, responseCacheMb: 0 },
    });
    await app.ready();
    const timings: CatalogueTiming[] = [];
    for (const [label, url] of await benchUrls(db, app)) {
      const samples: number[] = [];
      for (let i = 0; i < WARM_UP + runs; i++) {
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

import { buildIfStale } from './build-if-stale';
import { benchCatalogue, CATALOGUE_P50_BUDGET_MS } from './bench-catalogue';
import { benchFeeds } from './bench-feeds';
import { benchLighthouse } from './bench-lighthouse';
import { benchSearch } from './bench-search';
import { initialJsOfPages, initialJsReport } from './initial-js';

/** Measurements that tests must not time: sizes and speeds, printed with their budgets. */
await buildIfStale();
const initial = initialJsReport(initialJsOfPages());
console.log(initial.lines.join('\n'));
if (initial.over) process.exitCode = 1;

console.log(
  `\nCatalogue, storefront and blog latency through the app (SQLite file, no cache of answers; p50 budget ${CATALOGUE_P50_BUDGET_MS} ms):`,
);
for (const products of [10_000, 100_000]) {
  const { baseProducts, seedSeconds, timings } = await benchCatalogue(products);
  console.log(
    `  ${products.toLocaleString('en')} products (${baseProducts.toLocaleString('en')} base products, seeded in ${seedSeconds.toFixed(0)} s):`,
  );
  for (const t of timings) {
    const slow = t.p50 > CATALOGUE_P50_BUDGET_MS;
    console.log(
      `    ${t.label.padEnd(34)} p50 ${t.p50.toFixed(1).padStart(6)} ms  p95 ${t.p95.toFixed(1).padStart(6)} ms  ${t.url}${slow ? '  <- OVER BUDGET' : ''}`,
    );
    if (slow) process.exitCode = 1;
  }
}

if (!(await benchSearch())) process.exitCode = 1;

// A report of the seller workspace's targets (a feed checked and applied, the catalogue meanwhile, the offers search).
console.log('\nPrice feeds and the seller offers list (a report):');
await benchFeeds();

if (!(await benchLighthouse())) process.exitCode = 1;

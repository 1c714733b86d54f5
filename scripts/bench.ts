import { buildIfStale } from './build-if-stale';
import { INITIAL_JS_BUDGET_KB, initialJs } from './initial-js';

/** Measurements that tests must not time: sizes and speeds, printed with their budgets. */
await buildIfStale();
const js = initialJs();
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log('Initial JavaScript of dist/index.html (gzip):');
for (const f of js.files) console.log(`  ${f.file}  ${kb(f.gzipBytes)} KB`);
const over = js.totalGzipBytes > INITIAL_JS_BUDGET_KB * 1024;
console.log(`  total ${kb(js.totalGzipBytes)} KB of ${INITIAL_JS_BUDGET_KB} KB budget${over ? '  <- OVER BUDGET' : ''}`);
if (over) process.exitCode = 1;

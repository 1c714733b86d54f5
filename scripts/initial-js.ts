/**
 * The JavaScript a first visit to a server-rendered page loads before it comes alive, read from a build: the shell's
 * entry and the modules dist/index.html preloads with it, and the page's own chunks from the Vite manifest (its
 * module and its static imports, not what it imports on demand), each as the store serves it (its brotli copy).
 * It is the list the server names at the end of the page (server/http/app-code.ts, page-assets.ts), read by the
 * same functions, so the figure is the page's and needs no browser. Checked against the ceilings of ADR 44 by
 * scripts/initial-js.test.ts; `npm run bench` prints it, and so does `npx tsx scripts/initial-js.ts [dist] [--files]`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { shellCode } from '../server/http/app-code';
import { pageAssets } from '../server/http/page-assets';
import { keepingNodeEnv } from './build';
import { MIN_COMPRESS_BYTES } from './vite-precompress';

/**
 * The pages the first-screen budgets speak about, in both languages (`npm run bench:lighthouse` measures the same
 * ones): `ru` is the home page at `/ru`, `ru-category` and the rest the same pages under `/ru`.
 */
export const INITIAL_JS_PAGES = [
  'home',
  'category',
  'product',
  'ru',
  'blog',
  'storefront',
  'ru-category',
  'ru-product',
  'ru-blog',
  'ru-storefront',
] as const;
export type InitialJsPage = (typeof INITIAL_JS_PAGES)[number];

/**
 * The ceilings that must not grow, in KB (1024 bytes) as served: what React 19 and react-dom allow (ADR 44). A
 * listing, a product, an article or a storefront carries its page's kit on top of the shell, hence the higher ceiling.
 */
export const INITIAL_JS_CEILING_KB: Record<InitialJsPage, number> = {
  home: 120,
  ru: 120,
  category: 130,
  product: 130,
  blog: 130,
  storefront: 130,
  'ru-category': 130,
  'ru-product': 130,
  'ru-blog': 130,
  'ru-storefront': 130,
};

/** Each page's module, as src/app/routes.ts names it (a page in Russian runs the same code; its texts are in the HTML). */
export const PAGE_SOURCES: Record<InitialJsPage, string> = {
  home: 'src/features/home/HomePage.tsx',
  ru: 'src/features/home/HomePage.tsx',
  category: 'src/features/catalog/CategoryPage.tsx',
  'ru-category': 'src/features/catalog/CategoryPage.tsx',
  product: 'src/features/product/ProductPage.tsx',
  'ru-product': 'src/features/product/ProductPage.tsx',
  blog: 'src/features/blog/BlogArticlePage.tsx',
  'ru-blog': 'src/features/blog/BlogArticlePage.tsx',
  storefront: 'src/features/seller/SellerPage.tsx',
  'ru-storefront': 'src/features/seller/SellerPage.tsx',
};

export interface InitialJs {
  files: { file: string; servedBytes: number }[];
  totalServedBytes: number;
}

/**
 * What the store sends for a file: its brotli copy from the build; without one, a file under the compression
 * threshold goes as it is, and a larger one is compressed the way the build would have.
 */
export function servedBytes(path: string): number {
  if (existsSync(`${path}.br`)) return statSync(`${path}.br`).size;
  const size = statSync(path).size;
  if (size < MIN_COMPRESS_BYTES) return size;
  return Math.min(size, brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
}

/** The initial JavaScript of each page of a build, as served; a page whose module the build lacks is an error. */
export function initialJsOfPages(distDir = 'dist'): Record<InitialJsPage, InitialJs> {
  const code = shellCode(readFileSync(join(distDir, 'index.html'), 'utf8'));
  if (!code) throw new Error(`${distDir}/index.html is not a built shell: it names no entry script`);
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, unknown>;
  const assetsOf = pageAssets(distDir);
  const ofPage = (source: string): InitialJs => {
    if (!(source in manifest)) throw new Error(`The build has no chunk for ${source}: was the page moved? (scripts/initial-js.ts)`);
    const hrefs = [...new Set([code.entry, ...code.modules, ...assetsOf(source).modules])];
    const files = hrefs.map((href) => {
      const file = href.replace(/^\//, '');
      return { file, servedBytes: servedBytes(join(distDir, file)) };
    });
    return { files, totalServedBytes: files.reduce((sum, f) => sum + f.servedBytes, 0) };
  };
  return Object.fromEntries(INITIAL_JS_PAGES.map((page) => [page, ofPage(PAGE_SOURCES[page])])) as Record<InitialJsPage, InitialJs>;
}

/** The pages over their ceiling, with their figures in KB. */
export function pagesOverCeiling(figures: Record<InitialJsPage, InitialJs>): { page: InitialJsPage; kb: number; ceilingKb: number }[] {
  return INITIAL_JS_PAGES.filter((page) => figures[page].totalServedBytes > INITIAL_JS_CEILING_KB[page] * 1024).map((page) => ({
    page,
    kb: Math.round((figures[page].totalServedBytes / 1024) * 10) / 10,
    ceilingKb: INITIAL_JS_CEILING_KB[page],
  }));
}

/**
 * The browser's build alone (no server-rendering entry), into a new folder, for a check that must not read a
 * dist/ another job may be writing. The caller removes the folder (`remove`).
 */
export async function buildBrowserApp(): Promise<{ distDir: string; remove: () => void }> {
  const distDir = mkdtempSync(join(tmpdir(), 'kramnytsia-initial-js-'));
  const { build } = await import('vite');
  // Built for production whatever NODE_ENV the caller runs with (vitest sets `test`, which gives React's development build).
  await keepingNodeEnv(() => {
    process.env.NODE_ENV = 'production';
    return build({ logLevel: 'warn', mode: 'production', build: { outDir: distDir, emptyOutDir: true } });
  });
  return { distDir, remove: () => rmSync(distDir, { recursive: true, force: true }) };
}

/** The figures as a table, one line a page (and one a file with `withFiles`); `over` when a page misses its ceiling. */
export function initialJsReport(figures: Record<InitialJsPage, InitialJs>, withFiles = false): { lines: string[]; over: boolean } {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const over = new Set(pagesOverCeiling(figures).map((p) => p.page));
  const lines = ['Initial JavaScript of a first visit, as served (brotli): the shell, then the page’s own chunks'];
  for (const page of INITIAL_JS_PAGES) {
    const { files, totalServedBytes } = figures[page];
    lines.push(
      `  ${page.padEnd(13)} ${kb(totalServedBytes).padStart(6)} KB of ${INITIAL_JS_CEILING_KB[page]} KB, ${files.length} files${over.has(page) ? '  <- OVER BUDGET' : ''}`,
    );
    if (withFiles) for (const f of files) lines.push(`      ${kb(f.servedBytes).padStart(5)} KB  ${f.file}`);
  }
  return { lines, over: over.size > 0 };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const report = initialJsReport(initialJsOfPages(args.find((a) => !a.startsWith('--')) ?? 'dist'), args.includes('--files'));
  console.log(report.lines.join('\n'));
  if (report.over) process.exitCode = 1;
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBrowserApp,
  INITIAL_JS_CEILING_KB,
  INITIAL_JS_PAGES,
  initialJsOfPages,
  pagesOverCeiling,
  PAGE_SOURCES,
  type InitialJs,
  type InitialJsPage,
} from './initial-js';

/** A file of the build: `bytes` long, with a brotli copy of `brotli` bytes when given. */
function put(dir: string, file: string, bytes: number, brotli?: number) {
  writeFileSync(join(dir, file), 'x'.repeat(bytes));
  if (brotli !== undefined) writeFileSync(join(dir, `${file}.br`), 'x'.repeat(brotli));
}

/**
 * A build shaped like ours: the entry preloads the shell; the product page imports a kit piece and, on demand, a
 * dialog's body; the category page shares the kit piece. Every other page is a bare chunk of 100 bytes.
 */
function fixtureBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'initial-js-test-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, 'index.html'),
    '<head><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/shell-1.js"></head><body></body>',
  );
  const pages = Object.fromEntries(
    [...new Set(Object.values(PAGE_SOURCES))].map((source, i) => [source, { file: `assets/page-${i}.js`, imports: ['_shell-1.js'] }]),
  );
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shell-1.js'] },
    '_shell-1.js': { file: 'assets/shell-1.js' },
    '_kit-1.js': { file: 'assets/kit-1.js', imports: ['_shell-1.js'] },
    'src/features/product/AskDialog.tsx': { file: 'assets/AskDialog-1.js', imports: ['_kit-1.js'] },
    ...pages,
    [PAGE_SOURCES.product]: {
      file: 'assets/ProductPage-1.js',
      imports: ['_shell-1.js', '_kit-1.js'],
      dynamicImports: ['src/features/product/AskDialog.tsx'],
    },
    [PAGE_SOURCES.category]: { file: 'assets/CategoryPage-1.js', imports: ['_kit-1.js'] },
  };
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  put(dir, 'assets/index-1.js', 200_000, 60_000);
  put(dir, 'assets/shell-1.js', 150_000, 40_000);
  put(dir, 'assets/kit-1.js', 9_000, 3_000);
  put(dir, 'assets/ProductPage-1.js', 30_000, 8_000);
  put(dir, 'assets/AskDialog-1.js', 20_000, 5_000);
  put(dir, 'assets/CategoryPage-1.js', 4_000, 1_500);
  Object.values(pages).forEach(({ file }) => put(dir, file, 100));
  return dir;
}

const files = (figures: InitialJs) => figures.files.map((f) => f.file);

describe('initial JavaScript of a page, from a build', () => {
  let dir: string;
  beforeAll(() => {
    dir = fixtureBuild();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts the entry, its preloads and the page’s own static imports, each once, as their brotli copies', () => {
    const product = initialJsOfPages(dir).product;
    expect(files(product)).toEqual(['assets/index-1.js', 'assets/shell-1.js', 'assets/ProductPage-1.js', 'assets/kit-1.js']);
    expect(product.totalServedBytes).toBe(60_000 + 40_000 + 8_000 + 3_000);
  });

  it('leaves out what a page imports on demand (a dialog’s body) and what only other pages use', () => {
    const { product, category, home } = initialJsOfPages(dir);
    expect(files(product)).not.toContain('assets/AskDialog-1.js');
    expect(files(category)).toEqual(['assets/index-1.js', 'assets/shell-1.js', 'assets/CategoryPage-1.js', 'assets/kit-1.js']);
    expect(files(home)).not.toContain('assets/kit-1.js');
  });

  it('counts each page under /ru too, with the code of the same page in Ukrainian', () => {
    const figures = initialJsOfPages(dir);
    for (const page of ['category', 'product', 'blog', 'storefront'] as const) expect(figures[`ru-${page}`]).toEqual(figures[page]);
    expect(figures.ru).toEqual(figures.home);
  });

  it('counts a file under the compression threshold as it is, since the store sends it so', () => {
    expect(initialJsOfPages(dir).home.totalServedBytes).toBe(60_000 + 40_000 + 100);
  });

  it('flags a page one byte over its ceiling and none at it', () => {
    const at = (page: InitialJsPage, extra: number): InitialJs => ({
      files: [],
      totalServedBytes: INITIAL_JS_CEILING_KB[page] * 1024 + extra,
    });
    const figures = Object.fromEntries(INITIAL_JS_PAGES.map((page) => [page, at(page, 0)])) as Record<InitialJsPage, InitialJs>;
    expect(pagesOverCeiling(figures)).toEqual([]);
    expect(pagesOverCeiling({ ...figures, product: at('product', 1) })).toEqual([{ page: 'product', kb: 130, ceilingKb: 130 }]);
  });

  it('refuses a build without a page’s module rather than counting nothing for it', () => {
    const manifest = join(dir, '.vite', 'manifest.json');
    writeFileSync(manifest, JSON.stringify({ 'index.html': { file: 'assets/index-1.js' } }));
    expect(() => initialJsOfPages(dir)).toThrow(/no chunk for src\/features\//);
  });
});

describe('the store’s pages stay within their initial JavaScript ceilings (ADR 44)', () => {
  // Its own build: dist/ may be older than the sources, or being written by another job.
  let build: Awaited<ReturnType<typeof buildBrowserApp>>;
  beforeAll(async () => {
    build = await buildBrowserApp();
  }, 300_000);
  afterAll(() => build?.remove());

  it('home and /ru ≤ 120 KB; a category, a product, a blog article and a storefront ≤ 130 KB, as served', () => {
    expect(pagesOverCeiling(initialJsOfPages(build.distDir))).toEqual([]);
  });
});

import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORE_PAGE_MODULES, firstVisitPrecache, precachedCode, type BuiltFile } from './vite-precache';

const chunk = (fileName: string, facade: string | null, imports: string[] = [], css: string[] = [], isEntry = false): BuiltFile => ({
  type: 'chunk',
  fileName,
  isEntry,
  facadeModuleId: facade && `/work/shop/${facade}`,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

/** A build shaped like ours: an entry with the shared shell, lazy pages with their own imports and styles. */
const bundle: Record<string, BuiltFile> = Object.fromEntries(
  [
    chunk('assets/index-1.js', 'index.html', ['assets/shell-1.js', 'assets/react-dom-1.js'], ['assets/index-1.css'], true),
    chunk('assets/shell-1.js', null, ['assets/react-dom-1.js']),
    chunk('assets/react-dom-1.js', null),
    chunk(
      'assets/ProductPage-1.js',
      'src/features/product/ProductPage.tsx',
      ['assets/shell-1.js', 'assets/Dialog-1.js'],
      ['assets/ProductPage-1.css'],
    ),
    chunk('assets/Dialog-1.js', null, [], ['assets/Dialog-1.css']),
    chunk(
      'assets/CheckoutPage-1.js',
      'src/features/checkout/CheckoutPage.tsx',
      ['assets/shell-1.js', 'assets/Dialog-1.js'],
      ['assets/CheckoutPage-1.css'],
    ),
    chunk('assets/PickupMap-1.js', 'src/features/checkout/PickupMap.tsx', ['assets/leaflet-1.js'], ['assets/PickupMap-1.css']),
    chunk('assets/leaflet-1.js', null),
    chunk('assets/common-uk-1.js', 'locales/uk/common.json'),
    { type: 'asset' as const, fileName: 'assets/index-1.css' },
  ].map((f) => [f.fileName, f]),
);
const core = ['src/features/product/ProductPage.tsx'];

describe('precached code', () => {
  it('keeps the entry, the texts and the core pages with everything they import statically, and their styles', () => {
    expect([...precachedCode(bundle, core)].sort()).toEqual(
      [
        'assets/index-1.js',
        'assets/index-1.css',
        'assets/shell-1.js',
        'assets/react-dom-1.js',
        'assets/ProductPage-1.js',
        'assets/ProductPage-1.css',
        'assets/Dialog-1.js',
        'assets/Dialog-1.css',
        'assets/common-uk-1.js',
      ].sort(),
    );
  });

  it('refuses a core page the build has no chunk for, rather than silently precaching less', () => {
    expect(() => precachedCode(bundle, ['src/features/product/ProductPag.tsx'])).toThrow(/ProductPag\.tsx/);
  });

  it('names core pages that exist', () => {
    for (const m of CORE_PAGE_MODULES) expect(existsSync(m), m).toBe(true);
  });
});

describe('precache manifest', () => {
  const entries = [
    'index.html',
    'manifest.webmanifest',
    'icons/icon-192.png',
    'assets/index-1.js',
    'assets/index-1.css',
    'assets/CheckoutPage-1.js',
    'assets/PickupMap-1.css',
    'assets/font-1.woff2',
  ].map((url) => ({ url, revision: null, size: 1 }));

  it('drops the chunks and styles the plan leaves out, and keeps every other file', () => {
    const { plugin, manifestTransform } = firstVisitPrecache();
    const generateBundle = plugin.generateBundle as (options: unknown, b: Record<string, unknown>) => void;
    // The real core pages are not in this small build: the plugin is fed one that has them.
    const full = {
      ...bundle,
      ...Object.fromEntries(CORE_PAGE_MODULES.map((m, i) => [`assets/core-${i}.js`, chunk(`assets/core-${i}.js`, m)])),
    };
    generateBundle({}, full);
    expect(manifestTransform(entries).manifest.map((e) => e.url)).toEqual([
      'index.html',
      'manifest.webmanifest',
      'icons/icon-192.png',
      'assets/index-1.js',
      'assets/index-1.css',
      'assets/font-1.woff2',
    ]);
  });

  it('fails the build when the plugin never saw the bundle', () => {
    expect(() => firstVisitPrecache().manifestTransform(entries)).toThrow(/plugins list/);
  });
});

import type { Plugin } from 'vite';

/**
 * Lazy pages the first visit stores for offline use beside the shell: where shoppers land and browse (home,
 * catalogue, brand, product, search), the cart popup and the product page's forms. Every other route chunk (checkout and its map,
 * cabinet, auth forms, order comments...) is cached by the service worker when first used.
 */
export const CORE_PAGE_MODULES = [
  'src/features/home/HomePage.tsx',
  'src/features/catalog/CategoryPage.tsx',
  'src/features/catalog/BrandPage.tsx',
  'src/features/product/ProductPage.tsx',
  'src/features/search/SearchPage.tsx',
  'src/features/cart/CartPopup.tsx',
  // Not a page: the search through the products a device keeps, loaded only offline, so it must be stored ahead.
  'src/features/search/offline-search.ts',
  // Not pages: the product page's forms, loaded when their dialog opens; offline what they send waits on the device.
  'src/features/product/reviews/ReviewFormBody.tsx',
  'src/features/product/AskSellerBody.tsx',
  'src/features/product/AutoPurchaseBody.tsx',
  'src/features/product/StockReminderBody.tsx',
  'src/features/product/ReportBody.tsx',
] as const;

/** The parts of a built chunk the plan reads (Vite's output chunks carry them all). */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** static imports only: what must load before the chunk runs */
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
export type BuiltFile = BuiltChunk | { type: 'asset'; fileName: string };

/** Chunks the build splits code into, and the CSS Vite emits beside them: the only files the plan leaves out. */
const CODE_FILE = /^assets\/.+\.(?:js|css)$/;

/**
 * The scripts and styles to precache: the entry chunks and the core pages, each with every chunk it imports
 * statically and their CSS. Dynamic imports are followed only when they are core pages themselves.
 */
export function precachedCode(bundle: Record<string, BuiltFile>, corePages: readonly string[] = CORE_PAGE_MODULES): Set<string> {
  const chunks = Object.values(bundle).filter((f): f is BuiltChunk => f.type === 'chunk');
  const isCorePage = (c: BuiltChunk) => c.facadeModuleId !== null && corePages.some((m) => c.facadeModuleId!.endsWith(`/${m}`));
  const missing = corePages.filter((m) => !chunks.some((c) => c.facadeModuleId?.endsWith(`/${m}`)));
  if (missing.length > 0) throw new Error(`precache: no chunk for ${missing.join(', ')} (renamed? update CORE_PAGE_MODULES)`);

  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const kept = new Set<string>();
  const visit = (chunk: BuiltChunk) => {
    if (kept.has(chunk.fileName)) return;
    kept.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) kept.add(css);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  // Texts too: a server-rendered page brings its own embedded, so online the app may never ask for the files
  // the offline shell needs.
  const isTexts = (c: BuiltChunk) => c.facadeModuleId !== null && /\/locales\/[^/]+\/[^/]+\.json$/.test(c.facadeModuleId);
  for (const chunk of chunks) if (chunk.isEntry || isCorePage(chunk) || isTexts(chunk)) visit(chunk);
  return kept;
}

/**
 * The precache of the first visit: the shell page, manifest, icons and other files outside the chunks as the
 * glob finds them, and of the chunks only those `precachedCode` keeps. The plugin reads the bundle's import
 * graph; vite-plugin-pwa calls `manifestTransform` afterwards, when it writes the service worker.
 */
export function firstVisitPrecache() {
  let code: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'kramnytsia:first-visit-precache',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    generateBundle(_options, bundle) {
      code = precachedCode(bundle as Record<string, BuiltFile>);
    },
  };
  const manifestTransform = <Entry extends { url: string }>(entries: Entry[]) => {
    const kept = code;
    if (!kept) throw new Error('precache: the firstVisitPrecache plugin did not see the bundle (is it in the plugins list?)');
    return { manifest: entries.filter((e) => !CODE_FILE.test(e.url) || kept.has(e.url)), warnings: [] };
  };
  return { plugin, manifestTransform };
}

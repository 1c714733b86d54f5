import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { runsAtStart, sharedChunkGroups } from './vite-chunks';

const at = (path: string) => `/work/shop/${path}`;

/**
 * A module graph shaped like ours: index.html loads main.tsx, which renders the footer (with its links)
 * and imports the stores; pages come by dynamic import and use the kit; two stores import each other.
 */
const imports: Record<string, string[]> = {
  'index.html': ['src/main.tsx'],
  'src/main.tsx': ['src/features/menu/Footer.tsx', 'src/stores/cart.ts', 'src/features/menu/resources.ts'],
  'src/features/menu/Footer.tsx': [
    'src/ui/AppLink.tsx',
    'src/features/search/history.ts',
    'node_modules/react-i18next/index.js',
    'node_modules/react-i18next/dist/es/useTranslation.js',
  ],
  'src/features/search/history.ts': [],
  'src/ui/AppLink.tsx': [],
  'src/features/menu/resources.ts': [],
  'src/stores/cart.ts': ['src/stores/customer.ts'],
  'src/stores/customer.ts': ['src/stores/cart.ts'],
  'src/features/product/ProductPage.tsx': [
    'src/ui/Dialog.tsx',
    'src/lib/page-head.ts',
    'src/stores/cart.ts',
    'src/features/search/history.ts',
  ],
  'src/ui/Dialog.tsx': [
    'src/domain/phone.ts',
    'node_modules/react-i18next/index.js',
    'node_modules/react-i18next/dist/es/useTranslation.js',
    'node_modules/react-i18next/dist/es/Trans.js',
  ],
  'src/domain/phone.ts': [],
  'src/features/search/offline-index.ts': ['src/domain/search-reading.ts'],
  'src/domain/search-reading.ts': ['src/domain/transliteration.ts'],
  'src/domain/transliteration.ts': [],
  'src/lib/page-head.ts': [],
  'node_modules/react-i18next/index.js': [],
  'node_modules/react-i18next/dist/es/useTranslation.js': [],
  'node_modules/react-i18next/dist/es/Trans.js': [],
};
const dynamicImports: Record<string, string[]> = {
  'src/main.tsx': ['src/features/product/ProductPage.tsx', 'src/features/search/offline-index.ts'],
};

const graph = {
  getModuleInfo: (id: string) => {
    const path = id.replace('/work/shop/', '');
    if (!(path in imports)) return null;
    return {
      id,
      isEntry: path === 'index.html',
      importers: Object.keys(imports)
        .filter((m) => imports[m]!.includes(path))
        .map(at),
      dynamicImporters: Object.keys(dynamicImports)
        .filter((m) => dynamicImports[m]!.includes(path))
        .map(at),
    } as unknown as Rolldown.ModuleInfo;
  },
};

const chunkOf = (path: string) => {
  const names = sharedChunkGroups().map((group) => (typeof group.name === 'function' ? group.name(at(path), graph) : group.name));
  return names.find((name) => name) ?? null;
};

describe('code that runs before the first screen is taken over', () => {
  it('is what an entry imports statically, at any depth, through import cycles too', () => {
    const atStart = runsAtStart();
    expect(atStart(at('src/ui/AppLink.tsx'), graph)).toBe(true);
    expect(atStart(at('src/stores/customer.ts'), graph)).toBe(true);
  });

  it('leaves out what only a dynamically imported page uses', () => {
    const atStart = runsAtStart();
    expect(atStart(at('src/ui/Dialog.tsx'), graph)).toBe(false);
    expect(atStart(at('src/lib/page-head.ts'), graph)).toBe(false);
    expect(atStart(at('src/features/product/ProductPage.tsx'), graph)).toBe(false);
  });
});

describe('the shared chunks', () => {
  it('put the shared code the first screen runs in the shell, UI parts too', () => {
    expect(chunkOf('src/stores/cart.ts')).toBe('shell');
    expect(chunkOf('src/features/menu/resources.ts')).toBe('shell');
    expect(chunkOf('src/ui/AppLink.tsx')).toBe('shell');
  });

  it("put a feature's code the first screen runs in the shell when a page loaded later imports it too", () => {
    expect(chunkOf('src/features/search/history.ts')).toBe('shell');
  });

  it('put the shared code only pages use in the kit, helpers too, so the entry does not preload it', () => {
    expect(chunkOf('src/ui/Dialog.tsx')).toBe('kit');
    expect(chunkOf('src/lib/page-head.ts')).toBe('kit');
  });

  it('put the rules only the kit uses in the kit by name, and take nothing else along with it', () => {
    expect(chunkOf('src/domain/phone.ts')).toBe('kit');
    const kit = sharedChunkGroups().find((group) => group.debugName === 'kit')!;
    expect(kit.includeDependenciesRecursively).toBe(false);
    // A library the first screen runs that the kit uses too is not the kit's, or the entry would preload the kit for it.
    expect(chunkOf('node_modules/react-i18next/index.js')).toBeNull();
  });

  it('put the translation hook the first screen runs in the shell, though later pages import it too, and not what only they use', () => {
    expect(chunkOf('node_modules/react-i18next/dist/es/useTranslation.js')).toBe('shell');
    expect(chunkOf('node_modules/react-i18next/dist/es/Trans.js')).toBeNull();
  });

  it('put the search’s rules in a file of their own, out of the kit, so no small piece a page shows joins them', () => {
    expect(chunkOf('src/domain/search-reading.ts')).toBe('search-rules');
    expect(chunkOf('src/domain/transliteration.ts')).toBe('search-rules');
    expect(chunkOf('src/domain/phone.ts')).toBe('kit');
  });

  it("leave the pages' own code and the app's entry to the bundler", () => {
    expect(chunkOf('src/features/product/ProductPage.tsx')).toBeNull();
    expect(chunkOf('src/features/menu/Footer.tsx')).toBeNull();
    expect(chunkOf('src/main.tsx')).toBeNull();
  });
});

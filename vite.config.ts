import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { chunkFileName, sharedChunkGroups } from './scripts/vite-chunks.js';
import { firstVisitPrecache } from './scripts/vite-precache.js';
import { precompress } from './scripts/vite-precompress.js';

// The manifest is one file at the top level; the plugin gets it parsed so it and its icons are precached. The
// Russian pages link their own (src/domain/app-manifest.ts), a file beside it that the build copies as it is.
const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as Partial<ManifestOptions>;
const RUSSIAN_MANIFEST = 'manifest.ru.webmanifest';
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;
const precache = firstVisitPrecache();

// The server-rendering build (scripts/build.ts) is code for Node: no service worker, precache or compressed copies.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : browserOnlyPlugins())],
  build: {
    target: 'es2022',
    // The server links a page's own chunk and stylesheet from its HTML (server/http/page-assets.ts).
    manifest: !isSsrBuild,
    // One stylesheet for the whole store (17 KB brotli): a server-rendered page is drawn styled by one request
    // instead of waiting for a row of small per-chunk files, and every later page has its styles already.
    cssCodeSplit: false,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: sharedChunkGroups() },
        chunkFileNames: chunkFileName,
      },
    },
  },
  server: {
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
}));

/** The Russian manifest in the build, beside the one vite-plugin-pwa writes: the precache glob finds both. */
const russianManifest: Plugin = {
  name: 'kramnytsia:russian-manifest',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: RUSSIAN_MANIFEST, source: readFileSync(RUSSIAN_MANIFEST, 'utf8') });
  },
};

function browserOnlyPlugins() {
  return [
    precache.plugin,
    russianManifest,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // the PNG glob below already precaches the icons
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // Pictures of the store for the install dialog: the browser fetches them when it offers the app, and no
        // visitor's first load should carry them.
        globIgnores: ['screenshots/**'],
        manifestTransforms: [precache.manifestTransform],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ];
}

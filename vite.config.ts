import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { sharedChunkGroups } from './scripts/vite-chunks.js';
import { firstVisitPrecache } from './scripts/vite-precache.js';
import { precompress } from './scripts/vite-precompress.js';

// The manifest is one file at the top level; the plugin gets it parsed so it and its icons are precached.
const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as Partial<ManifestOptions>;
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;
const precache = firstVisitPrecache();

// The server-rendering build (scripts/build.ts) is code for Node: no service worker, precache or compressed copies.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    ...(isSsrBuild ? [] : browserOnlyPlugins()),
  ],
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
      },
    },
  },
  server: {
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
}));

function browserOnlyPlugins() {
  return [
    precache.plugin,
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
        manifestTransforms: [precache.manifestTransform],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ];
}

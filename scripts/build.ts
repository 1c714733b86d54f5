import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The app's rendering entry, built for Node beside the client build (docs/decisions/0024-server-rendering.md). */
export const SERVER_ENTRY = 'src/app/entry-server.tsx';

/** Builds the browser app into `distDir` and its server-rendering entry into `distDir/server`. */
export async function buildStore(distDir: string, logLevel: 'info' | 'warn' = 'info'): Promise<void> {
  const { build } = await import('vite');
  await build({ logLevel, build: { outDir: distDir } });
  // Self-contained: the entry runs wherever the build is put (a test's temporary folder too), with its own copy
  // of React and the libraries, never mixed with the server's.
  await build({ logLevel: 'warn', ssr: { noExternal: true }, build: { ssr: SERVER_ENTRY, outDir: join(distDir, 'server'), copyPublicDir: false, emptyOutDir: true } });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildStore(process.env.DIST_DIR ?? 'dist');

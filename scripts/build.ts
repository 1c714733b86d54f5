import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The app's rendering entry, built for Node beside the client build (docs/decisions/0024-server-rendering.md). */
export const SERVER_ENTRY = 'src/app/entry-server.tsx';

/**
 * Runs `work` and puts NODE_ENV back as it was. Vite's build sets NODE_ENV=production for the whole process:
 * `npm start` builds a missing app in its own process, and the worker processes it forks after inherit the
 * environment, so they would start in production mode (and refuse to run without SECRET) where the primary did not.
 */
export async function keepingNodeEnv<T>(work: () => Promise<T>): Promise<T> {
  const mode = process.env.NODE_ENV;
  try {
    return await work();
  } finally {
    if (mode === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = mode;
  }
}

/** Builds the browser app into `distDir` and its server-rendering entry into `distDir/server`. */
export async function buildStore(distDir: string, logLevel: 'info' | 'warn' = 'info'): Promise<void> {
  const { build } = await import('vite');
  await keepingNodeEnv(async () => {
    await build({ logLevel, build: { outDir: distDir } });
    // Self-contained: the entry runs wherever the build is put (a test's temporary folder too), with its own copy
    // of React and the libraries, never mixed with the server's. Built for production like the browser's code, so
    // React renders the page the browser hydrates with the same build whatever NODE_ENV the store runs with: left
    // to NODE_ENV, a store run without it (the journeys, `npm start` on a laptop) rendered every page with React's
    // development build, at twice the CPU.
    await build({
      logLevel: 'warn',
      ssr: { noExternal: true },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: { ssr: SERVER_ENTRY, outDir: join(distDir, 'server'), copyPublicDir: false, emptyOutDir: true },
    });
  });
}

// `npm run build`: everything `npm start` runs, so a built tree starts without the dev dependencies and writes nothing.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildStore(process.env.DIST_DIR ?? 'dist');
  const { compileServer } = await import('./compile-server');
  await compileServer();
}

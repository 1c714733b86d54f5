/**
 * npm start. Plain JavaScript, so the store runs without a TypeScript loader: tsx's module hooks cost each
 * process about 5 s of CPU and 3 s of its start (docs/decisions/0043-npm-start-runs-the-compiled-server.md).
 * The primary first has the build brought up to date, in a process with tsx; its workers run what it ran. In
 * production it never builds: it runs what `npm run build` made, on a tree installed without the dev dependencies
 * (Vite among them) and maybe read-only, and refuses to start without it.
 */
import cluster from 'node:cluster';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

if (cluster.isPrimary && process.env.NODE_ENV === 'production') {
  const dist = process.env.DIST_DIR ?? 'dist';
  const built = [
    fileURLToPath(new URL('../build/server/main.js', import.meta.url)),
    join(dist, 'index.html'),
    join(dist, 'server', 'entry-server.js'),
  ];
  const missing = built.filter((path) => !existsSync(path));
  if (missing.length > 0) {
    console.error(`Run npm run build before starting with NODE_ENV=production: ${missing.join(', ')} missing`);
    process.exit(1);
  }
} else if (cluster.isPrimary) {
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('prepare-start.ts', import.meta.url))], {
    stdio: 'inherit',
  });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
}
// Errors and their stacks name the TypeScript sources. The compiled server is scripts/compile-server.ts's COMPILED_SERVER.
process.setSourceMapsEnabled(true);
await import(new URL('../build/server/main.js', import.meta.url).href);

/**
 * npm start. Plain JavaScript, so the store runs without a TypeScript loader: tsx's module hooks cost each
 * process about 5 s of CPU and 3 s of its start (docs/decisions/0043-npm-start-runs-the-compiled-server.md).
 * The primary first has the build brought up to date, in a process with tsx; its workers run what it ran.
 */
import cluster from 'node:cluster';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

if (cluster.isPrimary) {
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('prepare-start.ts', import.meta.url))], { stdio: 'inherit' });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
}
// Errors and their stacks name the TypeScript sources. The compiled server is scripts/compile-server.ts's COMPILED_SERVER.
process.setSourceMapsEnabled(true);
await import(new URL('../build/server/main.js', import.meta.url).href);

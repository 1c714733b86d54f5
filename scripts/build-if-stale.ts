import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildStore } from './build';

const SOURCES = ['src', 'sw', 'locales', 'public', 'index.html', 'manifest.webmanifest', 'vite.config.ts', 'scripts/build.ts', 'scripts/vite-chunks.ts', 'scripts/vite-precache.ts', 'scripts/vite-precompress.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** dist/ is rebuilt when it is missing (or its server entry is) or any app source is newer than its index.html. */
export function isBuildStale(distDir = 'dist'): boolean {
  const built = join(distDir, 'index.html');
  if (!existsSync(built) || !existsSync(join(distDir, 'server', 'entry-server.js'))) return true;
  return Math.max(...SOURCES.map(newestMtime)) > statSync(built).mtimeMs;
}

export async function buildIfStale(distDir = 'dist'): Promise<void> {
  if (!isBuildStale(distDir)) return;
  console.log('Building the app (dist/ is missing or older than the sources)…');
  await buildStore(distDir, 'warn');
}

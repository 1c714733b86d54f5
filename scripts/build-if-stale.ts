import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'sw', 'locales', 'public', 'index.html', 'manifest.webmanifest', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** dist/ is rebuilt when it is missing or any client source is newer than its index.html. */
export function isBuildStale(distDir = 'dist'): boolean {
  const built = join(distDir, 'index.html');
  if (!existsSync(built)) return true;
  return Math.max(...SOURCES.map(newestMtime)) > statSync(built).mtimeMs;
}

export async function buildIfStale(distDir = 'dist'): Promise<void> {
  if (!isBuildStale(distDir)) return;
  console.log('Building the app (dist/ is missing or older than the sources)…');
  const { build } = await import('vite');
  await build({ logLevel: 'warn', build: { outDir: distDir } });
}

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildStore } from './build';
import { COMPILED_SERVER, compileServer } from './compile-server';

const SOURCES = [
  'src',
  'sw',
  'locales',
  'public',
  'index.html',
  'manifest.webmanifest',
  'manifest.ru.webmanifest',
  'vite.config.ts',
  'scripts/build.ts',
  'scripts/vite-chunks.ts',
  'scripts/vite-precache.ts',
  'scripts/vite-precompress.ts',
  'package-lock.json',
];

/** What the compiled server is made of: the server, the shop's rules and texts it shares with the app, its packages. */
const SERVER_SOURCES = ['server', 'src', 'package-lock.json', 'scripts/compile-server.ts'];

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

/** The compiled server is made again when it is missing or any of its sources is newer. */
export function isServerStale(): boolean {
  return !existsSync(COMPILED_SERVER) || Math.max(...SERVER_SOURCES.map(newestMtime)) > statSync(COMPILED_SERVER).mtimeMs;
}

export async function compileServerIfStale(): Promise<void> {
  if (isServerStale()) await compileServer();
}

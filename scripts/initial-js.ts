import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_KB = 115;

/** The JavaScript index.html makes the browser fetch before any route chunk: entry plus modulepreloads. */
export function initialJs(distDir = 'dist'): { files: { file: string; gzipBytes: number }[]; totalGzipBytes: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const srcs = new Set([...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]!));
  const files = [...srcs]
    .filter((file) => existsSync(join(distDir, file)))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }));
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

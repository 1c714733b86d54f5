import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export const INITIAL_JS_BUDGET_KB = 115;

/** What the store sends for a file: its brotli copy from the build, or the file compressed the same way. */
function servedBytes(path: string): number {
  if (existsSync(`${path}.br`)) return statSync(`${path}.br`).size;
  return brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The JavaScript index.html makes the browser fetch before any route chunk (entry plus modulepreloads), as served. */
export function initialJs(distDir = 'dist'): { files: { file: string; servedBytes: number }[]; totalServedBytes: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const srcs = new Set([...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]!));
  const files = [...srcs]
    .filter((file) => existsSync(join(distDir, file)))
    .map((file) => ({ file, servedBytes: servedBytes(join(distDir, file)) }));
  return { files, totalServedBytes: files.reduce((sum, f) => sum + f.servedBytes, 0) };
}

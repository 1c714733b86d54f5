import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';

/**
 * The server compiled to JavaScript modules, its packages left to node_modules. Two folders below the project,
 * as the sources it comes from are: the few paths the server finds beside itself (`../../locales/`,
 * `../../package.json`) lead to the same files from here (docs/decisions/0043-npm-start-runs-the-compiled-server.md).
 */
export const COMPILED_SERVER = 'build/server/main.js';
const SERVER_ENTRY = 'server/main.ts';
const OUT_DIR = dirname(COMPILED_SERVER);
/** The modules the entry imports when it needs them (the app, the demo seed), one file each, beside the entry. */
const CHUNK = /^chunk-[\w-]+\.js(\.map)?$/;

/**
 * Compiles the server. Split into chunks, so the primary of several workers loads only what it runs, not the app
 * it never serves (server/start-server.ts). Each file is written under another name and renamed, the entry last: a
 * process starting meanwhile loads the old build or the new one, never part of one. The chunks' names change with
 * their content, so the old ones are removed once the new entry is in place.
 */
export async function compileServer(): Promise<void> {
  const { outputFiles } = await build({
    entryPoints: { main: SERVER_ENTRY },
    outdir: OUT_DIR,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(OUT_DIR, { recursive: true });
  const isEntry = (path: string) => basename(path).startsWith('main.js');
  const put = async (path: string, contents: Uint8Array) => {
    await writeFile(`${path}.${process.pid}`, contents);
    renameSync(`${path}.${process.pid}`, path);
  };
  await Promise.all(outputFiles.filter((file) => !isEntry(file.path)).map((file) => put(file.path, file.contents)));
  await Promise.all(outputFiles.filter((file) => isEntry(file.path)).map((file) => put(file.path, file.contents)));
  const current = new Set(outputFiles.map((file) => basename(file.path)));
  for (const name of readdirSync(OUT_DIR)) if (CHUNK.test(name) && !current.has(name)) rmSync(join(OUT_DIR, name), { force: true });
}

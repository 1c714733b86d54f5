import { mkdirSync, renameSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { build } from 'esbuild';

/**
 * The server compiled to one JavaScript module, its packages left to node_modules. Two folders below the project,
 * as the sources it comes from are: the few paths the server finds beside itself (`../../locales/`,
 * `../../package.json`) lead to the same files from here (docs/decisions/0043-npm-start-runs-the-compiled-server.md).
 */
export const COMPILED_SERVER = 'build/server/main.js';
const SERVER_ENTRY = 'server/main.ts';

/** Compiles the server. Each file is written under another name and renamed, so a process starting meanwhile loads the old build or the new one, never part of one. */
export async function compileServer(): Promise<void> {
  const { outputFiles } = await build({
    entryPoints: [SERVER_ENTRY],
    outfile: COMPILED_SERVER,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(dirname(COMPILED_SERVER), { recursive: true });
  await Promise.all(
    outputFiles.map(async (file) => {
      await writeFile(`${file.path}.${process.pid}`, file.contents);
      renameSync(`${file.path}.${process.pid}`, file.path);
    }),
  );
}

/**
 * The store as `npm start` runs it: the entry of the compiled server (scripts/compile-server.ts), which the
 * primary and each of its workers load without a TypeScript loader (docs/decisions/0043-npm-start-runs-the-compiled-server.md).
 */
import { readConfig } from './config';
import { runStore } from './start-server';

await runStore(readConfig());

/**
 * What `npm start` does before the store runs (scripts/start.mjs): the app is built and the server compiled
 * again when their sources changed. Run with tsx, as a process of its own, so the store itself runs without it.
 */
import { readConfig } from '../server/config';
import { buildIfStale, compileServerIfStale } from './build-if-stale';

await buildIfStale(readConfig().distDir);
await compileServerIfStale();

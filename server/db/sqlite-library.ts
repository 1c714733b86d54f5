import { createRequire } from 'node:module';

/**
 * better-sqlite3 for the Node.js that runs the store. Version 12 aborts Node 24 whenever the garbage collector
 * frees one of its statements or databases (an assertion in Node's cleanup hooks: WiseLibs/better-sqlite3#1515),
 * and version 13, rebuilt on node-addon-api, fixes that but needs Node 22: each Node gets the one that runs on it.
 */
const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);

/** The package name, for a thread that loads the library itself. */
export const SQLITE_LIBRARY = nodeMajor >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

export const SQLite: typeof import('better-sqlite3') = require(SQLITE_LIBRARY);

import { createRequire } from 'node:module';

/**
 * better-sqlite3 for the Node.js that runs the store. Version 12 aborts Node 24 whenever the garbage collector
 * frees one of its statements or databases (an assertion in Node's cleanup hooks: WiseLibs/better-sqlite3#1515),
 * and version 13, rebuilt on node-addon-api, fixes that but needs Node 22: each Node gets the one that runs on it.
 */
const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);

export const SQLite: typeof import('better-sqlite3') = require(nodeMajor >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3');

/**
 * Imported first by a test of worker code: workbox reads the worker's global scope (`self`) as it loads, and Node's
 * global stands in for it. It stays for the test worker's life: the worker tests share one module graph
 * (vitest.config.ts), so this module runs once for all of them, and workbox's modules keep reading `self` later.
 * Nothing else the tests load looks for `self`.
 */
if (!('self' in globalThis)) Object.assign(globalThis, { self: globalThis });

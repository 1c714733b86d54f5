import { afterAll } from 'vitest';

/**
 * Imported first by a test of worker code: workbox reads the worker's global scope (`self`) as it loads, and Node's
 * global stands in for it, only for that test file.
 */
const standIn = !('self' in globalThis);
if (standIn) Object.assign(globalThis, { self: globalThis });
afterAll(() => {
  if (standIn) delete (globalThis as { self?: unknown }).self;
});

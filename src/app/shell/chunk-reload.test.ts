// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/product-1a2b.js');

describe('isChunkLoadError', () => {
  it.each([
    [chunkError, true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('error loading dynamically imported module'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Loading chunk 7 failed', true],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('reloadAfterChunkError', () => {
  beforeEach(() => sessionStorage.clear());

  it.each([
    // [ms since the last reload (null: none yet), reloads?]
    [null, true],
    [9_999, false],
    [10_000, true],
    [60_000, true],
  ])('last reload %s ms ago → reloads: %s', (ago, expected) => {
    const now = 1_000_000;
    if (ago !== null) sessionStorage.setItem('chunk-reload-at', String(now - ago));
    const reload = vi.fn();
    expect(reloadAfterChunkError(chunkError, { now, reload })).toBe(expected);
    expect(reload).toHaveBeenCalledTimes(expected ? 1 : 0);
  });

  it('leaves other errors to the error boundary', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError(new Error('boom'), { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

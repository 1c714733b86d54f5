// @vitest-environment happy-dom
import { clear, createStore, get, set } from 'idb-keyval';
import { object, string } from 'superstruct';
import { beforeEach, describe, expect, it } from 'vitest';
import { readIndexedDb, readWebStorage, storedData, versioned, writeIndexedDb, writeWebStorage, type StoredShape } from './storage';

/** A shape at version 2 whose version 1 named the field `title`. */
const NOTE: StoredShape<{ text: string }> = {
  version: 2,
  data: object({ text: string() }),
  upgrade: (data, version) => (version === 1 ? { text: (data as { title?: unknown }).title } : null),
};
const STRICT: StoredShape<{ text: string }> = { version: 1, data: object({ text: string() }) };

describe('storedData: what a stored entry reads as', () => {
  it.each<[string, StoredShape<{ text: string }>, unknown, { text: string } | null]>([
    ['today’s version, fitting', NOTE, { version: 2, data: { text: 'так' } }, { text: 'так' }],
    ['today’s version, a field missing', NOTE, { version: 2, data: {} }, null],
    ['today’s version, a field of another type', NOTE, { version: 2, data: { text: 5 } }, null],
    ['today’s version, an extra field', NOTE, { version: 2, data: { text: 'так', more: 1 } }, null],
    ['an older version the shape upgrades', NOTE, { version: 1, data: { title: 'так' } }, { text: 'так' }],
    ['an older version that does not upgrade into a fit', NOTE, { version: 1, data: { title: 7 } }, null],
    ['written before versions, which this shape does not take', NOTE, { text: 'так' }, null],
    ['a newer version than this code knows', NOTE, { version: 3, data: { text: 'так' } }, null],
    ['an older version with no upgrade', STRICT, { version: 0, data: { text: 'так' } }, null],
    ['garbage', NOTE, 'garbage', null],
    ['null', NOTE, null, null],
  ])('%s', (_name, shape, stored, expected) => {
    expect(storedData(shape, stored)).toEqual(expected);
  });

  it('writes the data with its shape’s version', () => {
    expect(versioned(NOTE, { text: 'так' })).toEqual({ version: 2, data: { text: 'так' } });
  });
});

describe('readWebStorage: read, check, drop if bad', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what was written', () => {
    writeWebStorage(localStorage, 'note', NOTE, { text: 'так' });
    expect(readWebStorage(localStorage, 'note', NOTE)).toEqual({ text: 'так' });
  });

  it.each([
    ['not JSON', '{not json'],
    ['an old version', JSON.stringify({ version: 0, data: { text: 'так' } })],
    ['a missing field', JSON.stringify({ version: 2, data: {} })],
  ])('reads %s as absent and removes it', (_name, text) => {
    localStorage.setItem('note', text);
    expect(readWebStorage(localStorage, 'note', NOTE)).toBeNull();
    expect(localStorage.getItem('note')).toBeNull();
  });

  it('reads an absent key as absent', () => {
    expect(readWebStorage(localStorage, 'nothing', NOTE)).toBeNull();
  });

  it('reads a storage that refuses as absent', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(readWebStorage(refusing, 'note', NOTE)).toBeNull();
  });
});

describe('readIndexedDb: read, check, drop if bad', () => {
  const store = createStore('kramnytsia-storage-test', 'entries');
  beforeEach(() => clear(store));

  it('reads back what was written, and upgrades an older version', async () => {
    await writeIndexedDb(store, 'a', NOTE, { text: 'так' });
    await set('b', { version: 1, data: { title: 'ні' } }, store);
    expect(await readIndexedDb(store, 'a', NOTE)).toEqual({ text: 'так' });
    expect(await readIndexedDb(store, 'b', NOTE)).toEqual({ text: 'ні' });
  });

  it('reads a corrupt entry as absent and deletes it', async () => {
    await set('a', { version: 2, data: { text: ['so', 'many'] } }, store);
    expect(await readIndexedDb(store, 'a', NOTE)).toBeNull();
    expect(await get('a', store)).toBeUndefined();
  });

  it('reads an absent key as absent', async () => {
    expect(await readIndexedDb(store, 'none', NOTE)).toBeNull();
  });
});

import { clear, createStore, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_ENTRY, readOutboxEntries } from './entry';
import { storedData } from '../storage';

// The typed client behind the outbox needs the page's address and cookies; Node has neither.
vi.hoisted(() => Object.assign(globalThis, { location: new URL('http://localhost/'), document: { cookie: '' } }));

const entry = (id: string) => ({
  operation: { method: 'post', path: '/api/product/{id}/complaint', params: { path: { id: 1 } }, body: { reason: 'other', text: id } },
  scope: 'test',
  id,
  key: `key-${id}`,
  createdAt: 1_700_000_000_000,
});

describe('a queued write read back', () => {
  const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
  it.each<[string, unknown, unknown]>([
    ['today’s entry', { version: 1, data: entry('a') }, entry('a')],
    [
      'a review with its photo',
      {
        version: 1,
        data: {
          ...entry('a'),
          operation: {
            method: 'post',
            path: '/api/product/1/reviews',
            form: [
              { name: 'text', value: 'Добре' },
              { name: 'photos[]', file: photo, fileName: 'a.jpg' },
            ],
          },
        },
      },
      {
        ...entry('a'),
        operation: {
          method: 'post',
          path: '/api/product/1/reviews',
          form: [
            { name: 'text', value: 'Добре' },
            { name: 'photos[]', file: photo, fileName: 'a.jpg' },
          ],
        },
      },
    ],
    ['today’s entry without its version', entry('a'), null],
    ['no Idempotency-Key', { version: 1, data: { ...entry('a'), key: undefined } }, null],
    [
      'a method the outbox never sends',
      { version: 1, data: { ...entry('a'), operation: { ...entry('a').operation, method: 'get' } } },
      null,
    ],
    [
      'a photo that is no file',
      {
        version: 1,
        data: { ...entry('a'), operation: { method: 'post', path: '/x', form: [{ name: 'p', file: 'jpeg', fileName: 'a.jpg' }] } },
      },
      null,
    ],
    ['an unknown version', { version: 2, data: entry('a') }, null],
    ['garbage', 'garbage', null],
  ])('%s', (_name, stored, expected) => {
    expect(storedData(OUTBOX_ENTRY, stored)).toEqual(expected);
  });
});

describe('the outbox after a corrupt entry', () => {
  const store = createStore('kramnytsia-outbox', 'entries');
  beforeEach(() => clear(store));
  afterEach(() => vi.unstubAllGlobals());

  it('reads the entries that fit, oldest first, and deletes the others', async () => {
    await set('b', { version: 1, data: entry('b') }, store);
    await set('a', { version: 1, data: entry('a') }, store);
    await set('c', { version: 1, data: { ...entry('c'), operation: null } }, store);
    expect((await readOutboxEntries(store)).map((e) => e.id)).toEqual(['a', 'b']);
    expect(await get('c', store)).toBeUndefined();
  });

  it('still sends the good writes: a corrupt one neither blocks the queue nor is sent', async () => {
    // Made now: a write older than the outbox keeps (storage-limits.ts) is handed back instead of sent.
    const now = Date.now();
    await set('a', { version: 1, data: { ...entry('a'), key: 7, createdAt: now } }, store);
    await set('b', { version: 1, data: { ...entry('b'), createdAt: now } }, store);
    const sent: string[] = [];
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(request.headers.get('Idempotency-Key')!);
      return new Response(JSON.stringify({ ok: true }), { status: 201, headers: { 'content-type': 'application/json' } });
    });
    const { flush, queued } = await import('.');
    await flush();
    expect(sent).toEqual(['key-b']);
    expect(await queued()).toEqual([]);
  });
});

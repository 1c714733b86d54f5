import { describe, expect, it } from 'vitest';
import { STORED_COPY_HEADER, storedTimeOf } from '../../src/lib/stored-copy';
import { STORED_AT_HEADER, markStoredCopy, stampStoredAt, storedCopyPlugin } from './stored-copy';

const answer = (headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ data: { id: 1 } }), { status: 200, headers: { 'content-type': 'application/json', ...headers } });
const stored = new Date('2025-11-21T14:05:00.000Z');

describe('a copy the worker stores', () => {
  it('says when it was stored, and keeps its status, headers and body', async () => {
    const copy = stampStoredAt(answer({ etag: '"1"' }), stored);
    expect(copy.headers.get(STORED_AT_HEADER)).toBe('2025-11-21T14:05:00.000Z');
    expect(copy.status).toBe(200);
    expect(copy.headers.get('etag')).toBe('"1"');
    expect(await copy.json()).toEqual({ data: { id: 1 } });
  });
});

describe('a stored copy on its way to the page', () => {
  it.each<[string, Record<string, string>, string | null]>([
    [
      'stamped when stored',
      { [STORED_AT_HEADER]: '2025-11-21T14:05:00.000Z', date: 'Thu, 20 Nov 2025 08:00:00 GMT' },
      '2025-11-21T14:05:00.000Z',
    ],
    ['stored before the stamp: the server’s Date', { date: 'Thu, 20 Nov 2025 08:00:00 GMT' }, '2025-11-20T08:00:00.000Z'],
    ['without either', {}, null],
    ['with a stamp that is no time', { [STORED_AT_HEADER]: 'yesterday' }, null],
  ])('%s: served from cache at %s', (_name, headers, expected) => {
    expect(markStoredCopy(answer(headers)).headers.get(STORED_COPY_HEADER)).toBe(expected);
  });
});

describe('the plugin of the data cache', () => {
  const request = new Request('https://kramnytsia.example/api/product/1', { headers: { 'accept-language': 'uk' } });

  it('stores a network answer stamped, which the page reads back as the time it was stored', async () => {
    const before = Date.now();
    const copy = await storedCopyPlugin.cacheWillUpdate!({ request, response: answer(), event: undefined as never, state: {} });
    const served = await storedCopyPlugin.cachedResponseWillBeUsed!({
      cacheName: 'kr-api-data-v1',
      request,
      cachedResponse: copy!,
      event: undefined as never,
      state: {},
    });
    expect(storedTimeOf(served!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(storedTimeOf(served!)).toBeLessThanOrEqual(Date.now());
    expect(await served!.json()).toEqual({ data: { id: 1 } });
  });

  it('leaves the network’s own answer unmarked: only a stored copy carries the mark', async () => {
    const copy = await storedCopyPlugin.cacheWillUpdate!({ request, response: answer(), event: undefined as never, state: {} });
    expect(copy!.headers.has(STORED_COPY_HEADER)).toBe(false);
    expect(storedTimeOf(answer())).toBeNull();
  });

  it('passes a miss on as a miss', async () => {
    expect(
      await storedCopyPlugin.cachedResponseWillBeUsed!({
        cacheName: 'kr-api-data-v1',
        request,
        cachedResponse: undefined,
        event: undefined as never,
        state: {},
      }),
    ).toBeUndefined();
  });
});

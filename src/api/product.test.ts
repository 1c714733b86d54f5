// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSimilar, fetchViewed } from './product';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const card = { id: 5, base_product_id: 3, title: 'Олія' };

let requests: Request[] = [];
let answer: () => Promise<Response>;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', (request: Request) => {
    requests.push(request);
    return answer();
  });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

describe('docs/product-rules.md#errors-and-notices: similar lists that fail to load are only logged and stay empty', () => {
  it.each<[string, () => Promise<Response>]>([
    ['a server error', async () => json({ message: 'Щось пішло не так' }, 500)],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s', async (_name, failure) => {
    answer = failure;
    expect(await fetchSimilar(1)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    // The viewed list's failure is its caller's: it falls back to the cards the device kept (stores/viewed).
    await expect(fetchViewed([{ id: 1, time: 1 }])).rejects.toThrow();
  });

  it('pass the answer through when it loads', async () => {
    answer = async () => json({ data: [card] });
    expect(await fetchSimilar(1)).toEqual([card]);
    expect(requests[0]!.url).toMatch(/\/api\/product\/1\/similar$/);
  });

  it('send the stored viewed records as they are, and skip the call when there are none', async () => {
    answer = async () => json({ data: [card] });
    expect(await fetchViewed([])).toEqual([]);
    expect(requests).toHaveLength(0);
    await fetchViewed([
      { id: 5, time: 20 },
      { id: 7, time: 10 },
    ]);
    expect(requests[0]!.method).toBe('POST');
    expect(await requests[0]!.json()).toEqual({
      ids: [
        { id: 5, time: 20 },
        { id: 7, time: 10 },
      ],
    });
  });
});

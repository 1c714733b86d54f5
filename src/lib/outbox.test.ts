import { clear, createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueue, flush, onOutboxResult, outboxEntry, queued, type OutboxRequest, type OutboxResult } from './outbox';

type Call = { url: string; init: RequestInit };

/** Requests that reached the server. */
let calls: Call[];
/** What the server answers next; 201 when nothing is said. */
let answers: Array<Response | Promise<Response>>;
let online: boolean;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

beforeEach(async () => {
  await clear(createStore('kramnytsia-outbox', 'entries'));
  calls = [];
  answers = [];
  goOnline(true);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (!online) throw new TypeError('Failed to fetch');
    calls.push({ url, init });
    return answers.shift() ?? json(201, { ok: true });
  });
});

function goOnline(value: boolean) {
  online = value;
  // Node has no navigator of its own.
  vi.stubGlobal('navigator', { onLine: value });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const write = (n: number, scope = 'test'): OutboxRequest => ({ method: 'POST', url: `/api/thing/${n}`, body: { type: 'json', value: { n } }, scope });
const keyOf = (call: Call) => new Headers(call.init.headers).get('Idempotency-Key');

describe('outbox', () => {
  it('sends queued writes in the order they were made, each with its own key', async () => {
    for (const n of [1, 2, 3]) await enqueue(write(n));
    await flush();
    expect(calls.map((c) => c.url)).toEqual(['/api/thing/1', '/api/thing/2', '/api/thing/3']);
    expect(calls.map((c) => c.init.body)).toEqual(['{"n":1}', '{"n":2}', '{"n":3}']);
    expect(new Set(calls.map(keyOf)).size).toBe(3);
    expect(calls.every((c) => /^[\w-]{8,128}$/.test(keyOf(c)!))).toBe(true);
    expect(await queued()).toEqual([]);
  });

  it('sends each write once when flushes are started together', async () => {
    let release!: () => void;
    answers = [new Promise<Response>((resolve) => (release = () => resolve(json(201, {}))))];
    const entry = await enqueue(write(1));
    const flushes = [flush(), flush(), flush()];
    release();
    await Promise.all(flushes);
    await flush();
    expect(calls).toHaveLength(1);
    expect(keyOf(calls[0]!)).toBe(entry.key);
  });

  it('keeps a write while the network is down and sends it with the same key later', async () => {
    goOnline(false);
    const entry = await enqueue(write(1));
    await flush();
    expect(await queued()).toEqual([entry]);
    expect(calls).toEqual([]);

    goOnline(true);
    await flush();
    expect(calls.map(keyOf)).toEqual([entry.key]);
    expect(await queued()).toEqual([]);
  });

  it('waits after a server error or rate limit, holding back the writes behind it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let release!: () => void;
    answers = [new Promise((resolve) => (release = () => resolve(json(503, { message: 'down' })))), json(429, { message: 'slow down' }, { 'retry-after': '7' })];
    await enqueue(write(1));
    await enqueue(write(2));
    const first = flush();
    release();
    await first;
    expect(calls.map((c) => c.url)).toEqual(['/api/thing/1']);
    expect((await queued()).map((e) => e.url)).toEqual(['/api/thing/1', '/api/thing/2']);

    // The retry comes by itself after a pause; the 429 then asks for its own 7 seconds.
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    expect((await queued()).map((e) => e.url)).toEqual(['/api/thing/1', '/api/thing/2']);
    await vi.advanceTimersByTimeAsync(7_000);
    await vi.waitFor(async () => expect(await queued()).toEqual([]));
    expect(calls.map((c) => c.url)).toEqual(['/api/thing/1', '/api/thing/1', '/api/thing/1', '/api/thing/2']);
  });

  it('drops a write the server refused for good and tells its scope why', async () => {
    const heard: OutboxResult[] = [];
    const stop = onOutboxResult('reviews', (r) => heard.push(r));
    const refusal = { message: 'Перевірте правильність заповнення полів', errors: { text: ["Обов'язкове поле"] } };
    answers = [json(400, refusal), json(201, { data: { id: 7 } })];
    const refused = await enqueue(write(1, 'reviews'));
    const accepted = await enqueue(write(2, 'reviews'));
    await flush();
    stop();
    expect(heard).toEqual([
      { entry: refused, status: 400, body: refusal },
      { entry: accepted, status: 201, body: { data: { id: 7 } } },
    ]);
    expect(await queued()).toEqual([]);
  });

  it('keeps results for a scope nobody listens to yet and hands them over on subscribing', async () => {
    const entry = await enqueue(write(1, 'later'));
    await flush();
    const heard: OutboxResult[] = [];
    onOutboxResult('later', (r) => heard.push(r))();
    expect(heard).toEqual([{ entry, status: 201, body: { ok: true } }]);
  });

  it('keeps files as Blobs and sends them as a multipart form', async () => {
    goOnline(false);
    const photo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const entry = outboxEntry({
      method: 'POST',
      url: '/api/product/5/reviews',
      scope: 'reviews',
      headers: { 'accept-language': 'ru' },
      body: { type: 'multipart', parts: [{ name: 'text', value: 'Добре' }, { name: 'photos[]', file: photo, fileName: 'cat.png' }] },
    });
    await enqueue(entry);
    await flush();
    const [stored] = await queued('reviews');
    const storedPart = stored!.body!.type === 'multipart' ? stored!.body!.parts[1] : undefined;
    expect(storedPart && 'file' in storedPart && storedPart.file.size).toBe(4);

    goOnline(true);
    await flush();
    const form = calls[0]!.init.body as FormData;
    expect(form.get('text')).toBe('Добре');
    const file = form.get('photos[]') as File;
    expect(file.name).toBe('cat.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect(new Headers(calls[0]!.init.headers).get('accept-language')).toBe('ru');
    expect(keyOf(calls[0]!)).toBe(entry.key);
  });
});

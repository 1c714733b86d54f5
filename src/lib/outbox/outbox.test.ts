import { clear, createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operation } from '../operation';
import { urlOf } from './request';
import {
  enqueue,
  flush,
  onOutboxResult,
  outboxEntry,
  queued,
  sendInTurn,
  sendWithHeaders,
  startOutbox,
  withinLimits,
  type OutboxEntry,
  type OutboxRequest,
  type OutboxResult,
} from '.';
import { keepWorkerResult, takeWorkerResults, workerResultsStore } from './queue';
import { OUTBOX_KEPT } from '../storage-limits';

/** A request as the server saw it: its path, and the request itself for headers and body. */
// This file runs in Node, where a Blob read back from IndexedDB is still a Blob (a test DOM's is not); the client
// only needs the page's address and its cookies from a browser.
vi.hoisted(() => Object.assign(globalThis, { location: new URL('http://localhost/'), document: { cookie: '' } }));

type Call = { url: string; request: Request };

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
  vi.stubGlobal('fetch', async (request: Request) => {
    if (!online) throw new TypeError('Failed to fetch');
    calls.push({ url: new URL(request.url).pathname, request });
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

/** A write to product n's complaint form, one of many the contract types. */
const write = (n: number, scope = 'test'): OutboxRequest => ({
  operation: operation('post', '/api/product/{id}/complaint', { params: { path: { id: n } }, body: { reason: 'other', text: `${n}` } }),
  scope,
});
const thing = (n: number) => `/api/product/${n}/complaint`;
const keyOf = (call: Call) => call.request.headers.get('Idempotency-Key');

describe('outbox', () => {
  it('sends queued writes in the order they were made, each with its own key', async () => {
    for (const n of [1, 2, 3]) await enqueue(write(n));
    await flush();
    expect(calls.map((c) => c.url)).toEqual([thing(1), thing(2), thing(3)]);
    expect(await Promise.all(calls.map((c) => c.request.json()))).toEqual([1, 2, 3].map((n) => ({ reason: 'other', text: `${n}` })));
    expect(new Set(calls.map(keyOf)).size).toBe(3);
    expect(calls.every((c) => /^[\w-]{8,128}$/.test(keyOf(c)!))).toBe(true);
    expect(await queued()).toEqual([]);
  });

  it('replays a typed operation through the client: its path, parameters, body and Idempotency-Key', async () => {
    goOnline(false);
    const entry = await enqueue({
      operation: operation('post', '/api/checkout/create-orders', {
        params: { header: { 'cart-session': 'c'.repeat(32) } },
        body: { customer_data: { name: 'Олена' } } as never,
      }),
      headers: { 'accept-language': 'ru' },
      scope: 'checkout',
    });
    await flush();
    expect(calls).toEqual([]);

    goOnline(true);
    await flush();
    expect(calls.map((c) => [c.request.method, c.url])).toEqual([['POST', '/api/checkout/create-orders']]);
    const { headers } = calls[0]!.request;
    expect(headers.get('Idempotency-Key')).toBe(entry.key);
    expect(headers.get('cart-session')).toBe('c'.repeat(32));
    expect(headers.get('accept-language')).toBe('ru');
    expect(headers.get('content-type')).toBe('application/json');
    expect(await calls[0]!.request.json()).toEqual({ customer_data: { name: 'Олена' } });
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
    answers = [
      new Promise((resolve) => (release = () => resolve(json(503, { message: 'down' })))),
      json(429, { message: 'slow down' }, { 'retry-after': '7' }),
    ];
    await enqueue(write(1));
    await enqueue(write(2));
    const first = flush();
    release();
    await first;
    expect(calls.map((c) => c.url)).toEqual([thing(1)]);
    expect((await queued()).map((e) => urlOf(e.operation))).toEqual([thing(1), thing(2)]);

    // The retry comes by itself after a pause; the 429 then asks for its own 7 seconds.
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    expect((await queued()).map((e) => urlOf(e.operation))).toEqual([thing(1), thing(2)]);
    await vi.advanceTimersByTimeAsync(7_000);
    await vi.waitFor(async () => expect(await queued()).toEqual([]));
    expect(calls.map((c) => c.url)).toEqual([thing(1), thing(1), thing(1), thing(2)]);
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

  it('hands the answers the service worker got while no page was open to their scopes when a page starts', async () => {
    const entry = outboxEntry(write(7, 'worker'));
    await keepWorkerResult(workerResultsStore(), { entry, status: 201, body: { ok: true } });
    vi.stubGlobal('window', { addEventListener: () => undefined });
    vi.stubGlobal('document', { cookie: '', visibilityState: 'visible', addEventListener: () => undefined });
    const heard: OutboxResult[] = [];
    onOutboxResult('worker', (r) => heard.push(r));
    startOutbox();
    await vi.waitFor(() => expect(heard).toEqual([{ entry, status: 201, body: { ok: true } }]));
    expect(await takeWorkerResults(workerResultsStore())).toEqual([]);
  });

  it('keeps with each write the headers of the moment it was made: language, page and city', async () => {
    const page = (address: string, cookie: string) => Object.assign(globalThis, { location: new URL(address), document: { cookie } });
    page('http://localhost/ru/product/7', 'city=5');
    const entry = outboxEntry(write(8));
    page('http://localhost/', '');
    goOnline(false);
    await enqueue(entry);
    goOnline(true);
    await flush();
    expect([calls[0]!.request.headers.get('original-url'), calls[0]!.request.headers.get('accept-city')]).toEqual(['/product/7', '5']);
  });

  it('sends a scope’s writes with the headers it reads when each leaves, over those fixed when queued', async () => {
    let session = '';
    sendWithHeaders('with-session', (): Record<string, string> => (session ? { 'cart-session': session } : {}));
    goOnline(false);
    await enqueue(write(1, 'with-session'));
    await enqueue(write(2, 'with-session'));
    await enqueue(write(3));
    // The first answer starts the session the writes after it must carry.
    onOutboxResult('with-session', () => {
      session = 's'.repeat(32);
    });
    goOnline(true);
    await flush();
    expect(calls.map((c) => [c.url, c.request.headers.get('cart-session'), c.request.headers.get('accept-language')])).toEqual([
      [thing(1), null, 'uk'],
      [thing(2), 's'.repeat(32), 'uk'],
      [thing(3), null, 'uk'],
    ]);
  });

  it('sends a write in its turn: behind those queued before it, answered to its scope before it resolves', async () => {
    goOnline(false);
    await enqueue(write(1, 'turns'));
    goOnline(true);
    const heard: number[] = [];
    onOutboxResult('turns', async ({ entry }) => {
      await Promise.resolve();
      heard.push(Number(entry.operation.params?.path?.id));
    });
    const { waiting } = await sendInTurn(write(2, 'turns'));
    expect([waiting, heard, calls.map((c) => c.url)]).toEqual([false, [1, 2], [thing(1), thing(2)]]);
    goOnline(false);
    expect((await sendInTurn(write(3, 'turns'))).waiting).toBe(true);
  });

  it('keeps files as Blobs and sends them as a multipart form', async () => {
    goOnline(false);
    const photo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const entry = outboxEntry({
      operation: operation('post', '/api/product/{id}/reviews', {
        params: { path: { id: 5 } },
        form: [
          { name: 'text', value: 'Добре' },
          { name: 'photos[]', file: photo, fileName: 'cat.png' },
        ],
      }),
      scope: 'reviews',
      headers: { 'accept-language': 'ru' },
    });
    await enqueue(entry);
    await flush();
    const [stored] = await queued('reviews');
    const storedPart = stored!.operation.form?.[1];
    expect(storedPart && 'file' in storedPart && storedPart.file.size).toBe(4);

    goOnline(true);
    await flush();
    expect(calls[0]!.url).toBe('/api/product/5/reviews');
    const form = await calls[0]!.request.formData();
    expect(form.get('text')).toBe('Добре');
    const file = form.get('photos[]') as File;
    expect(file.name).toBe('cat.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect(calls[0]!.request.headers.get('accept-language')).toBe('ru');
    expect(keyOf(calls[0]!)).toBe(entry.key);
  });
});

describe('outbox limits (src/lib/storage-limits.ts)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const NOW = 100 * DAY;
  const made = (n: number, daysAgo: number): OutboxEntry => ({
    ...outboxEntry(write(n)),
    id: String(n).padStart(3, '0'),
    createdAt: NOW - daysAgo * DAY,
  });
  const ids = (entries: OutboxEntry[]) => entries.map((e) => Number(e.id));

  it.each<{ name: string; entries: OutboxEntry[]; kept: number[]; handedBack: number[] }>([
    { name: 'nothing queued', entries: [], kept: [], handedBack: [] },
    { name: 'fresh writes all stay', entries: [made(1, 3), made(2, 0)], kept: [1, 2], handedBack: [] },
    { name: 'a write of exactly 30 days stays', entries: [made(1, 30)], kept: [1], handedBack: [] },
    { name: 'a write older than 30 days goes back', entries: [made(1, 31), made(2, 1)], kept: [2], handedBack: [1] },
    {
      name: 'beyond 20 waiting, the newest go back',
      entries: Array.from({ length: 22 }, (_, i) => made(i + 1, 1)),
      kept: Array.from({ length: 20 }, (_, i) => i + 1),
      handedBack: [21, 22],
    },
    {
      name: 'an old write does not count against the twenty',
      entries: [made(1, 40), ...Array.from({ length: 20 }, (_, i) => made(i + 2, 1))],
      kept: Array.from({ length: 20 }, (_, i) => i + 2),
      handedBack: [1],
    },
  ])('$name', ({ entries, kept, handedBack }) => {
    const result = withinLimits(entries, NOW);
    expect(ids(result.kept)).toEqual(kept);
    expect(ids(result.handedBack)).toEqual(handedBack);
  });

  it('are 20 writes and 30 days', () => {
    expect(OUTBOX_KEPT).toEqual({ entries: 20, maxAgeMs: 30 * DAY });
  });

  it('hands a write back to its scope, unsent, once it waited past the age limit', async () => {
    const heard: OutboxResult[] = [];
    const stop = onOutboxResult('late', (r) => heard.push(r));
    goOnline(false);
    const old = await enqueue({ ...outboxEntry(write(1, 'late')), createdAt: Date.now() - OUTBOX_KEPT.maxAgeMs - 1 });
    const recent = await enqueue(write(2, 'late'));
    expect(await queued()).toEqual([recent]);
    goOnline(true);
    await flush();
    stop();
    expect(calls.map((c) => c.url)).toEqual([thing(2)]);
    expect(heard).toEqual([
      { entry: old, expired: true },
      { entry: recent, status: 201, body: { ok: true } },
    ]);
  });
});

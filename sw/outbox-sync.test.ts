import { clear } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTBOX_ENTRY } from '../src/lib/outbox/entry';
import { outboxStore, takeWorkerResults, workerResultsStore, type OutboxEntry } from '../src/lib/outbox/queue';
import { writeIndexedDb } from '../src/lib/storage';
import { sendOutboxInWorker, type OutboxSyncScope } from './outbox-sync';

const ORIGIN = 'https://kramnytsia.example';

function queuedWrite(n: number, productId: number): OutboxEntry {
  return {
    id: `${String(1_700_000_000_000 + n).padStart(15, '0')}-00000${n}`,
    key: `key-${n}`,
    createdAt: Date.now(),
    scope: 'reviews',
    headers: { 'accept-language': 'ru', 'original-url': `/product/${productId}` },
    operation: {
      method: 'post',
      path: '/api/product/{id}/reviews',
      params: { path: { id: productId } },
      form: [{ name: 'text', value: `Отзыв ${n}` }],
    },
  };
}

/** A worker whose network answers each request with the next answer (or fails), and whose one open page listens. */
function worker(answers: (() => Response)[]) {
  const sent: Request[] = [];
  const told: unknown[] = [];
  const scope: OutboxSyncScope = {
    origin: ORIGIN,
    clients: {
      matchAll: async () => [{ postMessage: (message: unknown) => told.push(message) }] as unknown as readonly WindowClient[],
    } as OutboxSyncScope['clients'],
    locks: { request: ((_name: string, job: () => Promise<unknown>) => job()) as LockManager['request'] },
    fetch: (async (request: Request) => {
      sent.push(request);
      const answer = answers.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    }) as typeof fetch,
  };
  return { scope, sent, told };
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(async () => {
  await Promise.all([clear(outboxStore()), clear(workerResultsStore())]);
});

describe('Background Sync in the worker', () => {
  it('sends the queue in order with each write’s headers and key, keeps the answers for the next page and tells the open one', async () => {
    for (const entry of [queuedWrite(1, 5), queuedWrite(2, 6)]) await writeIndexedDb(outboxStore(), entry.id, OUTBOX_ENTRY, entry);
    const { scope, sent, told } = worker([() => json({ data: { id: 41 } }, 201), () => json({ message: 'Отзыв уже есть' }, 409)]);
    await sendOutboxInWorker(scope);

    expect(
      sent.map((r) => [r.method, r.url, r.headers.get('idempotency-key'), r.headers.get('accept-language'), r.headers.get('original-url')]),
    ).toEqual([
      ['POST', `${ORIGIN}/api/product/5/reviews`, 'key-1', 'ru', '/product/5'],
      ['POST', `${ORIGIN}/api/product/6/reviews`, 'key-2', 'ru', '/product/6'],
    ]);
    expect((await sent[0]!.formData()).get('text')).toBe('Отзыв 1');
    const results = await takeWorkerResults(workerResultsStore());
    expect(results.map((r) => [r.entry.key, r.expired ? 'expired' : r.status, r.expired ? null : r.body])).toEqual([
      ['key-1', 201, { data: { id: 41 } }],
      ['key-2', 409, { message: 'Отзыв уже есть' }],
    ]);
    expect(told).toHaveLength(1);
    expect(await takeWorkerResults(workerResultsStore())).toEqual([]);
  });

  it('stops at a write that must wait, keeping it and the ones after it, and fails the sync so the browser tries again', async () => {
    for (const entry of [queuedWrite(1, 5), queuedWrite(2, 6), queuedWrite(3, 7)])
      await writeIndexedDb(outboxStore(), entry.id, OUTBOX_ENTRY, entry);
    const { scope, sent } = worker([
      () => json({ data: { id: 42 } }, 201),
      () => new Response(null, { status: 503, headers: { 'retry-after': '30' } }),
    ]);
    await expect(sendOutboxInWorker(scope)).rejects.toThrow(/must wait/);
    expect(sent).toHaveLength(2);
    expect((await takeWorkerResults(workerResultsStore())).map((r) => r.entry.key)).toEqual(['key-1']);

    // Offline again: nothing is answered, nothing is lost.
    const offline = worker([]);
    await expect(sendOutboxInWorker(offline.scope)).rejects.toThrow(/must wait/);
    expect(offline.told).toEqual([]);
    const retried = worker([() => json({ data: { id: 43 } }, 201), () => json({ data: { id: 44 } }, 201)]);
    await sendOutboxInWorker(retried.scope);
    expect(retried.sent.map((r) => r.headers.get('idempotency-key'))).toEqual(['key-2', 'key-3']);
  });
});

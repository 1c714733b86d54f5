// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukErrors from '../../locales/uk/errors.json';
import { api, ApiFailure, EmptyDataError, READ_BACKOFF, retried, unwrap } from './api';
import { i18next } from './i18n';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

let calls: { method: string; at: number }[];
let answers: (() => Response)[];

beforeAll(async () => {
  await i18next.init({ lng: 'uk', resources: { uk: { errors: ukErrors } }, interpolation: { escapeValue: false } });
});

beforeEach(() => {
  vi.useFakeTimers();
  // the longest wait each time, so the moments of the tries are known
  vi.spyOn(Math, 'random').mockReturnValue(1);
  calls = [];
  answers = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push({ method: request.method, at: Date.now() });
    return (answers.shift() ?? (() => json({ data: [] })))();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A cabinet read, whose answer is a page of `data`; asked again after a passing failure only with `retried`. */
const promoCodes = (options: Partial<typeof retried> = retried) =>
  api.GET('/api/customer/promo-codes', { ...options, params: { query: { page: 1 } } });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE'): Promise<{ response: Response }> =>
  method === 'GET'
    ? promoCodes()
    : method === 'POST'
      ? api.POST('/api/customer/contacts', { body: { name: 'Оксана', surname: 'Мельник', patronymic: '', phone: '380671234567' } })
      : method === 'PUT'
        ? api.PUT('/api/customer/update/email', { body: { email: 'o@example.com' } })
        : api.DELETE('/api/customer/pets/{id}', { params: { path: { id: 1 } } });

/** Lets every wait run out; answers the tries made and the last status. */
async function settle(pending: Promise<{ response: Response }>) {
  await vi.advanceTimersByTimeAsync(60_000);
  const { response } = await pending;
  return { tries: calls.length, status: response.status };
}

describe('safe reads are asked again after a passing failure', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('GET answered %i is tried again a few times, then reported', async (status) => {
    answers = Array.from({ length: 10 }, () => () => json({ message: 'busy' }, status));
    expect(await settle(call('GET'))).toEqual({ tries: 1 + READ_BACKOFF.retries, status });
  });

  it.each([408, 429, 503])('GET answered %i without the retried option goes once', async (status) => {
    answers = Array.from({ length: 10 }, () => () => json({ message: 'busy' }, status));
    expect(await settle(promoCodes({}))).toEqual({ tries: 1, status });
  });

  it.each([400, 401, 403, 404, 422, 501])('GET answered %i is not asked again', async (status) => {
    answers = [() => json({ message: 'no' }, status)];
    expect(await settle(call('GET'))).toEqual({ tries: 1, status });
  });

  it.each([
    ['POST', 503],
    ['PUT', 503],
    ['DELETE', 503],
    ['POST', 429],
    ['PUT', 500],
    ['DELETE', 504],
  ] as const)('%s answered %i is never repeated', async (method, status) => {
    answers = Array.from({ length: 10 }, () => () => json({ message: 'busy' }, status));
    expect(await settle(call(method))).toEqual({ tries: 1, status });
  });

  it('waits longer each time, with jitter under a growing ceiling, and answers the first success', async () => {
    answers = [
      () => json({ message: 'busy' }, 503),
      () => json({ message: 'busy' }, 502),
      () => json({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } }),
    ];
    const start = Date.now();
    const result = call('GET');
    await vi.advanceTimersByTimeAsync(399);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(800);
    expect(calls.map((c) => c.at - start)).toEqual([0, 400, 1_200]);
    expect((await result).response.status).toBe(200);
  });

  it('waits as long as Retry-After says, in seconds or as a date', async () => {
    // HTTP dates have whole seconds
    vi.setSystemTime(Date.parse('2026-03-01T10:00:00Z'));
    const start = Date.now();
    answers = [
      () => json({ message: 'slow down' }, 429, { 'retry-after': '2' }),
      () => json({ message: 'down' }, 503, { 'retry-after': new Date(start + 5_000).toUTCString() }),
      () => json({ data: [] }),
    ];
    await settle(call('GET'));
    expect(calls.map((c) => c.at - start)).toEqual([0, 2_000, 5_000]);
  });

  it('does not wait for a Retry-After longer than a shopper should', async () => {
    answers = [() => json({ message: 'slow down' }, 429, { 'retry-after': '60' })];
    expect(await settle(call('GET'))).toEqual({ tries: 1, status: 429 });
  });

  it('does not retry a failed network: offline answers at once', async () => {
    vi.stubGlobal('fetch', async () => {
      calls.push({ method: 'GET', at: Date.now() });
      throw new TypeError('Failed to fetch');
    });
    const failure = unwrap(promoCodes(), 'offline').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await failure).toMatchObject({ status: 0, message: 'offline' });
    expect(calls).toHaveLength(1);
  });
});

describe("a successful answer without its data is the 'Empty data error'", () => {
  const read = () => unwrap(promoCodes(), 'offline');

  it.each([
    ['an empty body', () => new Response(null, { status: 200, headers: { 'content-length': '0' } })],
    ['a null body', () => json(null)],
    ['a null data', () => json({ data: null })],
  ])('%s', async (_, answer) => {
    answers = [answer];
    const error = await read().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmptyDataError);
    expect(error).toBeInstanceOf(ApiFailure);
    expect((error as EmptyDataError).message).toBe('Empty data error');
    // the notice speaks the shopper's language
    expect((error as EmptyDataError).body).toEqual({ message: ukErrors.emptyData });
    expect((error as EmptyDataError).status).toBe(200);
  });

  it.each([
    ['an empty list', { data: [] }],
    ['data of its own', { data: [{ id: 1 }], meta: { total: 1 } }],
    ['an answer that has no data member', { orders: [] }],
  ])('%s is data', async (_, body) => {
    answers = [() => json(body)];
    await expect(read()).resolves.toEqual(body);
  });
});

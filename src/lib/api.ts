import createClient, { type Middleware } from 'openapi-fetch';
import { splitLang, type Lang } from '../domain/paths';
import type { paths } from './api-schema';
import { readCookie } from './cookies';
import { i18next } from './i18n';
import { nextWait, retryAfterMs, retrying, type Backoff } from './retry';
import { rememberStoredTime, storedTimeOf } from './stored-copy';

/** The body of every error answer (docs/product-rules.md#errors-and-notices). */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** A call that did not succeed: the server's answer, or status 0 when the network failed. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

let currentLang: Lang = 'uk';
export function setApiLang(lang: Lang): void {
  currentLang = lang;
}
/** The language the API answers in now. */
export const apiLang = (): Lang => currentLang;

/** docs/product-rules.md: what every call to the API says besides Accept: the language, the page, the shopper's city. */
export function callHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': currentLang };
  // On the server the transport names the page and forwards the shopper's cookies itself.
  if (typeof document === 'undefined') return headers;
  headers['original-url'] = splitLang(location.pathname).path;
  const city = readCookie('city');
  if (city) headers['Accept-City'] = city;
  return headers;
}

const standardHeaders: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept', 'application/json');
    // A write queued offline keeps the headers of the moment it was made.
    for (const [name, value] of Object.entries(callHeaders())) if (!request.headers.has(name)) request.headers.set(name, value);
    return request;
  },
};

/** Answers after which asking again may succeed: a timeout, a conflict, "too early", rate limiting, a server or gateway down. */
const PASSING_FAILURES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** Only reads are asked again here; writes that may be repeated carry an Idempotency-Key and retry in their own flow. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** Three more tries within a few seconds: a page should show its data or its failure soon. */
export const READ_BACKOFF: Backoff = { retries: 3, baseMs: 400, maxMs: 4_000 };

/**
 * Sends a request; a read that met a passing failure goes again after a backoff wait (or the Retry-After
 * the server named). A failed network is not retried: offline, the service worker's copy or the offline
 * notice should answer at once. Only calls that ask for it (`retried`) go through here.
 */
function fetchRetrying(request: Request): Promise<Response> {
  if (!SAFE_METHODS.has(request.method)) return send(request);
  return retrying(
    () => send(request.clone()),
    (outcome, n) => {
      if (!outcome.ok || !PASSING_FAILURES.has(outcome.value.status)) return null;
      const wait = nextWait(n, READ_BACKOFF, retryAfterMs(outcome.value.headers.get('Retry-After')));
      // An answer that is asked again is dropped unread, which frees its connection.
      if (wait !== null) void outcome.value.body?.cancel();
      return wait;
    },
    request.signal,
  );
}

// fetch is looked up per call so tests (and the service worker bridge) can replace it.
let send: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request);

/**
 * A server render asks its own API in-process: the server hands its transport here, which answers each
 * request for the shopper whose page is being rendered.
 */
export function sendApiRequestsWith(transport: (request: Request) => Promise<Response>): void {
  send = transport;
}

/**
 * A request built from data (a write of the outbox, src/lib/outbox/request.ts), sent as every call goes: with the
 * headers every call carries (those it was made with win) and through the same transport.
 */
export async function sendBuilt(request: Request): Promise<Result<unknown>> {
  for (const [name, value] of Object.entries(callHeaders())) if (!request.headers.has(name)) request.headers.set(name, value);
  const response = await send(request);
  const body: unknown = response.headers.get('content-type')?.includes('json') ? await response.json().catch(() => undefined) : undefined;
  return response.ok ? { data: body, response } : { error: body, response };
}

/**
 * The per-call option that has an idempotent GET asked again after a passing failure (docs/product-rules.md#errors-and-notices
 * "only if configured"): `api.GET(path, { ...retried, params })`. Every other call goes once.
 */
export const retried = { fetch: fetchRetrying } as const;

export const api = createClient<paths>({
  // The server has no page address; its transport reads only the path.
  baseUrl: typeof location === 'undefined' ? 'http://server.invalid' : location.origin,
  fetch: (request) => send(request),
});
api.use(standardHeaders);

/**
 * A successful answer without the data it stands for: no body, or an empty `data`. Its message is the
 * 'Empty data error' of the rules (what logs and reports read); the shopper's notice says it in words.
 */
export class EmptyDataError extends ApiFailure {
  constructor(status: number) {
    super(status, { message: i18next.t('errors:emptyData') });
    this.message = 'Empty data error';
  }
}

const isEmpty = (body: unknown) =>
  body === undefined || body === null || (typeof body === 'object' && 'data' in body && (body.data === undefined || body.data === null));

/** What the typed client answers: the parsed body under `data` (success) or `error` (refusal). */
export type Result<T> = { data?: T; error?: unknown; response: Response };

/** A refusal with the server's texts; `fallback` speaks when the answer had none. */
export function apiFailure(status: number, body: unknown, fallback: string): ApiFailure {
  const texts = (typeof body === 'object' ? body : null) as Partial<ErrorBody> | null;
  return new ApiFailure(status, { message: texts?.message ?? fallback, errors: texts?.errors });
}

/** Turns an openapi-fetch result into data or an ApiFailure carrying the server's message. */
export async function unwrap<T>(call: Promise<Result<T>>, networkMessage: string): Promise<T> {
  let result: Result<T>;
  try {
    result = await call;
  } catch {
    throw new ApiFailure(0, { message: networkMessage });
  }
  if (result.response.ok) {
    if (isEmpty(result.data)) throw new EmptyDataError(result.response.status);
    // The service worker's stored copy answered: the screen says how old it is.
    const storedAt = storedTimeOf(result.response);
    if (storedAt !== null) rememberStoredTime(result.data, storedAt);
    return result.data!;
  }
  throw apiFailure(result.response.status, result.error, networkMessage);
}

import createClient, { type Middleware } from 'openapi-fetch';
import { splitLang, type Lang } from '../domain/paths';
import type { paths } from './api-schema';
import { readCookie } from './cookies';

/** The body of every error answer (DESIGN "API conventions"). */
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

/** SPEC section 7: the headers every call to the API carries. */
const standardHeaders: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept', 'application/json');
    request.headers.set('accept-language', currentLang);
    request.headers.set('original-url', splitLang(location.pathname).path);
    const city = readCookie('city');
    if (city) request.headers.set('Accept-City', city);
    return request;
  },
};

export const api = createClient<paths>({
  baseUrl: location.origin,
  // Resolved per call so tests (and the service worker bridge) can replace fetch.
  fetch: (request) => globalThis.fetch(request),
});
api.use(standardHeaders);

type Result<T> = { data?: T; error?: unknown; response: Response };

/** Turns an openapi-fetch result into data or an ApiFailure carrying the server's message. */
export async function unwrap<T>(call: Promise<Result<T>>, networkMessage: string): Promise<T> {
  let result: Result<T>;
  try {
    result = await call;
  } catch {
    throw new ApiFailure(0, { message: networkMessage });
  }
  if (result.data !== undefined && result.response.ok) return result.data;
  const body = result.error as Partial<ErrorBody> | undefined;
  throw new ApiFailure(result.response.status, { message: body?.message ?? networkMessage, errors: body?.errors });
}

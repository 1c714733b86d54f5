import type { paths } from './api-schema';

/**
 * A write kept as data: the path and method of the contract with its parameters and body. The outbox stores
 * it in IndexedDB and replays it; a write sent at once goes the same way (src/lib/outbox/request.ts builds the
 * request, for the page and the service worker alike).
 */

export type WriteMethod = 'post' | 'put' | 'patch' | 'delete';

/** A form field, or a file kept as a Blob: a FormData does not survive IndexedDB, its parts do. */
export type FormPart = { name: string; value: string } | { name: string; file: Blob; fileName: string };

export interface Operation {
  method: WriteMethod;
  path: string;
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown>; header?: Record<string, string> };
  body?: unknown;
  /** multipart fields, for a write the contract types no JSON body for (a review with its photos) */
  form?: FormPart[];
}

export type PathsWith<M extends WriteMethod> = { [P in keyof paths]: paths[P][M] extends undefined ? never : P }[keyof paths];

/** The contract's parameters, without the Idempotency-Key: every write gets its own when it is sent. */
type ParamsOf<Ps> = { [K in keyof Ps as K extends 'header' ? never : K]: Ps[K] } & (Ps extends { header?: infer H }
  ? [NonNullable<H>] extends [never]
    ? { header?: never }
    : { header?: Omit<NonNullable<H>, 'idempotency-key'> }
  : unknown);

type BodyOf<Op> = Op extends { requestBody?: never }
  ? { body?: never }
  : Op extends { requestBody: { content: { 'application/json': infer B } } }
    ? { body: B }
    : Op extends { requestBody?: { content: { 'application/json': infer B } } }
      ? { body?: B }
      : { body?: never };

export type InitOf<Op> = Op extends { parameters: infer Ps } ? { params?: ParamsOf<Ps> } & BodyOf<Op> & { form?: FormPart[] } : never;

/** An operation as the contract types it: a wrong path, method, parameter or body does not compile. */
export function operation<M extends WriteMethod, P extends PathsWith<M>>(
  method: M,
  path: P,
  init: InitOf<NonNullable<paths[P][M]>>,
): Operation {
  return { method, path, ...(init as Omit<Operation, 'method' | 'path'>) };
}

/** The answer to a write sent as data, as the typed client answers (api.ts `Result`): its body is known once read. */
export type Sent = { data?: unknown; error?: unknown; response: Response };

/** The JSON the write was answered with; null when there was none. */
export function answerBody({ data, error, response }: Sent): unknown {
  const body = response.ok ? data : error;
  return typeof body === 'object' ? body : null;
}

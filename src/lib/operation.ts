import { api, type Result } from './api';
import type { paths } from './api-schema';

/**
 * A write kept as data: the path and method of the contract with its parameters and body. The outbox stores
 * it in IndexedDB and replays it; a write sent at once goes the same way, through the typed client.
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

type PathsWith<M extends WriteMethod> = { [P in keyof paths]: paths[P][M] extends undefined ? never : P }[keyof paths];

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

type InitOf<Op> = Op extends { parameters: infer Ps } ? { params?: ParamsOf<Ps> } & BodyOf<Op> & { form?: FormPart[] } : never;

/** An operation as the contract types it: a wrong path, method, parameter or body does not compile. */
export function operation<M extends WriteMethod, P extends PathsWith<M>>(method: M, path: P, init: InitOf<NonNullable<paths[P][M]>>): Operation {
  return { method, path, ...(init as Omit<Operation, 'method' | 'path'>) };
}

/** The answer to a write sent as data: its body is known once read. */
export type Sent = Result<unknown>;

function formData(parts: readonly FormPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('file' in part) form.append(part.name, part.file, part.fileName);
    else form.append(part.name, part.value);
  }
  return form;
}

type LooseRequest = (method: WriteMethod, path: string, init: { params?: Operation['params']; body?: unknown; headers: Record<string, string> }) => Promise<Sent>;

/**
 * One attempt through the typed client, with headers of this request only (Idempotency-Key, a session read
 * at the moment of sending); throws when the network fails. The operation was typed when it was made, so
 * here it goes as data.
 */
export function send(op: Operation, headers: Record<string, string> = {}): Promise<Sent> {
  return (api.request as unknown as LooseRequest)(op.method, op.path, { params: op.params, body: op.form ? formData(op.form) : op.body, headers });
}

/** The JSON the write was answered with; null when there was none. */
export function answerBody({ data, error, response }: Sent): unknown {
  const body = response.ok ? data : error;
  return typeof body === 'object' ? body : null;
}

/** The address the operation goes to, its path parameters filled in. */
export const urlOf = (op: Operation) => op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(op.params?.path?.[name])));

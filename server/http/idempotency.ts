import { createHash, createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { compiledOnce } from '../db/compiled-query';
import { isKeyTaken } from '../db/constraint-violation';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { ApiError } from './errors';

/**
 * Writes that run once per `Idempotency-Key` (docs/decisions/0006-sessions-and-idempotent-writes.md): an offline outbox replays a write
 * after an unknown outcome, and the server answers the replay with what it answered the first time.
 */

/** Long enough for a UUID or 128 random bits in base64url; nothing that needs escaping anywhere. */
const KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** What a write answers; a route names its own statuses and body so a replay is typed like the first answer. */
export interface Answer {
  status: number;
  body: unknown;
}

/** The request's key, null when it sent none (the write then simply runs); a malformed key is a 400. */
export function idempotencyKey(req: FastifyRequest): string | null {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY.test(header)) throw new ApiError(400, 'badIdempotencyKey');
  return header;
}

/**
 * The scope of a write from a client the server holds nothing of yet (a guest's first change, before any
 * session exists). Its Idempotency-Key is all such a client sends twice, and a key is only as unique as the
 * client that made it: a faulty client may reuse one for everybody, and anyone who sees a key can copy it.
 * Scoped by the key alone, a second guest would be answered the first guest's new cart. So the scope also
 * names the client, by a keyed digest of its address and user agent (never the values: they are personal
 * data): the same browser asking again is answered what it was answered, another client with the same key
 * is a new request. A retry from a changed address runs again, which a first write can bear: it starts
 * afresh, and what the lost attempt made stays unreachable.
 */
export function newcomerScope(prefix: string, req: FastifyRequest, secret: string): string {
  const client = createHmac('sha256', secret)
    .update(`${req.ip}\n${req.headers['user-agent'] ?? ''}`)
    .digest('base64url');
  return `${prefix}:new:${client}`;
}

/**
 * What makes a request the same request: its method, path with query and parsed body. A key sent again with
 * another request is refused (422) rather than answered with the first one's answer, as the IETF Idempotency-Key
 * draft asks. A body read as a stream (a multipart form) is not parsed yet: its path and method still tell it.
 */
export function requestFingerprint(req: FastifyRequest): string {
  return createHash('sha256')
    .update(`${req.method} ${req.url}\n${JSON.stringify(req.body ?? null)}`)
    .digest('base64url');
}

const storedRow = compiledOnce((db, scope: string, key: string) =>
  db.selectFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).select(['status', 'body', 'fingerprint']),
);
const storeRow = compiledOnce(
  (db, scope: string, key: string, status: number, body: string, fingerprint: string | null, created_at: string) =>
    db.insertInto('idempotency_keys').values({ scope, key, status, body, fingerprint, created_at }),
);

/**
 * The answer stored for a key; the scope's route stored it, so it has that route's shape. A key first sent with
 * another request (by `fingerprint`) is a 422: the client reused it by mistake, and the answer is not this request's.
 */
export async function storedAnswer<A extends Answer = Answer>(db: Db, scope: string, key: string, fingerprint?: string): Promise<A | null> {
  const row = (await storedRow(db, scope, key)).rows[0];
  if (!row) return null;
  if (fingerprint !== undefined && row.fingerprint !== null && row.fingerprint !== fingerprint)
    throw new ApiError(422, 'idempotencyKeyReused');
  return { status: row.status, body: JSON.parse(row.body) } as A;
}

export interface OnceSteps<A extends Answer = Answer> {
  /** Work outside the database (saving files) before the key is looked up: a route that can tell a replay cheaply asks `storedAnswer` first. */
  prepare?: () => Promise<void>;
  /** Undoes `prepare` (a partial one too) when the write does not commit or the key was used before. */
  discard?: () => Promise<void>;
  /** The write itself; throwing (a failed check included) rolls it back and stores nothing. */
  write: (trx: Transaction<Database>) => Promise<A>;
  /** the request's `requestFingerprint`: kept with the key, and a key sent again with another one is a 422 */
  fingerprint?: string;
}

/**
 * Runs `write` at most once per (scope, key): the key is looked up, the write done and its answer stored in one
 * transaction, so a crash never leaves one without the other. A repeated key gets the stored answer (`replayed`).
 * On SQLite the transaction holds the write lock from its start, so a duplicate sent at the same moment waits and
 * then finds the winner's answer; on PostgreSQL it loses the race on the key's primary key instead, and is run
 * again as a replay. `db` may be the caller's transaction (the cart reads its answer in the same one): a lost race
 * then fails the caller's transaction, which runs it again through `againIfKeyTaken`.
 */
export async function runOnce<A extends Answer>(
  db: Db,
  scope: string,
  key: string | null,
  steps: OnceSteps<A>,
): Promise<A & { replayed: boolean }> {
  const once = async (trx: Transaction<Database>): Promise<A & { replayed: boolean }> => {
    const stored = key ? await storedAnswer<A>(trx, scope, key, steps.fingerprint) : null;
    if (stored) return { ...stored, replayed: true };
    const result = await steps.write(trx);
    if (key)
      await storeRow(trx, scope, key, result.status, JSON.stringify(result.body), steps.fingerprint ?? null, new Date().toISOString());
    return { ...result, replayed: false };
  };
  try {
    await steps.prepare?.();
    const answer = db.isTransaction ? await once(db as Transaction<Database>) : await againIfKeyTaken(() => db.transaction().execute(once));
    if (answer.replayed) await steps.discard?.();
    return answer;
  } catch (error) {
    await steps.discard?.();
    throw error;
  }
}

/** Runs `work` once more when it lost a race on an Idempotency-Key: the second time, the winner's answer is stored. */
export async function againIfKeyTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isKeyTaken(error)) return work();
    throw error;
  }
}

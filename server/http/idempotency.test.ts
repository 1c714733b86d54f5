import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { ApiError } from './errors';
import { idempotencyKey, newcomerScope, runOnce, type OnceSteps } from './idempotency';

let dir: string;
let db: Db;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kramnytsia-idem-'));
  db = await openDatabase(join(dir, 'store.db'));
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

let phoneSeq = 0;
/** A write that leaves a row to count: a new customer. */
const addCustomer = (): OnceSteps['write'] => async (trx) => {
  phoneSeq += 1;
  const { id } = await trx
    .insertInto('customers')
    .values({
      phone: `38050${String(phoneSeq).padStart(7, '0')}`,
      name: 'Idem',
      surname: '',
      patronymic: '',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { status: 201, body: { data: { id } } };
};

const customers = async () =>
  Number(
    (
      await db
        .selectFrom('customers')
        .where('name', '=', 'Idem')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const keys = async (scope: string) => (await db.selectFrom('idempotency_keys').where('scope', '=', scope).selectAll().execute()).length;

describe('runOnce', () => {
  it('runs a write once per key and replays the stored answer', async () => {
    const before = await customers();
    const first = await runOnce(db, 'test:1', 'key-aaaa-1', { write: addCustomer() });
    const again = await runOnce(db, 'test:1', 'key-aaaa-1', { write: addCustomer() });
    expect(first).toMatchObject({ status: 201, replayed: false });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await customers()).toBe(before + 1);
    expect(await keys('test:1')).toBe(1);
  });

  it('runs writes with different keys, and the same key in another scope, separately', async () => {
    const before = await customers();
    const a = await runOnce(db, 'test:2', 'key-bbbb-1', { write: addCustomer() });
    const b = await runOnce(db, 'test:2', 'key-bbbb-2', { write: addCustomer() });
    const c = await runOnce(db, 'test:3', 'key-bbbb-1', { write: addCustomer() });
    expect(new Set([a.body, b.body, c.body].map((x) => JSON.stringify(x))).size).toBe(3);
    expect(await customers()).toBe(before + 3);
  });

  it('stores nothing when the write fails, so a corrected retry with the same key runs', async () => {
    const before = await customers();
    const failing: OnceSteps['write'] = async (trx) => {
      await addCustomer()(trx);
      throw new ApiError(400, 'formInvalid', { text: ['required'] });
    };
    await expect(runOnce(db, 'test:4', 'key-cccc-1', { write: failing })).rejects.toBeInstanceOf(ApiError);
    expect(await customers()).toBe(before);
    expect(await keys('test:4')).toBe(0);
    const retry = await runOnce(db, 'test:4', 'key-cccc-1', { write: addCustomer() });
    expect(retry.replayed).toBe(false);
    expect(await customers()).toBe(before + 1);
  });

  it('answers two duplicates sent at once alike, writing once and undoing the loser’s files', async () => {
    const before = await customers();
    const discard = vi.fn(async () => {});
    const prepare = vi.fn(async () => {});
    const answers = await Promise.all([1, 2, 3].map(() => runOnce(db, 'test:5', 'key-dddd-1', { prepare, discard, write: addCustomer() })));
    expect(await customers()).toBe(before + 1);
    expect(answers.map((a) => a.body)).toEqual([answers[0]!.body, answers[0]!.body, answers[0]!.body]);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    // All three prepared before any committed (the key is looked up in the write's transaction).
    expect(prepare).toHaveBeenCalledTimes(3);
    // Every run that prepared but did not write cleaned up after itself.
    expect(discard).toHaveBeenCalledTimes(2);
  });

  it('undoes the prepared work when the write fails', async () => {
    const discard = vi.fn(async () => {});
    await expect(
      runOnce(db, 'test:6', 'key-eeee-1', { prepare: async () => {}, discard, write: async () => Promise.reject(new Error('disk full')) }),
    ).rejects.toThrow('disk full');
    expect(discard).toHaveBeenCalledOnce();
  });

  it('inside the caller’s transaction, commits with it or not at all, and replays from it', async () => {
    const before = await customers();
    await expect(
      db.transaction().execute(async (trx) => {
        await runOnce(trx, 'test:8', 'key-ffff-1', { write: addCustomer() });
        throw new Error('the caller failed after the write');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await customers()).toBe(before);
    expect(await keys('test:8')).toBe(0);
    const [first, again] = await db
      .transaction()
      .execute(async (trx) => [
        await runOnce(trx, 'test:8', 'key-ffff-1', { write: addCustomer() }),
        await runOnce(trx, 'test:8', 'key-ffff-1', { write: addCustomer() }),
      ]);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await customers()).toBe(before + 1);
  });

  it('runs every time without a key', async () => {
    const before = await customers();
    await runOnce(db, 'test:7', null, { write: addCustomer() });
    await runOnce(db, 'test:7', null, { write: addCustomer() });
    expect(await customers()).toBe(before + 2);
    expect(await keys('test:7')).toBe(0);
  });
});

describe('the Idempotency-Key header', () => {
  const req = (value?: string | string[]) =>
    ({ headers: value === undefined ? {} : { 'idempotency-key': value } }) as unknown as FastifyRequest;

  it.each([
    ['6f1c2a9e-7d54-4c1b-9a0e-2b3c4d5e6f70', true],
    ['abcdefgh', true],
    ['A_b-9'.repeat(25).slice(0, 128), true],
    ['short', false],
    ['x'.repeat(129), false],
    ['has space1', false],
    ['ключ-ключ-ключ', false],
    ['../../etc/passwd', false],
  ])('%s → %s', (key, ok) => {
    if (ok) expect(idempotencyKey(req(key))).toBe(key);
    else expect(() => idempotencyKey(req(key))).toThrow(ApiError);
  });

  it('is optional, and one key only', () => {
    expect(idempotencyKey(req())).toBeNull();
    expect(() => idempotencyKey(req(['abcdefgh1', 'abcdefgh2']))).toThrow(ApiError);
  });
});

describe('the scope of a newcomer’s first write', () => {
  const client = (ip: string, agent?: string) =>
    ({ ip, headers: agent === undefined ? {} : { 'user-agent': agent } }) as unknown as FastifyRequest;
  const scope = (req: FastifyRequest, secret = 'test-secret') => newcomerScope('cart', req, secret);

  it('is the same for the same client, and another for a client differing in address or user agent', () => {
    expect(scope(client('203.0.113.10', 'Chrome'))).toBe(scope(client('203.0.113.10', 'Chrome')));
    const scopes = [
      client('203.0.113.10', 'Chrome'),
      client('203.0.113.11', 'Chrome'),
      client('203.0.113.10', 'Firefox'),
      client('203.0.113.10'),
    ].map((req) => scope(req));
    expect(new Set(scopes).size).toBe(4);
  });

  it('keeps neither the address nor the user agent, and cannot be worked out without the secret', () => {
    const made = scope(client('203.0.113.10', 'Chrome'));
    expect(made).toMatch(/^cart:new:[A-Za-z0-9_-]{43}$/);
    expect(made).not.toContain('203.0.113.10');
    expect(scope(client('203.0.113.10', 'Chrome'), 'another-secret')).not.toBe(made);
  });
});

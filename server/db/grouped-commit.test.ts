import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './connection';
import { CHANGES_PER_COMMIT, inGroupedCommit } from './grouped-commit';
import type { Database } from './schema';

describe('changes committed together', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase(':memory:');
    await sql`create table carts (id text primary key, customer_id integer, created_at text not null, updated_at text not null)`.execute(
      db,
    );
    await sql`create table cart_items (cart_id text not null references carts (id), product_id integer not null, qty integer not null, added_at text not null)`.execute(
      db,
    );
  });
  afterAll(() => db.destroy());
  beforeEach(async () => {
    await db.deleteFrom('cart_items').execute();
    await db.deleteFrom('carts').execute();
  });

  /** A change that starts a cart and tells which transaction it ran in. */
  const startCart = (id: string, seen: Array<Transaction<Database>>, after?: (trx: Transaction<Database>) => Promise<void>) =>
    inGroupedCommit(db, async (trx) => {
      seen.push(trx);
      await trx.insertInto('carts').values({ id, customer_id: null, created_at: '2026-11-25', updated_at: '2026-11-25' }).execute();
      await after?.(trx);
      return id;
    });
  const cartIds = async () => (await db.selectFrom('carts').select('id').orderBy('id').execute()).map((row) => row.id);

  it('runs changes that arrive together in one transaction, each answering its own result', async () => {
    const seen: Array<Transaction<Database>> = [];
    expect(await Promise.all([startCart('a', seen), startCart('b', seen), startCart('c', seen)])).toEqual(['a', 'b', 'c']);
    expect(new Set(seen).size).toBe(1);
    expect(await cartIds()).toEqual(['a', 'b', 'c']);
  });

  it('waits for the work already under way, as requests read in one turn of the event loop, before it commits', async () => {
    const seen: Array<Transaction<Database>> = [];
    const first = startCart('a', seen);
    // Far more steps than SQLite's synchronous answers take to carry a lone change through its commit.
    for (let step = 0; step < 500; step++) await Promise.resolve();
    await Promise.all([first, startCart('b', seen)]);
    expect(new Set(seen).size).toBe(1);
  });

  it('starts a transaction of its own for a change that comes later', async () => {
    const seen: Array<Transaction<Database>> = [];
    await startCart('a', seen);
    await startCart('b', seen);
    expect(new Set(seen).size).toBe(2);
  });

  it(`puts at most ${CHANGES_PER_COMMIT} changes in one transaction`, async () => {
    const seen: Array<Transaction<Database>> = [];
    const ids = Array.from({ length: CHANGES_PER_COMMIT + 3 }, (_, n) => `cart-${String(n).padStart(2, '0')}`);
    await Promise.all(ids.map((id) => startCart(id, seen)));
    expect(new Set(seen).size).toBe(2);
    expect(new Set(seen.slice(0, CHANGES_PER_COMMIT)).size).toBe(1);
    expect(await cartIds()).toEqual(ids);
  });

  it('takes back only the change that failed; the others are kept', async () => {
    const seen: Array<Transaction<Database>> = [];
    const refused = new Error('refused');
    const outcomes = await Promise.allSettled([
      startCart('a', seen),
      startCart('b', seen, async () => {
        throw refused;
      }),
      startCart('c', seen),
    ]);
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 'a' },
      { status: 'rejected', reason: refused },
      { status: 'fulfilled', value: 'c' },
    ]);
    expect(new Set(seen).size).toBe(1);
    expect(await cartIds()).toEqual(['a', 'c']);
  });

  it('fails every change of a transaction whose commit fails, and keeps none of them', async () => {
    const seen: Array<Transaction<Database>> = [];
    // A foreign key checked only at the commit: the change itself succeeds, the commit is refused.
    const lineOfNoCart = async (trx: Transaction<Database>) => {
      await sql`pragma defer_foreign_keys = on`.execute(trx);
      await trx.insertInto('cart_items').values({ cart_id: 'none', product_id: 1, qty: 1, added_at: '2026-11-25' }).execute();
    };
    const outcomes = await Promise.allSettled([startCart('a', seen), startCart('b', seen, lineOfNoCart), startCart('c', seen)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(await cartIds()).toEqual([]);
    // The next change starts afresh.
    expect(await startCart('d', seen)).toBe('d');
    expect(await cartIds()).toEqual(['d']);
  });
});

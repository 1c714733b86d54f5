import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compiledOnce } from './compiled-query';
import { openDatabase, type Db } from './connection';

describe('a query compiled once', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase(':memory:');
    await sql`create table carts (id text primary key, customer_id integer, created_at text not null, updated_at text not null)`.execute(
      db,
    );
  });
  afterAll(() => db.destroy());

  const addCart = compiledOnce((db, id: string, customer_id: number | null, at: string) =>
    db.insertInto('carts').values({ id, customer_id, created_at: at, updated_at: at }),
  );
  const cartsOf = compiledOnce((db, customerId: number) =>
    db.selectFrom('carts').where('customer_id', '=', customerId).select(['id', 'updated_at']).orderBy('id'),
  );

  it('binds each call its own values, in their places, where a value appears twice too', async () => {
    await addCart(db, 'a', 1, '2026-11-01');
    await addCart(db, 'b', 2, '2026-11-02');
    await addCart(db, 'c', 1, '2026-11-03');
    expect((await cartsOf(db, 1)).rows).toEqual([
      { id: 'a', updated_at: '2026-11-01' },
      { id: 'c', updated_at: '2026-11-03' },
    ]);
    expect((await cartsOf(db, 2)).rows).toEqual([{ id: 'b', updated_at: '2026-11-02' }]);
    expect((await cartsOf(db, 3)).rows).toEqual([]);
  });

  it('builds the query only the first time, and runs it in a transaction as well', async () => {
    const build = vi.fn((db: Db, id: string) => db.selectFrom('carts').where('id', '=', id).select('customer_id'));
    const customerOf = compiledOnce(build);
    expect((await customerOf(db, 'a')).rows).toEqual([{ customer_id: 1 }]);
    await db.transaction().execute(async (trx) => {
      await addCart(trx, 'd', 4, '2026-11-04');
      expect((await customerOf(trx, 'd')).rows).toEqual([{ customer_id: 4 }]);
    });
    expect((await customerOf(db, 'b')).rows).toEqual([{ customer_id: 2 }]);
    expect(build).toHaveBeenCalledTimes(1);
  });
});

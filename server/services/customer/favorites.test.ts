import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInTestCustomer, type TestApp } from '../../testing/app';
import { addFavorite, favoriteSummary, newShareId } from './favorites';

let t: TestApp;
let offer: number;
beforeAll(async () => {
  t = await createTestApp({ products: 50 });
  offer = (await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const listsOf = (customerId: number) => t.db.selectFrom('favorite_lists').where('customer_id', '=', customerId).selectAll().execute();

describe('the favourites service', () => {
  it('share ids are 128 random bits, url-safe, never repeated', () => {
    const ids = Array.from({ length: 200 }, newShareId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the default list is made on first use, closed, with no stored name (the reader’s language names it)', async () => {
    const { id } = await signInTestCustomer(t.db);
    expect(await listsOf(id)).toEqual([]);
    await addFavorite(t.db, id, offer);
    const [list, ...more] = await listsOf(id);
    expect(more).toEqual([]);
    expect(list).toMatchObject({ name: null, is_default: 1, is_shared: 0 });
    expect(list!.share_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('hearts from two tabs at once still make one default list', async () => {
    const { id } = await signInTestCustomer(t.db);
    const offers = (await t.db.selectFrom('products').select('id').orderBy('id').limit(5).execute()).map((p) => p.id);
    await Promise.all(offers.map((productId) => addFavorite(t.db, id, productId)));
    expect(await listsOf(id)).toHaveLength(1);
    expect((await favoriteSummary(t.db, 'uk', id)).data.count).toBe(offers.length);
  });

  it('the database refuses a second default list for one customer', async () => {
    const { id } = await signInTestCustomer(t.db);
    await addFavorite(t.db, id, offer);
    const second = t.db
      .insertInto('favorite_lists')
      .values({
        customer_id: id,
        name: 'Ще один',
        is_default: 1,
        share_id: newShareId(),
        is_shared: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    await expect(second).rejects.toThrow(/unique/i);
  });

  it('a customer’s lists go with the customer', async () => {
    const { id } = await signInTestCustomer(t.db);
    await addFavorite(t.db, id, offer);
    await t.db.deleteFrom('customers').where('id', '=', id).execute();
    expect(await listsOf(id)).toEqual([]);
  });
});

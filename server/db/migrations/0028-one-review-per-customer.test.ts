import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signInTestCustomer, type TestApp } from '../../testing/app';
import { up } from './0028-one-review-per-customer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(() => t.close());

it('keeps a customer’s newest review of a product, drops the older ones and counts the product’s reviews again', async () => {
  await sql`drop index reviews_one_per_customer`.execute(t.db);
  const { id: customerId } = await signInTestCustomer(t.db);
  const [a, b] = (await t.db.selectFrom('base_products').select('id').orderBy('id').limit(2).execute()).map((p) => p.id);
  const others = Number(
    (
      await t.db
        .selectFrom('reviews')
        .where('base_product_id', '=', a!)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const review = (base_product_id: number, rating: number, text: string) => ({
    base_product_id,
    customer_id: customerId,
    author_name: 'Бот',
    rating,
    advantages: '',
    disadvantages: '',
    text,
    created_at: new Date().toISOString(),
  });
  await t.db
    .insertInto('reviews')
    .values([review(a!, 1, 'перший'), review(a!, 1, 'другий'), review(a!, 4, 'останній'), review(b!, 2, 'інший товар')])
    .execute();

  await up(t.db as unknown as Kysely<unknown>);

  const mine = await t.db
    .selectFrom('reviews')
    .where('customer_id', '=', customerId)
    .select(['base_product_id', 'text'])
    .orderBy('id')
    .execute();
  expect(mine).toEqual([
    { base_product_id: a, text: 'останній' },
    { base_product_id: b, text: 'інший товар' },
  ]);
  expect(
    (await t.db.selectFrom('base_products').where('id', '=', a!).select('reviews_count').executeTakeFirstOrThrow()).reviews_count,
  ).toBe(others + 1);
  await expect(
    t.db
      .insertInto('reviews')
      .values(review(a!, 5, 'ще один'))
      .execute(),
  ).rejects.toThrow();
});

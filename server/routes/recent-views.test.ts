import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, itRefusesGuests, itRejectsBadNumbers, signInTestCustomer, type TestApp } from '../testing/app';
import { RECENT_VIEWS_KEPT, RECENT_VIEWS_PER_PAGE, recordRecentView } from '../services/catalog/recent-views';

let t: TestApp;
/** one offer of each of many different goods, so every view is its own card */
let offers: { id: number; base: number }[];
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .selectFrom('base_products')
    .select(['id as base', 'best_product_id as id'])
    .orderBy('id')
    .limit(RECENT_VIEWS_KEPT + 1)
    .execute();
  offers = rows.map((r) => ({ id: r.id, base: r.base }));
});
afterAll(() => t.close());

/** Views a minute apart, in the order given, so "newest first" is the reverse. */
async function view(customerId: number, picked: { id: number }[]) {
  const start = Date.parse('2026-01-01T00:00:00Z');
  for (const [i, offer] of picked.entries()) await recordRecentView(t.db, customerId, offer.id, new Date(start + i * 60_000));
}

describe('the viewed list is a signed-in customer’s', () => {
  itRefusesGuests(
    () => t,
    [
      ['GET', '/api/customer/recent-views'],
      ['DELETE', '/api/customer/recent-views'],
      ['DELETE', '/api/customer/recent-views/1'],
    ],
  );
});

describe('recent views', () => {
  it('a product view noted signed in puts its goods on the account’s list; a guest’s view is not recorded', async () => {
    const a = await signInTestCustomer(t.db);
    expect((await t.call('POST', `/api/product/${offers[0]!.id}/view`)).statusCode).toBe(204);
    expect((await t.call('POST', `/api/product/${offers[0]!.id}/view`, { token: a.token })).statusCode).toBe(204);
    const list = (await t.call('GET', '/api/customer/recent-views', { token: a.token })).json();
    expect(list.data.map((c: { base_product_id: number }) => c.base_product_id)).toEqual([offers[0]!.base]);
    const guests = await t.db
      .selectFrom('customer_recent_views')
      .where('customer_id', '!=', a.id)
      .where('base_product_id', '=', offers[0]!.base)
      .select('customer_id')
      .execute();
    expect(guests).toEqual([]);
  });

  it('a new customer has an empty first page', async () => {
    const { token } = await signInTestCustomer(t.db);
    const answer = await t.call('GET', '/api/customer/recent-views', { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: [], pagination: { current_page: 1, last_page: 1, per_page: RECENT_VIEWS_PER_PAGE, total: 0 } });
  });

  it('pages the latest first; viewing again moves the goods to the top; a page past the end is the last', async () => {
    const { id, token } = await signInTestCustomer(t.db);
    const picked = offers.slice(0, RECENT_VIEWS_PER_PAGE + 2);
    await view(id, picked);
    await recordRecentView(t.db, id, picked[0]!.id, new Date('2026-02-01T00:00:00Z'));
    const newestFirst = [picked[0]!, ...picked.slice(1).reverse()].map((o) => o.base);

    const first = (await t.call('GET', '/api/customer/recent-views', { token })).json();
    expect(first.pagination).toEqual({ current_page: 1, last_page: 2, per_page: RECENT_VIEWS_PER_PAGE, total: picked.length });
    expect(first.data.map((c: { base_product_id: number }) => c.base_product_id)).toEqual(newestFirst.slice(0, RECENT_VIEWS_PER_PAGE));
    const second = (await t.call('GET', '/api/customer/recent-views?page=2', { token })).json();
    expect(second.data.map((c: { base_product_id: number }) => c.base_product_id)).toEqual(newestFirst.slice(RECENT_VIEWS_PER_PAGE));
    expect((await t.call('GET', '/api/customer/recent-views?page=9', { token })).json().pagination.current_page).toBe(2);
    expect((await t.call('GET', '/api/customer/recent-views?page=0', { token })).statusCode).toBe(400);
  });

  it(`keeps the latest ${RECENT_VIEWS_KEPT}`, async () => {
    const { id, token } = await signInTestCustomer(t.db);
    await view(id, offers);
    const answer = (
      await t.call('GET', `/api/customer/recent-views?page=${Math.ceil(RECENT_VIEWS_KEPT / RECENT_VIEWS_PER_PAGE)}`, { token })
    ).json();
    expect(answer.pagination.total).toBe(RECENT_VIEWS_KEPT);
    expect(answer.data.at(-1).base_product_id).toBe(offers[1]!.base);
  });

  it('removes one (answering the page as it is now) or all; B cannot touch A’s and sees none of them', async () => {
    const a = await signInTestCustomer(t.db);
    const b = await signInTestCustomer(t.db);
    await view(a.id, offers.slice(0, 3));
    await view(b.id, offers.slice(5, 6));

    expect((await t.call('DELETE', `/api/customer/recent-views/${offers[1]!.base}`, { token: b.token })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/customer/recent-views/${offers[1]!.base}`, { token: b.token, lang: 'ru' })).json().message).toBe(
      'Этого товара нет среди просмотренных',
    );
    expect(
      (await t.call('GET', '/api/customer/recent-views', { token: b.token }))
        .json()
        .data.map((c: { base_product_id: number }) => c.base_product_id),
    ).toEqual([offers[5]!.base]);

    const removed = await t.call('DELETE', `/api/customer/recent-views/${offers[1]!.base}`, { token: a.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.map((c: { base_product_id: number }) => c.base_product_id)).toEqual([offers[2]!.base, offers[0]!.base]);
    expect((await t.call('DELETE', `/api/customer/recent-views/${offers[1]!.base}`, { token: a.token })).statusCode).toBe(404);

    const cleared = await t.call('DELETE', '/api/customer/recent-views', { token: a.token });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().pagination.total).toBe(0);
    expect((await t.call('GET', '/api/customer/recent-views', { token: b.token })).json().pagination.total).toBe(1);
  });
});

describe('numbers the viewed list refuses', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await signInTestCustomer(t.db));
  });
  itRejectsBadNumbers(
    () => t,
    'page',
    (n) => ({ method: 'GET', url: `/api/customer/recent-views?page=${encodeURIComponent(n)}`, token }),
  );
  itRejectsBadNumbers(
    () => t,
    'id',
    (n) => ({ method: 'DELETE', url: `/api/customer/recent-views/${encodeURIComponent(n)}`, token }),
  );
});

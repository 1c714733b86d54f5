import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopToday } from '../../src/domain/calendar-day';
import { createSession } from '../services/auth/customer-sessions';
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

describe('every cabinet extra is for a signed-in customer', () => {
  itRefusesGuests(
    () => t,
    [
      ['GET', '/api/customer/recent-views'],
      ['DELETE', '/api/customer/recent-views'],
      ['DELETE', '/api/customer/recent-views/1'],
      ['GET', '/api/customer/promo-codes'],
      ['GET', '/api/customer/pets'],
      ['POST', '/api/customer/pets', { name: 'Барсик' }],
      ['PUT', '/api/customer/pets/1', { name: 'Барсик' }],
      ['DELETE', '/api/customer/pets/1'],
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

describe('promo codes', () => {
  const codes = (answer: { data: { code: string }[] }) => answer.data.map((c) => c.code);

  it('a customer sees the usable public codes, none expired or used up, with their terms in UAH', async () => {
    const { token } = await signInTestCustomer(t.db);
    const answer = (await t.call('GET', '/api/customer/promo-codes', { token })).json();
    expect(codes(answer)).not.toContain('VIP380');
    expect(codes(answer)).not.toContain('LETO25');
    expect(codes(answer)).toContain('HEMP10');
    expect(answer.data.find((c: { code: string }) => c.code === 'CBD150')).toEqual({
      id: expect.any(Number),
      code: 'CBD150',
      discount_percent: null,
      discount: 150,
      min_total: 1000,
      expires_at: '2027-12-31T23:59:59.000Z',
      is_personal: false,
    });
    expect(answer.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 7 });
  });

  it('a code bound to a phone is shown to that phone’s owner only, first', async () => {
    const { id } = await t.db
      .insertInto('customers')
      .values({ phone: '380671234567', name: 'Віра', surname: 'Власна', patronymic: '', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createSession(t.db, id);
    const answer = (await t.call('GET', '/api/customer/promo-codes', { token })).json();
    expect(answer.data[0]).toMatchObject({ code: 'VIP380', discount_percent: 20, is_personal: true });
    expect(answer.pagination.total).toBe(8);
  });

  it('pages', async () => {
    const { token } = await signInTestCustomer(t.db);
    const more = Array.from({ length: 12 }, (_, i) => ({
      id: 1000 + i,
      code: `PAGE${String(i).padStart(4, '0')}`,
      discount_percent: 3,
      discount_kop: null,
      min_total_kop: 0,
      phone: null,
      expires_at: '2099-01-01T00:00:00.000Z',
      usage_limit: 0,
      used_count: 0,
    }));
    await t.db.insertInto('promo_codes').values(more).execute();
    try {
      const second = (await t.call('GET', '/api/customer/promo-codes?page=2', { token })).json();
      expect(second.pagination).toEqual({ current_page: 2, last_page: 2, per_page: 10, total: 19 });
      expect(second.data).toHaveLength(9);
    } finally {
      await t.db.deleteFrom('promo_codes').where('code', 'like', 'PAGE%').execute();
    }
  });
});

describe('pets', () => {
  const barsik = { name: 'Барсик', birth_date: '2021-04-12', gender: 'boy', sterilized: true, breed: 'Британська', type: 'cat' };

  it('adds, lists, changes and removes a pet; every change answers the whole list', async () => {
    const { token } = await signInTestCustomer(t.db);
    expect((await t.call('GET', '/api/customer/pets', { token })).json()).toEqual({ data: [] });

    const added = await t.call('POST', '/api/customer/pets', { token, body: barsik });
    expect(added.statusCode).toBe(201);
    const [pet] = added.json().data;
    expect(pet).toEqual({ id: expect.any(Number), ...barsik });

    const second = await t.call('POST', '/api/customer/pets', { token, body: { name: '  Рекс ' } });
    expect(second.json().data[1]).toEqual({
      id: expect.any(Number),
      name: 'Рекс',
      birth_date: null,
      gender: null,
      sterilized: false,
      breed: '',
      type: null,
    });

    const changed = await t.call('PUT', `/api/customer/pets/${pet.id}`, {
      token,
      body: { ...barsik, name: 'Барсик II', sterilized: false, type: '' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data[0]).toEqual({ ...pet, name: 'Барсик II', sterilized: false, type: null });

    const removed = await t.call('DELETE', `/api/customer/pets/${pet.id}`, { token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.map((p: { name: string }) => p.name)).toEqual(['Рекс']);
    expect((await t.call('DELETE', `/api/customer/pets/${pet.id}`, { token })).statusCode).toBe(404);
  });

  it('refuses bad fields one by one with the form’s words, in the request language', async () => {
    const { token } = await signInTestCustomer(t.db);
    const tomorrow = new Date(Date.parse(`${shopToday()}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const answer = await t.call('POST', '/api/customer/pets', {
      token,
      body: { name: ' ', birth_date: tomorrow, gender: 'male', type: 'parrot' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: 'Перевірте правильність заповнення полів',
      errors: {
        name: ["Обов'язкове поле"],
        birth_date: ['Дата народження не може бути в майбутньому'],
        gender: ['Введіть коректне значення'],
        type: ['Введіть коректне значення'],
      },
    });
    const ru = await t.call('POST', '/api/customer/pets', { token, lang: 'ru', body: { name: '' } });
    expect(ru.json().errors).toEqual({ name: ['Обязательное поле'] });
    expect((await t.call('POST', '/api/customer/pets', { token, body: { breed: 'x' } })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/customer/pets', { token })).json().data).toEqual([]);
  });

  it('B can neither see, change nor remove A’s pet', async () => {
    const a = await signInTestCustomer(t.db);
    const b = await signInTestCustomer(t.db);
    const [pet] = (await t.call('POST', '/api/customer/pets', { token: a.token, body: barsik })).json().data;

    expect((await t.call('GET', '/api/customer/pets', { token: b.token })).json().data).toEqual([]);
    const change = await t.call('PUT', `/api/customer/pets/${pet.id}`, { token: b.token, body: { name: 'Чужий' } });
    expect(change.statusCode).toBe(404);
    expect(change.json()).toEqual({ message: 'Улюбленця не знайдено' });
    expect((await t.call('DELETE', `/api/customer/pets/${pet.id}`, { token: b.token })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/customer/pets', { token: a.token })).json().data).toEqual([{ id: pet.id, ...barsik }]);
  });

  it('a customer may keep at most 20 pets', async () => {
    const { token } = await signInTestCustomer(t.db);
    for (let i = 0; i < 20; i++)
      expect((await t.call('POST', '/api/customer/pets', { token, body: { name: `Рибка ${i}` } })).statusCode).toBe(201);
    const refused = await t.call('POST', '/api/customer/pets', { token, body: { name: 'Ще одна' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Можна додати не більше 20 улюбленців' });
  });
});

describe('numbers the cabinet extras refuse', () => {
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
  itRejectsBadNumbers(
    () => t,
    'page',
    (n) => ({ method: 'GET', url: `/api/customer/promo-codes?page=${encodeURIComponent(n)}`, token }),
  );
  itRejectsBadNumbers(
    () => t,
    'id',
    (n) => ({ method: 'DELETE', url: `/api/customer/pets/${encodeURIComponent(n)}`, token }),
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../services/auth/customer-sessions';
import { createTestApp, itRefusesGuests, itRejectsBadNumbers, signInTestCustomer, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the cabinet’s promo codes are a signed-in customer’s', () => {
  itRefusesGuests(() => t, [['GET', '/api/customer/promo-codes']]);
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

describe('numbers the promo code list refuses', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await signInTestCustomer(t.db));
  });
  itRejectsBadNumbers(
    () => t,
    'page',
    (n) => ({ method: 'GET', url: `/api/customer/promo-codes?page=${encodeURIComponent(n)}`, token }),
  );
});

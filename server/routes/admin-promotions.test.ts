import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopToday } from '../../src/domain/calendar-day';
import { buyer, CASH, createOrders, fillCart, offerSource, pickupPoint, proveByCode, recipient } from '../testing/checkout';
import { createTestApp, signInTestCustomer, type Method, type TestApp } from '../testing/app';
import { signInTestOperator } from '../testing/sessions';

let t: TestApp;
let admin: string;
let moderator: string;
let freshOffers: ReturnType<typeof offerSource>;

beforeAll(async () => {
  t = await createTestApp();
  ({ token: admin } = await signInTestOperator(t.db, 'admin'));
  ({ token: moderator } = await signInTestOperator(t.db, 'moderator'));
  freshOffers = offerSource(t);
});
afterAll(() => t.close());

type Cookies = Record<string, string>;
const call = (method: Method, url: string, cookies: Cookies, body?: object, lang = 'uk') =>
  t.app.inject({ method, url, cookies, headers: { 'accept-language': lang }, ...(body !== undefined && { payload: body }) });
const asAdmin = (method: Method, url: string, body?: object, lang = 'uk') => call(method, url, { operator_token: admin }, body, lang);

/** Kyiv's day `days` from today, YYYY-MM-DD. */
const day = (days: number) => shopToday(new Date(Date.now() + days * 86_400_000));

let codeSeq = 0;
/** A fresh code, unlike the seed's: 6 characters. */
const freshCode = () => `NEW${String((codeSeq += 1)).padStart(3, '0')}`;

const codeBody = (over: object = {}) => ({
  code: freshCode(),
  kind: 'percent',
  value: 15,
  min_total: 0,
  usage_limit: 0,
  per_phone_limit: 0,
  starts_on: day(0),
  ends_on: day(30),
  ...over,
});

async function createCode(over: object = {}) {
  const res = await asAdmin('POST', '/api/operator/promo-codes', codeBody(over));
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; code: string; used_count: number; state: string };
}

const validate = (code: string, cookies: Cookies = {}) =>
  t.app.inject({ method: 'GET', url: `/api/checkout/promo-code/validate?code=${code}`, cookies, headers: { 'accept-language': 'uk' } });

const listed = async (id: number) =>
  ((await asAdmin('GET', '/api/operator/promo-codes')).json().data as { id: number; used_count: number; state: string }[]).find(
    (c) => c.id === id,
  )!;

const audit = async (subject: string) =>
  (
    (await asAdmin('GET', `/api/operator/audit?subject=${subject}`)).json().data as { action: string; before: unknown; after: unknown }[]
  ).map((e) => [e.action, e.before, e.after]);

const promotionBody = (over: object = {}) => ({
  slug: 'zymovyi-rozprodazh',
  title_uk: 'Зимовий розпродаж',
  title_ru: 'Зимняя распродажа',
  description_uk: 'Знижки на олії до кінця зими. Поспішайте.',
  description_ru: 'Скидки на масла до конца зимы. Спешите.',
  terms_uk: 'Знижка діє на товари акції.',
  terms_ru: 'Скидка действует на товары акции.',
  starts_on: day(0),
  ends_on: day(20),
  ...over,
});

const ROUTES: [Method, string, object?][] = [
  ['GET', '/api/operator/promo-codes'],
  ['POST', '/api/operator/promo-codes', codeBody()],
  ['POST', '/api/operator/promo-codes/1/pause'],
  ['POST', '/api/operator/promo-codes/1/resume'],
  ['PUT', '/api/operator/promo-codes/1', codeBody()],
  ['POST', '/api/operator/promo-codes/1/end'],
  ['DELETE', '/api/operator/promo-codes/1'],
  ['GET', '/api/operator/promotions'],
  ['GET', '/api/operator/promotion-choices'],
  ['POST', '/api/operator/promotions', { ...promotionBody(), category_ids: [1] }],
  ['GET', '/api/operator/promotions/1'],
  ['PUT', '/api/operator/promotions/1', { ...promotionBody(), category_ids: [1] }],
  ['DELETE', '/api/operator/promotions/1'],
  ['DELETE', '/api/operator/promotions/1/banner'],
  ['GET', '/api/operator/home-slides'],
  ['POST', '/api/operator/home-slides/1/move', { direction: 'up' }],
];

describe('who reaches the promotions section', () => {
  it.each(ROUTES)('%s %s: a moderator gets 403, a customer or nobody 401', async (method, url, body) => {
    const asModerator = await call(method, url, { operator_token: moderator }, body);
    expect(asModerator.statusCode).toBe(403);
    expect(asModerator.json()).toEqual({ message: 'Ця дія доступна лише адміністраторам' });
    const customer = await signInTestCustomer(t.db);
    for (const cookies of [{ token: customer.token }, {}] as Cookies[])
      expect((await call(method, url, cookies, body)).statusCode).toBe(401);
  });
});

describe('POST /api/operator/promo-codes', () => {
  it('made several at once, gives each code an id of its own', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => asAdmin('POST', '/api/operator/promo-codes', codeBody())));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.json().data.id as number)).size).toBe(4);
  });

  it('makes a code the checkout accepts as it accepts the seed’s, logged with what was set', async () => {
    const res = await asAdmin('POST', '/api/operator/promo-codes', codeBody({ code: ' osin15 ', min_total: 500, per_phone_limit: 2 }));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      code: 'OSIN15',
      discount_percent: 15,
      discount: null,
      min_total: 500,
      phone: null,
      starts_on: day(0),
      ends_on: day(30),
      usage_limit: 0,
      per_phone_limit: 2,
      used_count: 0,
      state: 'active',
    });
    const checked = await validate('osin15');
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toEqual({
      id: data.id,
      code: 'OSIN15',
      discount_percent: 15,
      discount: null,
      min_total: 500,
      expires_at: expect.stringMatching(/T2[12]:59:59\.000Z$/),
    });
    const [created] = await audit(`promo_code:${data.id}`);
    expect(created!.slice(0, 2)).toEqual(['promo_code.create', null]);
    expect(created![2]).toMatchObject({ code: 'OSIN15', discount_percent: 15, min_total: 500, per_phone_limit: 2, paused: false });
  });

  it('a fixed sum in whole hryvnias, bound to a phone: only that account’s', async () => {
    const owner = await signInTestCustomer(t.db);
    const other = await signInTestCustomer(t.db);
    const { code } = await createCode({ kind: 'fixed', value: 120, min_total: 400, phone: `+${owner.phone}` });
    expect((await validate(code)).statusCode).toBe(422);
    expect((await validate(code, { token: other.token })).statusCode).toBe(422);
    const mine = await validate(code, { token: owner.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ discount_percent: null, discount: 120, min_total: 400 });
  });

  it('a code whose first day is to come is scheduled and not accepted yet', async () => {
    const { code, state } = await createCode({ starts_on: day(3), ends_on: day(10) });
    expect(state).toBe('scheduled');
    expect((await validate(code)).json()).toEqual({ message: 'Неправильний промокод', errors: { code: ['Неправильний промокод'] } });
  });

  it.each([
    ['code', { code: '' }, "Обов'язкове поле"],
    ['code', { code: 'ABCDE' }, 'Промокод має 6 або 8 символів'],
    ['code', { code: 'ABCDEFG' }, 'Промокод має 6 або 8 символів'],
    ['code', { code: 'ЗНИЖКА' }, 'Лише латинські літери та цифри'],
    ['code', { code: 'AB-CD1' }, 'Лише латинські літери та цифри'],
    ['value', { value: 0 }, 'Відсоток — ціле число від 1 до 99'],
    ['value', { value: 100 }, 'Відсоток — ціле число від 1 до 99'],
    ['value', { value: 12.5 }, 'Відсоток — ціле число від 1 до 99'],
    ['value', { kind: 'fixed', value: 99.5 }, 'Лише цілі гривні, без копійок'],
    ['value', { kind: 'fixed', value: 0 }, 'Сума — від 1 до 100 000 ₴'],
    ['value', { kind: 'fixed', value: 100_001 }, 'Сума — від 1 до 100 000 ₴'],
    ['min_total', { min_total: 499.99 }, 'Лише цілі гривні, без копійок'],
    ['min_total', { min_total: -1 }, 'Сума — від 0 до 1 000 000 ₴'],
    ['phone', { phone: '12345' }, 'Введіть український номер мобільного'],
    ['starts_on', { starts_on: '2026-02-30' }, 'Введіть дату'],
    ['ends_on', { ends_on: '' }, "Обов'язкове поле"],
    ['ends_on', { starts_on: day(5), ends_on: day(4) }, 'Останній день не може бути раніше першого'],
    ['ends_on', { starts_on: day(-10), ends_on: day(-1) }, 'Останній день уже минув'],
  ])('refuses a bad %s (%j) with the field’s reason, and stores nothing', async (field, over, text) => {
    const before = await t.db
      .selectFrom('promo_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await asAdmin('POST', '/api/operator/promo-codes', codeBody(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([text]);
    const after = await t.db
      .selectFrom('promo_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a negative limit and a kind it does not know', async () => {
    expect((await asAdmin('POST', '/api/operator/promo-codes', codeBody({ usage_limit: -1 }))).statusCode).toBe(400);
    expect((await asAdmin('POST', '/api/operator/promo-codes', codeBody({ kind: 'gift' }))).statusCode).toBe(400);
  });

  it('refuses a code that exists already, whatever its case, in the asker’s language', async () => {
    const res = await asAdmin('POST', '/api/operator/promo-codes', codeBody({ code: 'hemp10' }), 'ru');
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ code: ['Такой промокод уже есть'] });
  });

  it('answers every problem at once, in Russian for a Russian admin', async () => {
    const res = await asAdmin('POST', '/api/operator/promo-codes', codeBody({ code: 'AB', value: 0, ends_on: 'завтра' }), 'ru');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      code: ['Промокод состоит из 6 или 8 символов'],
      value: ['Процент — целое число от 1 до 99'],
      ends_on: ['Введите дату'],
    });
  });
});

describe('pausing and resuming a code', () => {
  it('a paused code is a wrong one at checkout until resumed; each step logged, a second pause refused', async () => {
    const { id, code } = await createCode();
    const paused = await asAdmin('POST', `/api/operator/promo-codes/${id}/pause`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data.state).toBe('paused');
    expect((await validate(code)).statusCode).toBe(422);
    const again = await asAdmin('POST', `/api/operator/promo-codes/${id}/pause`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Промокод уже призупинено' });
    expect((await asAdmin('POST', `/api/operator/promo-codes/${id}/resume`)).json().data.state).toBe('active');
    expect((await validate(code)).statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/operator/promo-codes/${id}/resume`)).statusCode).toBe(409);
    expect((await asAdmin('POST', '/api/operator/promo-codes/999999/pause')).statusCode).toBe(404);
    expect((await audit(`promo_code:${id}`)).slice(0, 2)).toEqual([
      ['promo_code.resume', { state: 'paused' }, { state: 'active' }],
      ['promo_code.pause', { state: 'active' }, { state: 'paused' }],
    ]);
  });
});

describe('editing a code', () => {
  it('sets its terms anew, logged before → after; its state and uses stay', async () => {
    const { id } = await createCode({ value: 10 });
    await asAdmin('POST', `/api/operator/promo-codes/${id}/pause`);
    const res = await asAdmin(
      'PUT',
      `/api/operator/promo-codes/${id}`,
      codeBody({ code: 'zyma2026', kind: 'fixed', value: 200, ends_on: day(40) }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      code: 'ZYMA2026',
      discount_percent: null,
      discount: 200,
      ends_on: day(40),
      state: 'paused',
    });
    const [updated] = await audit(`promo_code:${id}`);
    expect(updated![0]).toBe('promo_code.update');
    expect(updated![1]).toMatchObject({ discount_percent: 10, discount: null, paused: true });
    expect(updated![2]).toMatchObject({ code: 'ZYMA2026', discount_percent: null, discount: 200, ends_on: day(40), paused: true });
  });

  it('refuses another code’s text (409), bad fields (400) and an unknown code (404), changing nothing', async () => {
    const { id, code } = await createCode();
    const taken = await asAdmin('PUT', `/api/operator/promo-codes/${id}`, codeBody({ code: 'hemp10' }), 'ru');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ code: ['Такой промокод уже есть'] });
    const bad = await asAdmin('PUT', `/api/operator/promo-codes/${id}`, codeBody({ value: 100 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ value: ['Відсоток — ціле число від 1 до 99'] });
    expect((await listed(id)) as object).toMatchObject({ code });
    const unknown = await asAdmin('PUT', '/api/operator/promo-codes/999999', codeBody());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Такого промокоду немає' });
    // Its own text again is no clash.
    expect((await asAdmin('PUT', `/api/operator/promo-codes/${id}`, codeBody({ code }))).statusCode).toBe(200);
  });
});

describe('deleting and ending a code', () => {
  it('an unused code is deleted, logged with what it was; the checkout no longer knows it', async () => {
    const { id, code } = await createCode();
    const res = await asAdmin('DELETE', `/api/operator/promo-codes/${id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.db.selectFrom('promo_codes').where('id', '=', id).select('id').executeTakeFirst()).toBeUndefined();
    expect((await validate(code)).statusCode).toBe(422);
    const [deleted] = await audit(`promo_code:${id}`);
    expect(deleted![0]).toBe('promo_code.delete');
    expect(deleted![1]).toMatchObject({ code });
    expect(deleted![2]).toBeNull();
    expect((await asAdmin('DELETE', `/api/operator/promo-codes/${id}`)).statusCode).toBe(404);
  });

  it('a code a promotion shows stays until the promotion lets it go', async () => {
    const { id } = await createCode();
    const promotion = await asAdmin(
      'POST',
      '/api/operator/promotions',
      promotionBody({ slug: 'z-kodom', category_ids: [1], promo_code_id: id }),
    );
    expect(promotion.statusCode).toBe(200);
    const res = await asAdmin('DELETE', `/api/operator/promo-codes/${id}`, undefined, 'ru');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Этот промокод показывает акция. Сначала уберите его из акции.' });
  });

  it('ending a code stops it at once and logs it; a second end is refused', async () => {
    const { id, code } = await createCode();
    const res = await asAdmin('POST', `/api/operator/promo-codes/${id}/end`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'expired', ends_on: day(0) });
    expect((await validate(code)).statusCode).toBe(422);
    const again = await asAdmin('POST', `/api/operator/promo-codes/${id}/end`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Промокод уже закінчився' });
    expect((await audit(`promo_code:${id}`))[0]).toEqual([
      'promo_code.end',
      { state: 'active', ends_on: day(30) },
      { state: 'expired', ends_on: day(0) },
    ]);
    expect((await asAdmin('POST', '/api/operator/promo-codes/999999/end')).statusCode).toBe(404);
  });
});

describe('uses of a code', () => {
  /** Each phone proved once: a phone gets one SMS code a minute, and its proof serves for an hour. */
  const proofs = new Map<string, string>();
  const proofOf = async (phone: string) => {
    if (!proofs.has(phone)) proofs.set(phone, await proveByCode(t, phone));
    return proofs.get(phone)!;
  };

  /** A guest's checkout of one fresh offer with the code, from a phone proved by SMS. */
  async function checkout(promoCodeId: number, phone: string) {
    const [offer] = await freshOffers(1);
    const session = await fillCart(t, [{ id: offer!.id, qty: 1 }]);
    const shopper = { session, proof: await proofOf(phone) };
    const point = await pickupPoint(t, 'store_pickup');
    const order = {
      contact_data: recipient(phone),
      payment_id: CASH,
      delivery: { delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id },
      items: [{ product_id: offer!.id, qty: 1 }],
    };
    return {
      offer: offer!,
      res: await createOrders(t, { customer_data: buyer(phone), orders: [order], promo_code_id: promoCodeId }, shopper),
    };
  }

  it('counts each checkout, caps one phone’s, and rounds the discount in the shopper’s favour', async () => {
    const { id } = await createCode({ value: 15, per_phone_limit: 1 });
    const first = await checkout(id, '380501140101');
    expect(first.res.statusCode).toBe(201);
    const placed = await t.db
      .selectFrom('orders')
      .where('promo_code_id', '=', id)
      .select(['items_total_kop', 'discount_kop'])
      .executeTakeFirstOrThrow();
    expect(placed.discount_kop).toBe(Math.ceil((first.offer.price_kop * 15) / 10_000) * 100);
    expect((await listed(id)).used_count).toBe(1);

    const again = await checkout(id, '380501140101');
    expect(again.res.statusCode).toBe(400);
    expect(again.res.json().errors.promo_code_id).toEqual(['Неправильний промокод']);
    expect((await checkout(id, '380501140102')).res.statusCode).toBe(201);
    expect((await listed(id)).used_count).toBe(2);
  });

  it('a signed-in customer who used up their share is told the code is wrong before ordering', async () => {
    const customer = await signInTestCustomer(t.db);
    const { id, code } = await createCode({ per_phone_limit: 1 });
    expect((await checkout(id, customer.phone)).res.statusCode).toBe(201);
    expect((await validate(code, { token: customer.token })).statusCode).toBe(422);
  });

  it('a code an order was placed with cannot be deleted, in the admin’s language; it can be ended', async () => {
    const { id } = await createCode();
    expect((await checkout(id, '380501140105')).res.statusCode).toBe(201);
    const refused = await asAdmin('DELETE', `/api/operator/promo-codes/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Цей промокод уже використано в замовленнях, тому його не можна видалити. Його можна завершити: він перестане діяти одразу.',
    });
    expect((await asAdmin('DELETE', `/api/operator/promo-codes/${id}`, undefined, 'ru')).json().message).toMatch(
      /^Этот промокод уже использован/,
    );
    expect((await asAdmin('POST', `/api/operator/promo-codes/${id}/end`)).json().data).toMatchObject({ state: 'expired', used_count: 1 });
    expect(await t.db.selectFrom('orders').where('promo_code_id', '=', id).select('id').executeTakeFirst()).toBeDefined();
  });

  it('a single-use code is used up after its one checkout', async () => {
    const { id, code } = await createCode({ usage_limit: 1 });
    expect((await checkout(id, '380501140103')).res.statusCode).toBe(201);
    expect(await listed(id)).toMatchObject({ used_count: 1, state: 'used_up' });
    expect((await validate(code)).statusCode).toBe(422);
    expect((await checkout(id, '380501140104')).res.statusCode).toBe(400);
  });
});

describe('POST /api/operator/promotions', () => {
  it('a promotion over a category branch and single goods shows on the list and its page, in both languages', async () => {
    const top = await t.db
      .selectFrom('categories')
      .where('parent_id', 'is', null)
      .where('id', 'in', (eb) => eb.selectFrom('categories').where('parent_id', 'is not', null).select('parent_id'))
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const below = await t.db.selectFrom('categories').where('parent_id', '=', top.id).select('id').execute();
    const [offer] = await freshOffers(1);
    const { id: codeId } = await createCode();
    const res = await asAdmin(
      'POST',
      '/api/operator/promotions',
      promotionBody({ category_ids: [top.id], product_ids: [offer!.id], promo_code_id: codeId }),
    );
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      slug: 'zymovyi-rozprodazh',
      url: '/akcii/zymovyi-rozprodazh',
      title: 'Зимовий розпродаж',
      state: 'running',
    });
    expect(created.categories).toBeGreaterThan(below.length);
    expect(created.products).toBe(1);

    const list = await t.app.inject({ method: 'GET', url: '/api/promotions', headers: { 'accept-language': 'ru' } });
    const card = (list.json().data as { slug: string; title: string; is_active: boolean }[]).find((p) => p.slug === 'zymovyi-rozprodazh');
    expect(card).toMatchObject({ title: 'Зимняя распродажа', is_active: true });
    const page = await t.app.inject({ method: 'GET', url: '/api/promotions/zymovyi-rozprodazh', headers: { 'accept-language': 'uk' } });
    expect(page.statusCode).toBe(200);
    const { promotion, products } = page.json().data;
    expect(promotion).toMatchObject({ terms: 'Знижка діє на товари акції.', is_active: true });
    expect(promotion.promo_code).toMatch(/^NEW\d{3}$/);
    expect(products.content.length).toBeGreaterThan(0);
    const [logged] = await audit(`promotion:${created.id}`);
    expect(logged!.slice(0, 2)).toEqual(['promotion.create', null]);
  });

  it('a promotion whose first day is to come is scheduled: the back office lists it, the shop not yet', async () => {
    const [offer] = await freshOffers(1);
    const res = await asAdmin(
      'POST',
      '/api/operator/promotions',
      promotionBody({ slug: 'vesna', starts_on: day(5), product_ids: [offer!.id] }),
    );
    expect(res.json().data.state).toBe('scheduled');
    const list = await t.app.inject({ method: 'GET', url: '/api/promotions' });
    expect((list.json().data as { slug: string }[]).map((p) => p.slug)).not.toContain('vesna');
  });

  it.each([
    ['slug', { slug: 'Зима 2026' }, 'Лише малі латинські літери, цифри та дефіси'],
    ['title_ru', { title_ru: '  ' }, "Обов'язкове поле"],
    ['goods', {}, 'Оберіть категорії або товари'],
    ['ends_on', { starts_on: day(3), ends_on: day(2), category_ids: [1] }, 'Останній день не може бути раніше першого'],
    ['category_ids', { category_ids: [999_999] }, 'Такої категорії немає'],
    ['product_ids', { product_ids: [999_999] }, 'Товару з таким номером немає'],
    ['promo_code_id', { category_ids: [1], promo_code_id: 999_999 }, 'Такого промокоду немає'],
  ])('refuses a bad %s (%j) with the field’s reason', async (field, over, text) => {
    const res = await asAdmin('POST', '/api/operator/promotions', promotionBody({ slug: 'pomylka', ...over }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([text]);
    expect(await t.db.selectFrom('promotions').where('slug', '=', 'pomylka').select('id').executeTakeFirst()).toBeUndefined();
  });

  it('refuses an address another promotion has', async () => {
    const res = await asAdmin('POST', '/api/operator/promotions', promotionBody({ slug: 'litnii-rozprodazh', category_ids: [1] }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ slug: ['Ця адреса вже зайнята іншою акцією'] });
  });
});

describe('editing and deleting a promotion', () => {
  const create = async (over: object) => {
    const res = await asAdmin('POST', '/api/operator/promotions', promotionBody(over));
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: number };
  };
  const slideUrls = async () => ((await asAdmin('GET', '/api/operator/home-slides')).json().data as { url: string }[]).map((s) => s.url);

  it('its form starts as stored; an edit sets it anew, moves its banner to the new address, logged before → after', async () => {
    const [first, second] = await freshOffers(2);
    const { id: codeId } = await createCode();
    const { id } = await create({ slug: 'osinni-znyzhky', product_ids: [first!.id], promo_code_id: codeId, banner_places: ['banner'] });
    const baseOf = async (offerId: number) =>
      (await t.db.selectFrom('products').where('id', '=', offerId).select('base_product_id').executeTakeFirstOrThrow()).base_product_id;
    const firstOffer = await t.db
      .selectFrom('products')
      .where('base_product_id', '=', await baseOf(first!.id))
      .select((eb) => eb.fn.min('id').as('id'))
      .executeTakeFirstOrThrow();
    const form = await asAdmin('GET', `/api/operator/promotions/${id}`);
    expect(form.statusCode).toBe(200);
    expect(form.json().data).toEqual({
      id,
      ...promotionBody({ slug: 'osinni-znyzhky' }),
      category_ids: [],
      product_ids: [Number(firstOffer.id)],
      promo_code_id: codeId,
      banner_places: ['banner'],
    });

    const res = await asAdmin(
      'PUT',
      `/api/operator/promotions/${id}`,
      promotionBody({ slug: 'osin-2026', title_uk: 'Осінь', product_ids: [second!.id], category_ids: [1], ends_on: day(25) }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, slug: 'osin-2026', title: 'Осінь', ends_on: day(25), promo_code: null, products: 1 });
    const urls = await slideUrls();
    expect(urls).toContain('/akcii/osin-2026');
    expect(urls).not.toContain('/akcii/osinni-znyzhky');
    const page = await t.app.inject({ method: 'GET', url: '/api/promotions/osin-2026', headers: { 'accept-language': 'uk' } });
    expect(page.json().data.promotion).toMatchObject({ title: 'Осінь' });
    expect((await t.app.inject({ method: 'GET', url: '/api/promotions/osinni-znyzhky' })).statusCode).toBe(404);
    const [updated] = await audit(`promotion:${id}`);
    expect(updated![0]).toBe('promotion.update');
    expect(updated![1]).toMatchObject({ slug: 'osinni-znyzhky', promo_code_id: codeId, category_ids: [] });
    expect(updated![2]).toMatchObject({
      slug: 'osin-2026',
      title_uk: 'Осінь',
      promo_code_id: null,
      base_product_ids: [await baseOf(second!.id)],
    });
  });

  it('an edit is refused as a new one is: another’s address 409, bad fields 400, an unknown promotion 404', async () => {
    const { id } = await create({ slug: 'pravka', category_ids: [1] });
    const taken = await asAdmin('PUT', `/api/operator/promotions/${id}`, promotionBody({ slug: 'litnii-rozprodazh', category_ids: [1] }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ slug: ['Ця адреса вже зайнята іншою акцією'] });
    const bad = await asAdmin('PUT', `/api/operator/promotions/${id}`, promotionBody({ slug: 'pravka', category_ids: [999_999] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ category_ids: ['Такої категорії немає'] });
    const none = await asAdmin('PUT', '/api/operator/promotions/999999', promotionBody({ category_ids: [1] }), 'ru');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'Такой акции нет' });
    expect((await asAdmin('GET', '/api/operator/promotions/999999')).statusCode).toBe(404);
  });

  it('deleting one takes its page and banner away, keeps its code, and logs what it was', async () => {
    const { id: codeId, code } = await createCode();
    const [offer] = await freshOffers(1);
    const { id } = await create({ slug: 'na-vydalennia', product_ids: [offer!.id], promo_code_id: codeId, banner_places: ['banner'] });
    const res = await asAdmin('DELETE', `/api/operator/promotions/${id}`);
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/promotions/na-vydalennia' })).statusCode).toBe(404);
    expect(await slideUrls()).not.toContain('/akcii/na-vydalennia');
    expect(await t.db.selectFrom('promotion_products').where('promotion_id', '=', id).select('promotion_id').execute()).toEqual([]);
    expect((await validate(code)).statusCode).toBe(200);
    const [deleted] = await audit(`promotion:${id}`);
    expect(deleted![0]).toBe('promotion.delete');
    expect(deleted![1]).toMatchObject({ slug: 'na-vydalennia' });
    expect(deleted![2]).toBeNull();
    expect((await asAdmin('DELETE', `/api/operator/promotions/${id}`)).statusCode).toBe(404);
    // Its code is free to go now.
    expect((await asAdmin('DELETE', `/api/operator/promo-codes/${codeId}`)).statusCode).toBe(204);
  });
});

describe('the home page’s banners', () => {
  const banners = async () =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/media-slider-items/main_page/banner' })).json().data as { id: number; url: string }[]
    ).map((b) => b.url);

  it('a promotion made with a banner adds it last; moving it up shows it earlier, logged', async () => {
    const [offer] = await freshOffers(1);
    const res = await asAdmin(
      'POST',
      '/api/operator/promotions',
      promotionBody({ slug: 'novorichni-podarunky', product_ids: [offer!.id], banner_places: ['banner'] }),
    );
    expect(res.statusCode).toBe(200);
    const shown = await banners();
    expect(shown.at(-1)).toBe('/akcii/novorichni-podarunky');

    const slides = (await asAdmin('GET', '/api/operator/home-slides')).json().data as {
      id: number;
      place: string;
      url: string;
      position: number;
    }[];
    const slide = slides.find((s) => s.url === '/akcii/novorichni-podarunky')!;
    expect(slide).toMatchObject({ place: 'banner', position: shown.length });
    const moved = await asAdmin('POST', `/api/operator/home-slides/${slide.id}/move`, { direction: 'up' });
    expect(moved.statusCode).toBe(200);
    expect((await banners()).at(-2)).toBe('/akcii/novorichni-podarunky');
    expect(await audit(`home_slide:${slide.id}`)).toEqual([
      ['home_slide.move', { position: shown.length }, { position: shown.length - 1 }],
      [
        'home_slide.create',
        null,
        expect.objectContaining({ url: '/akcii/novorichni-podarunky', subtitle_uk: 'Знижки на олії до кінця зими.' }),
      ],
    ]);
    expect((await asAdmin('POST', '/api/operator/home-slides/999999/move', { direction: 'up' })).statusCode).toBe(404);
  });

  const shownIn = async (place: string) =>
    (
      (await t.app.inject({ method: 'GET', url: `/api/media-slider-items/main_page/${place}` })).json().data as {
        id: number;
        url: string;
        image: { src: string };
      }[]
    ).filter((item) => item.url === '/akcii/v-usikh-mistsiakh');
  const places = async (id: number) => (await asAdmin('GET', `/api/operator/promotions/${id}`)).json().data.banner_places as string[];

  it('a promotion’s banner shows in the places chosen, last of each; an edit adds and takes places off at once, logged', async () => {
    const [offer] = await freshOffers(1);
    // Read once before, so each place's answer is in the response cache when the promotion changes it.
    for (const place of ['tabs', 'banner', 'mini_banner']) expect(await shownIn(place)).toEqual([]);
    const withoutPlaces = promotionBody({ slug: 'v-usikh-mistsiakh', product_ids: [offer!.id] });
    const body = { ...withoutPlaces, banner_places: ['mini_banner', 'tabs'] };
    const res = await asAdmin('POST', '/api/operator/promotions', body);
    expect(res.statusCode).toBe(200);
    const { id } = res.json().data as { id: number };
    expect(await places(id)).toEqual(['tabs', 'mini_banner']);
    const [tab] = await shownIn('tabs');
    expect(tab!.image.src).toBe(`/media/banner/${tab!.id}.svg`);
    const tabs = (await t.app.inject({ method: 'GET', url: '/api/media-slider-items/main_page/tabs' })).json().data as { url: string }[];
    expect(tabs.at(-1)!.url).toBe('/akcii/v-usikh-mistsiakh');
    const [mini] = await shownIn('mini_banner');
    expect(mini).toBeDefined();
    expect(await shownIn('banner')).toEqual([]);

    // The slider's banner is taken off, a banner added; the small banner stays where it stands.
    const edited = await asAdmin('PUT', `/api/operator/promotions/${id}`, { ...body, banner_places: ['banner', 'mini_banner'] });
    expect(edited.statusCode).toBe(200);
    expect(await places(id)).toEqual(['banner', 'mini_banner']);
    expect(await shownIn('tabs')).toEqual([]);
    expect((await shownIn('mini_banner')).map((item) => item.id)).toEqual([mini!.id]);
    const [banner] = await shownIn('banner');
    expect(await audit(`home_slide:${tab!.id}`)).toEqual([
      ['home_slide.delete', expect.objectContaining({ place: 'tabs', url: '/akcii/v-usikh-mistsiakh' }), null],
      ['home_slide.create', null, expect.objectContaining({ place: 'tabs' })],
    ]);
    expect(await audit(`home_slide:${banner!.id}`)).toEqual([['home_slide.create', null, expect.objectContaining({ place: 'banner' })]]);

    // An edit that does not name the places leaves them; an empty list takes every one off.
    expect((await asAdmin('PUT', `/api/operator/promotions/${id}`, withoutPlaces)).statusCode).toBe(200);
    expect(await places(id)).toEqual(['banner', 'mini_banner']);
    expect((await asAdmin('PUT', `/api/operator/promotions/${id}`, { ...body, banner_places: [] })).statusCode).toBe(200);
    expect(await places(id)).toEqual([]);
    expect(await shownIn('banner')).toEqual([]);
    expect(await shownIn('mini_banner')).toEqual([]);
  });

  it('a banner on its categories’ pages shows first of their banners there alone, at once; unticked, it goes; logged', async () => {
    const categories = await t.db.selectFrom('categories').select(['id', 'parent_id']).execute();
    const parent = categories.find((c) => c.parent_id === null && categories.some((k) => k.parent_id === c.id))!;
    const child = categories.find((c) => c.parent_id === parent.id)!;
    const other = categories.find((c) => c.parent_id === null && c.id !== parent.id)!;
    const url = '/akcii/u-kategoriiakh';
    const pageBanners = async (id: number) =>
      ((await t.app.inject({ method: 'GET', url: `/api/catalog/c${id}` })).json().data.banners as { url: string }[]).map((b) => b.url);
    // Read once before, so each page's answer is in the response cache when the promotion changes it.
    for (const id of [parent.id, child.id, other.id]) expect(await pageBanners(id)).not.toContain(url);
    const body = promotionBody({ slug: 'u-kategoriiakh', category_ids: [parent.id] });
    const res = await asAdmin('POST', '/api/operator/promotions', { ...body, banner_places: ['category'] });
    expect(res.statusCode).toBe(200);
    const { id } = res.json().data as { id: number };
    expect(await places(id)).toEqual(['category']);
    expect((await pageBanners(parent.id))[0]).toBe(url);
    expect((await pageBanners(child.id))[0]).toBe(url);
    expect(await pageBanners(other.id)).not.toContain(url);
    for (const place of ['tabs', 'banner', 'mini_banner']) {
      const items = (await t.app.inject({ method: 'GET', url: `/api/media-slider-items/main_page/${place}` })).json().data as {
        url: string;
      }[];
      expect(items.map((item) => item.url)).not.toContain(url);
    }
    const slide = ((await asAdmin('GET', '/api/operator/home-slides')).json().data as { id: number; url: string; place: string }[]).find(
      (s) => s.url === url,
    )!;
    expect(slide.place).toBe('category');
    expect(await t.app.inject({ method: 'GET', url: `/media/banner/${slide.id}.svg` })).toMatchObject({ statusCode: 200 });

    expect((await asAdmin('PUT', `/api/operator/promotions/${id}`, { ...body, banner_places: [] })).statusCode).toBe(200);
    expect(await pageBanners(parent.id)).not.toContain(url);
    expect(await audit(`home_slide:${slide.id}`)).toEqual([
      ['home_slide.delete', expect.objectContaining({ place: 'category', url }), null],
      ['home_slide.create', null, expect.objectContaining({ place: 'category', url })],
    ]);
  });

  it('refuses a place the store has not and a place named twice', async () => {
    const body = promotionBody({ slug: 'nevidome-mistse', category_ids: [1] });
    expect((await asAdmin('POST', '/api/operator/promotions', { ...body, banner_places: ['sidebar'] })).statusCode).toBe(400);
    expect((await asAdmin('POST', '/api/operator/promotions', { ...body, banner_places: ['banner', 'banner'] })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/promotions/nevidome-mistse' })).statusCode).toBe(404);
  });

  it('a small banner is moved among the small banners alone, and the home page shows the new order at once', async () => {
    const [offer] = await freshOffers(1);
    const res = await asAdmin(
      'POST',
      '/api/operator/promotions',
      promotionBody({ slug: 'mali-banery', product_ids: [offer!.id], banner_places: ['mini_banner'] }),
    );
    expect(res.statusCode).toBe(200);
    const minis = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/media-slider-items/main_page/mini_banner' })).json().data as { url: string }[]).map(
        (item) => item.url,
      );
    const before = await minis();
    expect(before.at(-1)).toBe('/akcii/mali-banery');
    const banners = await t.app.inject({ method: 'GET', url: '/api/media-slider-items/main_page/banner' });
    const slide = ((await asAdmin('GET', '/api/operator/home-slides')).json().data as { id: number; url: string; place: string }[]).find(
      (s) => s.url === '/akcii/mali-banery',
    )!;
    expect(slide.place).toBe('mini_banner');
    expect((await asAdmin('POST', `/api/operator/home-slides/${slide.id}/move`, { direction: 'up' })).statusCode).toBe(200);
    const after = await minis();
    expect(after.at(-2)).toBe('/akcii/mali-banery');
    expect([...after].sort()).toEqual([...before].sort());
    expect((await t.app.inject({ method: 'GET', url: '/api/media-slider-items/main_page/banner' })).body).toBe(banners.body);
  });
});

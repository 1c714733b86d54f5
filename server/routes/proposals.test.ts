import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { phoneJpeg, pngImage } from '../media/test-images';
import { productPhotoDir } from '../media/product-photos';
import { undoProposal } from '../services/operator/proposal-moderation';
import { fillCart } from '../testing/checkout';
import { createTestApp, signInTestCustomer, type Method, type TestApp } from '../testing/app';
import { signInTestOperator, signInTestSeller } from '../testing/sessions';

let t: TestApp;
let admin: string;
let moderator: string;
let moderatorId: number;
/** Two sellers, each with its owner's workspace session and its API key. */
let a: { id: number; session: string; key: string };
let b: { id: number; session: string; key: string };
/** A leaf category with goods, one of its characteristic values, and a brand. */
let leaf: { id: number; valueId: number; brandId: number };

type As = { key: string } | { session: string } | { operator: string } | { customer: string } | Record<string, never>;
const call = (as: As, method: Method, url: string, payload?: object, lang = 'uk') =>
  t.app.inject({
    method,
    url,
    ...(payload !== undefined && { payload }),
    headers: { 'accept-language': lang, ...('key' in as ? { authorization: `Bearer ${as.key}` } : {}) },
    cookies: {
      ...('session' in as ? { seller_token: as.session } : {}),
      ...('operator' in as ? { operator_token: as.operator } : {}),
      ...('customer' in as ? { token: as.customer } : {}),
    },
  });
const get = async (url: string, lang = 'uk') => {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

let serial = 0;
/** A proposal that passes every rule, with a title of its own that no seeded product's words start with. */
function good(changes: object = {}) {
  serial += 1;
  const word = `Зорелист${serial}${Date.now() % 100_000}`;
  return {
    title_uk: `${word} корм для котів`,
    title_ru: `${word} корм для кошек`,
    description_uk: 'Повнораціонний сухий корм для дорослих котів.',
    description_ru: 'Полнорационный сухой корм для взрослых кошек.',
    category_id: leaf.id,
    brand_id: leaf.brandId,
    value_ids: [leaf.valueId],
    price: 349,
    stock: 12,
    vendor_code: `ZL-${serial}-${Date.now()}`,
    ...changes,
  };
}

async function propose(as: As, body: object = good(), lang = 'uk') {
  const res = await call(as, 'POST', '/api/seller-api/proposals', body, lang);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: number; status: string; title: string } }>().data;
}

interface QueueItem {
  id: number;
  status: string;
  undoable: boolean;
  product_id: number | null;
  title_uk: string;
  brand: string;
  new_brand: boolean;
  characteristics: { attribute: string; value: string }[];
}
const queue = async (lang = 'uk') => {
  const res = await call({ operator: moderator }, 'GET', '/api/operator/proposals', undefined, lang);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { waiting: number; oldest_hours: number | null; items: QueueItem[] } }>().data;
};
const decide = (id: number, step: 'accept' | 'refuse' | 'undo', body?: object, as: As = { operator: moderator }) =>
  call(as, 'POST', `/api/operator/proposals/${id}/${step}`, body);

const found = async (title: string, baseProductId: number, lang = 'uk') => {
  const body = await get(`/api/multisearch/search?query=${encodeURIComponent(title)}`, lang);
  return (body.products.content as { base_product_id: number }[]).some((p) => p.base_product_id === baseProductId);
};
const listed = async (categoryId: number, brandId: number, baseProductId: number) => {
  const { data } = await get(`/api/catalog/c${categoryId}?brand=${brandId}&sort=new`);
  return (data.products.content as { base_product_id: number }[]).some((p) => p.base_product_id === baseProductId);
};
const inSitemap = async (productId: number) =>
  (await t.app.inject({ method: 'GET', url: '/sitemap/products-1.xml' })).body.includes(`/product/${productId}<`);

beforeAll(async () => {
  t = await createTestApp();
  ({ token: admin } = await signInTestOperator(t.db, 'admin'));
  ({ id: moderatorId, token: moderator } = await signInTestOperator(t.db, 'moderator'));
  a = { id: 1, session: (await signInTestSeller(t, 1)).token, key: demoSellerKey(1) };
  b = { id: 2, session: (await signInTestSeller(t, 2)).token, key: demoSellerKey(2) };
  const parents = t.db.selectFrom('categories').where('parent_id', 'is not', null).select('parent_id');
  const row = await t.db
    .selectFrom('base_products as bp')
    .innerJoin('base_product_values as bv', 'bv.base_product_id', 'bp.id')
    .where('bp.category_id', 'not in', parents as never)
    .select(['bp.category_id', 'bv.value_id', 'bp.brand_id'])
    .orderBy('bp.id')
    .executeTakeFirstOrThrow();
  leaf = { id: row.category_id, valueId: row.value_id, brandId: row.brand_id };
});
afterAll(() => t.close());

describe('who reaches the proposals', () => {
  // the POST carries a proposal that passes every rule, so only the missing seller is refused
  const SELLER_ROUTES: [Method, string, boolean?][] = [
    ['GET', '/api/seller-api/proposals'],
    ['GET', '/api/seller-api/proposals/choices'],
    ['GET', '/api/seller-api/proposals/1'],
    ['POST', '/api/seller-api/proposals', true],
    ['PUT', '/api/seller-api/proposals/1', true],
    ['DELETE', '/api/seller-api/proposals/1'],
  ];
  it.each(SELLER_ROUTES)('%s %s: no seller session or key, a customer’s or an operator’s session get 401', async (method, url, body) => {
    const customer = await signInTestCustomer(t.db);
    for (const as of [{}, { customer }, { operator: admin }, { key: 'not-a-key' }] as As[]) {
      expect((await call(as, method, url, body ? good() : undefined)).statusCode).toBe(401);
    }
  });

  const OPERATOR_ROUTES: [Method, string, object?][] = [
    ['GET', '/api/operator/proposals'],
    ['POST', '/api/operator/proposals/1/accept'],
    ['POST', '/api/operator/proposals/1/refuse', { reason: 'ні' }],
    ['POST', '/api/operator/proposals/1/undo'],
  ];
  it.each(OPERATOR_ROUTES)('%s %s: a customer’s or a seller’s session, a seller key and none get 401', async (method, url, body) => {
    const customer = await signInTestCustomer(t.db);
    for (const as of [{}, { customer }, { session: a.session }, { key: a.key }] as As[]) {
      expect((await call(as, method, url, body)).statusCode).toBe(401);
    }
  });

  it('moderators and admins both reach the queue', async () => {
    expect((await call({ operator: moderator }, 'GET', '/api/operator/proposals')).statusCode).toBe(200);
    expect((await call({ operator: admin }, 'GET', '/api/operator/proposals')).statusCode).toBe(200);
  });
});

describe('proposing a product', () => {
  it('offers the leaf categories, the brands and a category’s characteristics', async () => {
    const res = await call({ session: a.session }, 'GET', `/api/seller-api/proposals/choices?category_id=${leaf.id}`);
    expect(res.statusCode).toBe(200);
    const { categories, brands, attributes } = res.json().data;
    expect(categories.some((c: { id: number; name: string }) => c.id === leaf.id && c.name.includes(' › '))).toBe(true);
    const parentIds = (await t.db.selectFrom('categories').select('parent_id').distinct().execute()).map((r) => r.parent_id);
    expect(categories.some((c: { id: number }) => parentIds.includes(c.id))).toBe(false);
    expect(brands.some((x: { id: number }) => x.id === leaf.brandId)).toBe(true);
    expect(attributes.flatMap((x: { values: { id: number }[] }) => x.values.map((v) => v.id))).toContain(leaf.valueId);
    const without = await call({ key: a.key }, 'GET', '/api/seller-api/proposals/choices');
    expect(without.json().data.attributes).toEqual([]);
  });

  const INVALID: [string, object, string, string, string][] = [
    ['a short title', { title_uk: 'ab' }, 'title_uk', 'Назва — від 3 до 200 символів', 'Название — от 3 до 200 символов'],
    ['no Russian title', { title_ru: '   ' }, 'title_ru', 'Назва — від 3 до 200 символів', 'Название — от 3 до 200 символов'],
    [
      'a short description',
      { description_uk: 'Корм' },
      'description_uk',
      'Опис — від 10 до 5000 символів',
      'Описание — от 10 до 5000 символов',
    ],
    ['no category', { category_id: undefined }, 'category_id', 'Оберіть категорію', 'Выберите категорию'],
    [
      'a category with subcategories',
      { category_id: 'PARENT' },
      'category_id',
      'Такої категорії немає або в ній є підкатегорії: оберіть категорію зі списку',
      'Такой категории нет или в ней есть подкатегории: выберите категорию из списка',
    ],
    [
      'no brand',
      { brand_id: undefined },
      'brand_name',
      'Оберіть бренд або вкажіть назву нового',
      'Выберите бренд или укажите название нового',
    ],
    [
      'a one-letter new brand',
      { brand_id: undefined, brand_name: 'Q' },
      'brand_name',
      'Назва бренду — від 2 до 60 символів',
      'Название бренда — от 2 до 60 символов',
    ],
    [
      'an unknown brand',
      { brand_id: 999_999 },
      'brand_id',
      'Такого бренду немає: оберіть зі списку або вкажіть назву нового',
      'Такого бренда нет: выберите из списка или укажите название нового',
    ],
    [
      'a value of no attribute of the category',
      { value_ids: [999_999] },
      'value_ids',
      'Ці характеристики не належать до обраної категорії',
      'Эти характеристики не относятся к выбранной категории',
    ],
    [
      'a price of 0',
      { price: 0 },
      'price',
      'Ціна — ціле число гривень від 1 до 10 000 000',
      'Цена — целое число гривен от 1 до 10 000 000',
    ],
    [
      'no price',
      { price: undefined },
      'price',
      'Ціна — ціле число гривень від 1 до 10 000 000',
      'Цена — целое число гривен от 1 до 10 000 000',
    ],
    ['a negative stock', { stock: -1 }, 'stock', 'Залишок — ціле число від 0 до 1 000 000', 'Остаток — целое число от 0 до 1 000 000'],
    [
      'no vendor code',
      { vendor_code: ' ' },
      'vendor_code',
      'Вкажіть артикул, не довший за 64 символи',
      'Укажите артикул не длиннее 64 символов',
    ],
    [
      'a vendor code over 64 characters',
      { vendor_code: 'x'.repeat(65) },
      'vendor_code',
      'Вкажіть артикул, не довший за 64 символи',
      'Укажите артикул не длиннее 64 символов',
    ],
  ];
  it.each(INVALID)('refuses %s with 400 and the field’s words in the seller’s language', async (_name, changes, field, uk, ru) => {
    const parent = await t.db.selectFrom('categories').where('parent_id', 'is', null).select('id').executeTakeFirstOrThrow();
    const body = good(
      Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v === 'PARENT' ? parent.id : v])) as Record<string, unknown>,
    );
    for (const [lang, text] of [
      ['uk', uk],
      ['ru', ru],
    ] as const) {
      const res = await call({ session: a.session }, 'POST', '/api/seller-api/proposals', body, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toEqual([text]);
    }
    expect(await t.db.selectFrom('product_proposals').where('title_uk', '=', body.title_uk).select('id').execute()).toEqual([]);
  });

  it('names every bad field of one request at once', async () => {
    const res = await call({ session: a.session }, 'POST', '/api/seller-api/proposals', good({ title_uk: '', price: 0, stock: undefined }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['price', 'stock', 'title_uk']);
    expect(res.json().message).toBe('Перевірте правильність заповнення полів');
  });

  it('refuses a vendor code the seller already uses on an offer or a waiting proposal, not another seller’s', async () => {
    const offer = await t.db
      .updateTable('products')
      .set({ vendor_code: 'TAKEN-OFFER-1' })
      .where('id', '=', t.db.selectFrom('products').where('seller_id', '=', a.id).select('id').limit(1) as never)
      .executeTakeFirst();
    expect(Number(offer.numUpdatedRows)).toBe(1);
    const onOffer = await call({ session: a.session }, 'POST', '/api/seller-api/proposals', good({ vendor_code: 'TAKEN-OFFER-1' }));
    expect(onOffer.statusCode).toBe(400);
    expect(onOffer.json().errors.vendor_code).toEqual(['Цей артикул уже має інша ваша пропозиція або товар']);
    await propose({ session: a.session }, good({ vendor_code: 'WAITING-1' }));
    const twice = await call({ key: a.key }, 'POST', '/api/seller-api/proposals', good({ vendor_code: 'WAITING-1' }), 'ru');
    expect(twice.json().errors.vendor_code).toEqual(['Этот артикул уже есть у другого вашего предложения или товара']);
    await propose({ session: b.session }, good({ vendor_code: 'WAITING-1' }));
  });

  it('saves a waiting proposal the seller sees, by session or key, and no other seller does', async () => {
    const body = good();
    const saved = await propose({ key: a.key }, body);
    expect(saved).toMatchObject({ status: 'waiting', title: body.title_uk });
    const ru = await call({ session: a.session }, 'GET', `/api/seller-api/proposals/${saved.id}`, undefined, 'ru');
    expect(ru.json().data).toMatchObject({
      id: saved.id,
      title: body.title_ru,
      price: 349,
      stock: 12,
      refusal_reason: '',
      product_id: null,
    });
    const mine = await call({ session: a.session }, 'GET', '/api/seller-api/proposals');
    expect(mine.json().data[0].id).toBe(saved.id);
    for (const other of [{ session: b.session }, { key: b.key }]) {
      expect((await call(other, 'GET', `/api/seller-api/proposals/${saved.id}`)).statusCode).toBe(404);
      const theirs = await call(other, 'GET', '/api/seller-api/proposals');
      expect(theirs.json().data.map((p: { id: number }) => p.id)).not.toContain(saved.id);
    }
  });
});

describe('the proposed-products queue', () => {
  it('counts the waiting ones and the oldest’s age, oldest first', async () => {
    const first = await propose({ session: a.session });
    await t.db
      .updateTable('product_proposals')
      .set({ created_at: new Date(Date.now() - 5 * 3_600_000).toISOString() })
      .where('id', '=', first.id)
      .execute();
    const { waiting, oldest_hours, items } = await queue();
    const count = await t.db.selectFrom('product_proposals').where('status', '=', 'waiting').select('id').execute();
    expect(waiting).toBe(count.length);
    expect(oldest_hours).toBeGreaterThanOrEqual(5);
    expect(items[0]!.id).toBe(first.id);
  });

  it('accepted several at once, each gets a product, an offer and a brand of its own', async () => {
    const proposals = await Promise.all(
      Array.from({ length: 4 }, (_, i) => {
        const { brand_id: _brand, ...body } = good({ brand_name: `Разом ${i} ${Date.now() % 100_000}` });
        return propose({ session: a.session }, body);
      }),
    );
    const answers = await Promise.all(proposals.map((p) => decide(p.id, 'accept')));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.db
      .selectFrom('product_proposals')
      .where(
        'id',
        'in',
        proposals.map((p) => p.id),
      )
      .select(['status', 'base_product_id', 'product_id'])
      .execute();
    expect(rows.every((r) => r.status === 'accepted')).toBe(true);
    expect(new Set(rows.map((r) => r.base_product_id)).size).toBe(4);
    expect(new Set(rows.map((r) => r.product_id)).size).toBe(4);
  });

  it('accepting makes the product findable by search, in its category, in the sitemap and on its page, for the seller too', async () => {
    const body = good();
    const proposal = await propose({ session: a.session }, body);
    const item = (await queue()).items.find((i) => i.id === proposal.id)!;
    expect(item.characteristics).toHaveLength(1);
    const res = await decide(proposal.id, 'accept');
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('product_proposals').where('id', '=', proposal.id).selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('accepted');
    const base = await t.db.selectFrom('base_products').where('id', '=', row.base_product_id!).selectAll().executeTakeFirstOrThrow();
    expect(base).toMatchObject({
      title_uk: body.title_uk,
      title_ru: body.title_ru,
      description_ru: body.description_ru,
      category_id: leaf.id,
      brand_id: leaf.brandId,
      best_product_id: row.product_id,
      min_price_kop: 34_900,
      in_stock: 1,
    });
    const offer = await t.db.selectFrom('products').where('id', '=', row.product_id!).selectAll().executeTakeFirstOrThrow();
    expect(offer).toMatchObject({ seller_id: a.id, price_kop: 34_900, stock: 12, vendor_code: body.vendor_code });
    expect(await found(body.title_uk, base.id)).toBe(true);
    expect(await found(body.title_ru, base.id, 'ru')).toBe(true);
    expect(await listed(leaf.id, leaf.brandId, base.id)).toBe(true);
    expect(await inSitemap(row.product_id!)).toBe(true);
    const page = await get(`/api/product/${row.product_id}`, 'ru');
    expect(page.data.title).toContain(body.title_ru);
    const seen = await call({ session: a.session }, 'GET', `/api/seller-api/proposals/${proposal.id}`);
    expect(seen.json().data).toMatchObject({ status: 'accepted', product_id: row.product_id });
    const offers = await call({ key: a.key }, 'GET', `/api/seller-api/offers?q=${row.product_id}`);
    expect(offers.json().data[0].id).toBe(row.product_id);

    const again = await decide(proposal.id, 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Цю пропозицію вже розглянуто');
    const log = await call({ operator: admin }, 'GET', `/api/operator/audit?subject=proposal:${proposal.id}`);
    expect(log.json().data[0]).toMatchObject({ action: 'proposal.accept', before: { status: 'waiting' } });
  });

  it('a new brand is made on acceptance and taken away by its undo, with the product, its offer and its listing', async () => {
    const brandName = `Зорелист Фудс ${Date.now()}`;
    const body = good({ brand_id: undefined, brand_name: brandName });
    const proposal = await propose({ session: b.session }, body);
    expect((await queue()).items.find((i) => i.id === proposal.id)).toMatchObject({ new_brand: true, brand: brandName });
    expect((await decide(proposal.id, 'accept')).statusCode).toBe(200);
    const row = await t.db.selectFrom('product_proposals').where('id', '=', proposal.id).selectAll().executeTakeFirstOrThrow();
    const brand = await t.db.selectFrom('brands').where('id', '=', row.created_brand_id!).selectAll().executeTakeFirstOrThrow();
    expect(brand.name).toBe(brandName);
    expect(await listed(leaf.id, brand.id, row.base_product_id!)).toBe(true);
    expect(await found(body.title_uk, row.base_product_id!)).toBe(true);

    const undone = await decide(proposal.id, 'undo');
    expect(undone.statusCode).toBe(200);
    expect(await found(body.title_uk, row.base_product_id!)).toBe(false);
    expect(await inSitemap(row.product_id!)).toBe(false);
    expect(await t.db.selectFrom('products').where('id', '=', row.product_id!).select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('brands').where('id', '=', brand.id).select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('listing_cells').where('brand_id', '=', brand.id).select('products').execute()).toEqual([]);
    const waiting = await call({ session: b.session }, 'GET', `/api/seller-api/proposals/${proposal.id}`);
    expect(waiting.json().data).toMatchObject({ status: 'waiting', product_id: null });
    // and it can be accepted again
    expect((await decide(proposal.id, 'accept')).statusCode).toBe(200);
  });

  it('refusing takes a reason the seller sees; undone within 10 minutes it waits again, after that 409', async () => {
    const proposal = await propose({ session: a.session });
    const empty = await decide(proposal.id, 'refuse', { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toEqual(['Вкажіть причину відмови, до 300 символів']);
    expect((await decide(proposal.id, 'refuse', { reason: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await decide(proposal.id, 'refuse', { reason: 'Такий товар уже є в каталозі' })).statusCode).toBe(200);
    const seen = await call({ session: a.session }, 'GET', `/api/seller-api/proposals/${proposal.id}`, undefined, 'ru');
    expect(seen.json().data).toMatchObject({ status: 'refused', refusal_reason: 'Такий товар уже є в каталозі' });
    expect((await decide(proposal.id, 'accept')).statusCode).toBe(409);

    expect((await decide(proposal.id, 'undo')).statusCode).toBe(200);
    expect((await queue()).items.find((i) => i.id === proposal.id)).toMatchObject({ status: 'waiting', undoable: false });
    expect((await decide(proposal.id, 'refuse', { reason: 'Немає фото упаковки' })).statusCode).toBe(200);
    const late = await undoProposal(t.db, moderatorId, proposal.id, new Date(Date.now() + 11 * 60_000));
    expect(late).toEqual({ done: false, problem: 'undoExpired' });
    const lateAnswer = await t.db
      .updateTable('product_proposals')
      .set({ decided_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where('id', '=', proposal.id)
      .execute()
      .then(() => decide(proposal.id, 'undo'));
    expect(lateAnswer.statusCode).toBe(409);
    expect(lateAnswer.json().message).toBe('Скасувати вже не можна: минуло 10 хвилин');
    const actions = (await call({ operator: admin }, 'GET', `/api/operator/audit?subject=proposal:${proposal.id}`)).json().data;
    expect(actions.map((e: { action: string }) => e.action)).toEqual(['proposal.refuse', 'proposal.undo', 'proposal.refuse']);
  });

  it('an acceptance whose offer a shopper already holds in a cart cannot be undone', async () => {
    const proposal = await propose({ session: a.session });
    expect((await decide(proposal.id, 'accept')).statusCode).toBe(200);
    const row = await t.db.selectFrom('product_proposals').where('id', '=', proposal.id).selectAll().executeTakeFirstOrThrow();
    await fillCart(t, [{ id: row.product_id!, qty: 1 }]);
    const undo = await decide(proposal.id, 'undo');
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe('Товар уже в кошиках чи замовленнях покупців: схвалення не скасувати');
    expect(await t.db.selectFrom('products').where('id', '=', row.product_id!).select('id').execute()).toHaveLength(1);
    const still = await t.db.selectFrom('product_proposals').where('id', '=', proposal.id).select('status').executeTakeFirstOrThrow();
    expect(still.status).toBe('accepted');
  });

  it('an unknown proposal is 404 in the operator’s language', async () => {
    const res = await call({ operator: moderator }, 'POST', '/api/operator/proposals/999999/accept', undefined, 'ru');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Такого предложения товара нет');
  });
});

describe('a seller changes or withdraws a proposal while it waits', () => {
  it('shows what was typed, takes a change checked as a new proposal, and keeps its place in the queue', async () => {
    const first = good();
    const proposal = await propose({ session: a.session }, first);
    const detail = await call({ session: a.session }, 'GET', `/api/seller-api/proposals/${proposal.id}`);
    expect(detail.json().data.draft).toEqual({ ...first, brand_name: '' });
    // its own vendor code is no clash with itself
    const changed = { ...first, title_uk: `${first.title_uk} преміум`, price: 399, stock: 3 };
    const res = await call({ key: a.key }, 'PUT', `/api/seller-api/proposals/${proposal.id}`, changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: proposal.id, status: 'waiting', title: changed.title_uk, price: 399, stock: 3 });
    const waiting = (await queue()).items.find((item) => item.id === proposal.id);
    expect(waiting).toMatchObject({ status: 'waiting', title_uk: changed.title_uk });

    const bad = await call(
      { session: a.session },
      'PUT',
      `/api/seller-api/proposals/${proposal.id}`,
      { ...changed, price: 0, title_ru: 'ab' },
      'ru',
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['price', 'title_ru']);
    expect(bad.json().errors.price).toEqual(['Цена — целое число гривен от 1 до 10 000 000']);
  });

  it('refuses a vendor code another waiting proposal of the seller has', async () => {
    const other = await propose({ session: a.session });
    const otherCode = (await call({ session: a.session }, 'GET', `/api/seller-api/proposals/${other.id}`)).json().data.draft.vendor_code;
    const mine = good();
    const proposal = await propose({ session: a.session }, mine);
    const res = await call({ session: a.session }, 'PUT', `/api/seller-api/proposals/${proposal.id}`, { ...mine, vendor_code: otherCode });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.vendor_code).toEqual(['Цей артикул уже має інша ваша пропозиція або товар']);
  });

  it('withdraws it: it leaves the seller’s list and the moderators’ queue', async () => {
    const proposal = await propose({ session: a.session });
    const res = await call({ session: a.session }, 'DELETE', `/api/seller-api/proposals/${proposal.id}`);
    expect(res.statusCode).toBe(204);
    const list = (await call({ session: a.session }, 'GET', '/api/seller-api/proposals')).json().data as { id: number }[];
    expect(list.some((p) => p.id === proposal.id)).toBe(false);
    expect((await queue()).items.some((item) => item.id === proposal.id)).toBe(false);
    expect((await call({ session: a.session }, 'DELETE', `/api/seller-api/proposals/${proposal.id}`)).statusCode).toBe(404);
  });

  it('a decided proposal is neither changed nor withdrawn (409), and once undone it may be again', async () => {
    const body = good();
    const proposal = await propose({ session: a.session }, body);
    expect((await decide(proposal.id, 'refuse', { reason: 'Немає фото упаковки' })).statusCode).toBe(200);
    const change = await call({ session: a.session }, 'PUT', `/api/seller-api/proposals/${proposal.id}`, body);
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe('Цю пропозицію вже розглянуто');
    expect((await call({ session: a.session }, 'DELETE', `/api/seller-api/proposals/${proposal.id}`, undefined, 'ru')).json().message).toBe(
      'Это предложение уже рассмотрено',
    );
    expect((await decide(proposal.id, 'undo')).statusCode).toBe(200);
    expect((await call({ session: a.session }, 'PUT', `/api/seller-api/proposals/${proposal.id}`, body)).statusCode).toBe(200);
  });

  it('seller B can neither read, change nor withdraw seller A’s proposal, by session or key', async () => {
    const body = good();
    const proposal = await propose({ session: a.session }, body);
    for (const as of [{ session: b.session }, { key: b.key }]) {
      expect((await call(as, 'GET', `/api/seller-api/proposals/${proposal.id}`)).statusCode).toBe(404);
      const change = await call(as, 'PUT', `/api/seller-api/proposals/${proposal.id}`, { ...body, price: 1 });
      expect(change.statusCode).toBe(404);
      expect(change.json().message).toBe('Такої пропозиції товару немає');
      expect((await call(as, 'DELETE', `/api/seller-api/proposals/${proposal.id}`)).statusCode).toBe(404);
    }
    const still = (await call({ session: a.session }, 'GET', `/api/seller-api/proposals/${proposal.id}`)).json().data;
    expect(still).toMatchObject({ status: 'waiting', price: body.price });
  });
});

describe('a proposal’s photos', () => {
  const photos = (id: number) => `/api/seller-api/proposals/${id}/photos`;
  const upload = (as: As, id: number, bytes: Buffer, type = 'image/jpeg', lang = 'uk') =>
    t.app.inject({
      method: 'POST',
      url: photos(id),
      payload: bytes,
      headers: { 'accept-language': lang, 'content-type': type, ...('key' in as ? { authorization: `Bearer ${as.key}` } : {}) },
      cookies: 'session' in as ? { seller_token: as.session } : {},
    });
  const stored = (key: string) => existsSync(join(productPhotoDir(t.config.uploadsDir), `${key}.webp`));
  type Gallery = { editable: boolean; photos: { key: string; main: boolean; image: { src: string } }[] };

  it('a waiting proposal takes photos, the moderator sees them, and accepting gives them to the goods as the seller’s', async () => {
    const proposal = await propose({ session: a.session });
    const first = await upload({ session: a.session }, proposal.id, await phoneJpeg(900, 700));
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload({ key: a.key }, proposal.id, pngImage(40, 30), 'image/png');
    expect(second.statusCode).toBe(201);
    const keys = second.json<{ data: Gallery }>().data.photos.map((p) => p.key);
    expect(keys).toHaveLength(2);
    const main = await call({ session: a.session }, 'PUT', `${photos(proposal.id)}/main`, { key: keys[1] });
    expect(main.json<{ data: Gallery }>().data.photos.map((p) => p.key)).toEqual([keys[1], keys[0]]);

    const item = (await queue()).items.find((i) => i.id === proposal.id) as QueueItem & { photos: { src: string; width: number }[] };
    expect(item.photos.map((p) => p.src)).toEqual(main.json<{ data: Gallery }>().data.photos.map((p) => p.image.src));
    expect(item.photos[0]!.width).toBe(600);

    expect((await decide(proposal.id, 'accept')).statusCode).toBe(200);
    const row = await t.db.selectFrom('product_proposals').where('id', '=', proposal.id).selectAll().executeTakeFirstOrThrow();
    const base = await t.db
      .selectFrom('base_products')
      .where('id', '=', row.base_product_id!)
      .select(['photo_keys', 'photo_seller_id'])
      .executeTakeFirstOrThrow();
    expect(JSON.parse(base.photo_keys)).toEqual([keys[1], keys[0]]);
    expect(base.photo_seller_id).toBe(a.id);
    const page = await get(`/api/product/${row.product_id}`);
    expect(JSON.stringify(page.data.media)).toContain(keys[1]);
    // the goods' gallery is now the seller's offer's, and the decided proposal keeps its photos unchanged
    const offerGallery = await call({ session: a.session }, 'GET', `/api/seller-api/offers/${row.product_id}/photos`);
    expect(offerGallery.json<{ data: Gallery }>().data).toMatchObject({ editable: true, photos: [{ key: keys[1] }, { key: keys[0] }] });
    const decided = await call({ session: a.session }, 'GET', photos(proposal.id));
    expect(decided.json<{ data: Gallery }>().data.editable).toBe(false);
    const late = await upload({ session: a.session }, proposal.id, pngImage(), 'image/png', 'ru');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'Это предложение уже рассмотрено' });
  });

  it('another seller reaches none of them (404), and a bad file is refused in the seller’s language', async () => {
    const proposal = await propose({ session: a.session });
    expect((await call({ session: b.session }, 'GET', photos(proposal.id))).statusCode).toBe(404);
    expect((await upload({ key: b.key }, proposal.id, pngImage(), 'image/png')).statusCode).toBe(404);
    const text = await upload({ session: a.session }, proposal.id, Buffer.from('not a picture'), 'image/png', 'ru');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Фото должно быть в формате JPEG, PNG или WebP');
    expect((await call({ session: a.session }, 'GET', photos(proposal.id))).json<{ data: Gallery }>().data.photos).toEqual([]);
  });

  it('withdrawing a proposal takes its photos’ files away', async () => {
    const proposal = await propose({ session: a.session });
    const added = await upload({ session: a.session }, proposal.id, pngImage(20, 20), 'image/png');
    const key = added.json<{ data: Gallery }>().data.photos[0]!.key;
    expect(stored(key)).toBe(true);
    expect((await call({ session: a.session }, 'DELETE', `/api/seller-api/proposals/${proposal.id}`)).statusCode).toBe(204);
    expect(stored(key)).toBe(false);
  });
});

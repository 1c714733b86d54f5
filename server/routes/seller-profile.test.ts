import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopToday } from '../../src/domain/calendar-day';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { DEMO_SELLER_OWNER } from '../db/seed/demo-seller-users';
import type { OrderTable } from '../db/schema';
import { pngBomb, phoneJpeg } from '../media/test-images';
import { createSeller } from '../services/seller/seller-accounts';
import { createSellerSession } from '../services/seller/seller-users';
import { sellerStatistics } from '../services/seller/seller-profile';
import { feedUpload } from '../testing/feed-upload';
import { createTestApp, type TestApp } from '../testing/app';
import { insertTestOrder } from '../testing/orders';

let t: TestApp;
type Seller = { id: number; owner: string; manager: string; key: string };
let a: Seller;
let b: Seller;

type As = { session?: string; key?: string; lang?: string };
const call = (as: As, method: 'GET' | 'PUT' | 'DELETE' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload !== undefined && { payload }),
    headers: { 'accept-language': as.lang ?? 'uk', ...(as.key ? { authorization: `Bearer ${as.key}` } : {}) },
    cookies: as.session ? { seller_token: as.session } : {},
  });

function sendLogo(as: As, bytes: Buffer, field = 'logo') {
  const boundary = 'logoboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="logo.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'PUT',
    url: '/api/seller-profile/logo',
    payload,
    headers: { 'accept-language': as.lang ?? 'uk', 'content-type': `multipart/form-data; boundary=${boundary}` },
    cookies: as.session ? { seller_token: as.session } : {},
  });
}

function sendFeed(as: As, file: string, dryRun: boolean) {
  const { payload, contentType } = feedUpload(file, { dryRun, name: 'feed.csv', type: 'text/csv' });
  return t.app.inject({
    method: 'POST',
    url: '/api/seller-api/feeds',
    payload,
    headers: { 'accept-language': 'uk', 'content-type': contentType },
    cookies: as.session ? { seller_token: as.session } : {},
  });
}

async function signIn(phone: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/seller-auth/login', payload: { phone, password } });
  expect(res.statusCode).toBe(200);
  return res.cookies.find((c) => c.name === 'seller_token')!.value;
}

let phones = 0;
async function sellerOf(id: number): Promise<Seller> {
  const owner = await signIn(DEMO_SELLER_OWNER.phone(id), DEMO_SELLER_OWNER.password);
  const { id: managerId } = await t.db
    .insertInto('seller_users')
    .values({
      seller_id: id,
      phone: `38067900${String((phones += 1)).padStart(4, '0')}`,
      name: 'Марія',
      role: 'manager',
      password_hash: '',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, owner, manager: await createSellerSession(t.db, managerId), key: demoSellerKey(id) };
}

const PROFILE = {
  about_uk: 'Родинна крамниця олій і чаїв.',
  about_ru: 'Семейный магазин масел и чаёв.',
  returns_uk: 'Повернення протягом 14 днів.',
  returns_ru: 'Возврат в течение 14 дней.',
  phone: '+380 44 123 45 67',
  email: 'hello@shop.ua',
  address_uk: 'м. Київ, вул. Хрещатик, 1',
  address_ru: 'г. Киев, ул. Крещатик, 1',
  schedule: 'Пн–Пт 09:00–18:00\nСб 10:00–15:00\nНд 00:00–24:00',
};

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  // two sellers with offers, so both have something to publish
  const [first, second] = await t.db.selectFrom('products').select('seller_id as id').distinct().orderBy('seller_id').limit(2).execute();
  a = await sellerOf(first!.id);
  b = await sellerOf(second!.id);
});
afterAll(() => t.close());

describe('the shop profile', () => {
  it('the owner changes it, and the storefront shows it at once in each language', async () => {
    const saved = await call({ session: a.owner }, 'PUT', '/api/seller-profile', PROFILE);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ ...PROFILE, seller_id: a.id, can_edit: true, paused: false });

    const uk = (await t.call('GET', `/api/seller-info/${a.id}`)).json().data;
    expect(uk.description).toBe(PROFILE.about_uk);
    expect(uk.returns).toBe(PROFILE.returns_uk);
    expect(uk.contacts).toEqual({ phone: PROFILE.phone, email: PROFILE.email, address: PROFILE.address_uk });
    expect(uk.schedule.lines).toEqual([
      { days: 'Пн–Пт', hours: '09:00–18:00' },
      { days: 'Сб', hours: '10:00–15:00' },
      { days: 'Нд', hours: '00:00–24:00' },
    ]);
    const ru = (await t.call('GET', `/api/seller-info/${a.id}`, { lang: 'ru' })).json().data;
    expect(ru.description).toBe(PROFILE.about_ru);
    expect(ru.returns).toBe(PROFILE.returns_ru);
    expect(ru.schedule.lines[2]).toEqual({ days: 'Вс', hours: '00:00–24:00' });
    // seller B's storefront is untouched
    expect((await t.call('GET', `/api/seller-info/${b.id}`)).json().data.description).not.toBe(PROFILE.about_uk);

    const ruForm = (await call({ session: a.owner, lang: 'ru' }, 'GET', '/api/seller-profile')).json().data;
    expect(ruForm.schedule).toBe('Пн–Пт 09:00–18:00\nСб 10:00–15:00\nВс 00:00–24:00');
  });

  it('a manager and a key read it; only the owner changes it (403 otherwise)', async () => {
    const read = await call({ session: a.manager }, 'GET', '/api/seller-profile');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ seller_id: a.id, can_edit: false });
    expect((await call({ key: a.key }, 'GET', '/api/seller-profile')).json().data).toMatchObject({ seller_id: a.id, can_edit: false });

    const byManager = await call({ session: a.manager }, 'PUT', '/api/seller-profile', { ...PROFILE, about_uk: 'Менеджер' });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toBe('Це може лише власник магазину, увійшовши в кабінет продавця');
    expect((await call({ key: a.key }, 'PUT', '/api/seller-profile', PROFILE)).statusCode).toBe(403);
    expect((await sendLogo({ session: a.manager }, await phoneJpeg(40, 40))).statusCode).toBe(403);
    expect((await call({ session: a.manager }, 'DELETE', '/api/seller-profile/logo')).statusCode).toBe(403);
    expect((await call({}, 'GET', '/api/seller-profile')).statusCode).toBe(401);
    expect((await call({}, 'PUT', '/api/seller-profile', PROFILE)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/seller-info/${a.id}`)).json().data.description).not.toBe('Менеджер');
  });

  it('each owner reads and writes its own shop alone', async () => {
    const mine = await call({ session: b.owner }, 'PUT', '/api/seller-profile', { ...PROFILE, about_uk: 'Крамниця Б' });
    expect(mine.json().data.seller_id).toBe(b.id);
    expect((await call({ session: a.owner }, 'GET', '/api/seller-profile')).json().data.about_uk).toBe(PROFILE.about_uk);
    expect((await call({ session: b.manager }, 'GET', '/api/seller-profile')).json().data.about_uk).toBe('Крамниця Б');
  });

  it('names every bad field at once in the request’s language (400)', async () => {
    const res = await call({ session: a.owner, lang: 'ru' }, 'PUT', '/api/seller-profile', {
      ...PROFILE,
      about_uk: ' ',
      email: 'not-mail',
      phone: '12',
      schedule: 'Пн–Пт 09:00–18:00\nкожного дня',
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(Object.keys(errors).sort()).toEqual(['about_uk', 'email', 'phone', 'schedule']);
    expect(errors.schedule[0]).toBe('Строка 2: напишите дни и часы, например «Пн–Пт 09:00–18:00»');
    expect((await call({ session: a.owner }, 'PUT', '/api/seller-profile', { ...PROFILE, extra: 1 })).statusCode).toBe(400);
    expect((await call({ session: a.owner }, 'PUT', '/api/seller-profile', { ...PROFILE, about_uk: 'я'.repeat(3001) })).statusCode).toBe(
      400,
    );
    expect((await call({ session: a.owner }, 'GET', '/api/seller-profile')).json().data.about_uk).toBe(PROFILE.about_uk);
  });
});

describe('the shop logo', () => {
  it('is drawn again as a square WebP without metadata, and the storefront and product page show it', async () => {
    const res = await sendLogo({ session: a.owner }, await phoneJpeg(600, 300));
    expect(res.statusCode).toBe(200);
    const { logo, has_logo } = res.json().data;
    expect(has_logo).toBe(true);
    expect(logo.src).toMatch(/^\/media\/seller-logo\/[\w-]{22}\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: logo.src });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 320, 320, undefined]);
    expect((await t.call('GET', `/api/seller-info/${a.id}`)).json().data.logo.src).toBe(logo.src);
    expect((await t.call('GET', `/api/seller-info/${b.id}`)).json().data.logo.src).toBe(`/media/seller/${b.id}.svg`);

    // a new logo takes the old one's place, whose file goes
    const next = (await sendLogo({ session: a.owner }, await phoneJpeg(100, 100))).json().data.logo.src;
    expect(next).not.toBe(logo.src);
    expect((await t.app.inject({ method: 'GET', url: logo.src })).statusCode).toBe(404);

    const gone = await call({ session: a.owner }, 'DELETE', '/api/seller-profile/logo');
    expect(gone.json().data).toMatchObject({ has_logo: false, logo: { src: `/media/seller/${a.id}.svg` } });
    expect((await t.app.inject({ method: 'GET', url: next })).statusCode).toBe(404);
  });

  it('refuses what is no picture, a bomb, and a wrong field, in the owner’s words', async () => {
    const text = await sendLogo({ session: a.owner }, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(text.statusCode).toBe(415);
    expect(text.json().errors.logo[0]).toBe('Фото має бути у форматі JPEG, PNG або WebP');
    expect((await sendLogo({ session: a.owner }, pngBomb())).statusCode).toBe(422);
    expect((await sendLogo({ session: a.owner }, Buffer.alloc(6 * 1024 * 1024, 0xff))).statusCode).toBe(413);
    expect((await sendLogo({ session: a.owner }, await phoneJpeg(20, 20), 'photo')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/media/seller-logo/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});

describe('a paused seller', () => {
  it('is told so with the reason, and what would publish is refused with the rule in its language (409)', async () => {
    const [offer] = await t.db.selectFrom('products').where('seller_id', '=', b.id).select(['id', 'price_kop']).limit(1).execute();
    await t.db
      .updateTable('sellers')
      .set({ paused_at: new Date().toISOString(), pause_reason: 'Перевірка документів' })
      .where('id', '=', b.id)
      .execute();
    try {
      const me = (await call({ session: b.manager }, 'GET', '/api/seller-auth/me')).json().data;
      expect(me.pause).toMatchObject({ reason: 'Перевірка документів' });
      expect((await call({ session: a.owner }, 'GET', '/api/seller-auth/me')).json().data.pause).toBeNull();
      expect((await call({ session: b.owner }, 'GET', '/api/seller-profile')).json().data).toMatchObject({
        paused: true,
        pause_reason: 'Перевірка документів',
      });

      const profile = await call({ session: b.owner }, 'PUT', '/api/seller-profile', PROFILE);
      expect(profile.statusCode).toBe(409);
      expect(profile.json().message).toMatch(/^Маркетплейс призупинив ваш магазин/);
      const edit = await call({ session: b.owner, lang: 'ru' }, 'PATCH', `/api/seller-api/offers/${offer!.id}`, { stock: 7 });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().message).toMatch(/^Маркетплейс приостановил ваш магазин/);
      expect((await call({ key: b.key }, 'PATCH', `/api/seller-api/offers/${offer!.id}`, { stock: 7 })).statusCode).toBe(409);
      expect((await sendLogo({ session: b.owner }, await phoneJpeg(40, 40))).statusCode).toBe(409);
      expect((await call({ session: b.owner }, 'PUT', `/api/seller-api/reviews/seller/1/reply`, { text: 'Дякуємо!' })).statusCode).toBe(
        409,
      );
      const proposal = {
        title_uk: 'Зорелист корм для котів',
        title_ru: 'Зорелист корм для кошек',
        description_uk: 'Повнораціонний сухий корм для дорослих котів.',
        description_ru: 'Полнорационный сухой корм для взрослых кошек.',
        category_id: 1,
        brand_id: 1,
        value_ids: [],
        price: 349,
        stock: 12,
        vendor_code: 'ZL-paused',
      };
      expect((await call({ key: b.key }, 'POST', '/api/seller-api/proposals', proposal)).statusCode).toBe(409);
      // a feed is still checked as a dry run, and refused once it would be applied
      const feed = `vendorCode;price;stock_quantity\nX-1;100;5\n`;
      expect((await sendFeed({ session: b.owner }, feed, false)).statusCode).toBe(409);
      const dry = await sendFeed({ session: b.owner }, feed, true);
      expect(dry.statusCode).toBe(201);
      expect((await call({ session: b.owner }, 'POST', `/api/seller-api/feeds/${dry.json().id}/apply`)).statusCode).toBe(409);
      // reading goes on, and seller A is not touched
      expect((await call({ session: b.owner }, 'GET', '/api/seller-api/offers')).statusCode).toBe(200);
      expect((await call({ session: b.owner }, 'GET', '/api/seller-api/statistics')).statusCode).toBe(200);
      const [aOffer] = await t.db.selectFrom('products').where('seller_id', '=', a.id).select('id').limit(1).execute();
      expect((await call({ session: a.owner }, 'PATCH', `/api/seller-api/offers/${aOffer!.id}`, { stock: 7 })).statusCode).toBe(200);
    } finally {
      await t.db.updateTable('sellers').set({ paused_at: null, pause_reason: '' }).where('id', '=', b.id).execute();
    }
    expect((await call({ session: b.owner }, 'PATCH', `/api/seller-api/offers/${offer!.id}`, { stock: 7 })).statusCode).toBe(200);
  });
});

describe('statistics', () => {
  /** An order of the seller's, its lines on seller A's first goods (the figures read the order's lines alone). */
  async function placeOrder(sellerId: number, at: Date, status: OrderTable['status'], lines: { qty: number; price: number }[]) {
    const offers = await t.db
      .selectFrom('products')
      .where('seller_id', '=', a.id)
      .select(['id', 'base_product_id', 'warehouse_id'])
      .orderBy('id')
      .limit(lines.length)
      .execute();
    const total = lines.reduce((sum, l) => sum + l.qty * l.price * 100, 0);
    const { id } = await insertTestOrder(t.db, {
      seller_id: sellerId,
      warehouse_id: offers[0]!.warehouse_id,
      status,
      payment_status: 'success',
      items_total_kop: total,
      total_kop: total,
      created_at: at.toISOString(),
    });
    await t.db
      .insertInto('order_items')
      .values(
        lines.map((l, i) => ({
          order_id: id,
          product_id: offers[i]!.id,
          base_product_id: offers[i]!.base_product_id,
          title_uk: `Товар ${i + 1}`,
          title_ru: `Товар ${i + 1} ru`,
          price_kop: l.price * 100,
          qty: l.qty,
        })),
      )
      .execute();
    return offers.map((o) => o.id);
  }

  it('counts a new seller’s orders on Kyiv days: revenue, average, cancellations, top offers, each day', async () => {
    const fresh = await createSeller(t.db, { name: 'Нова крамниця', phone: '380671234999' });
    const empty = (await call({ key: fresh.key }, 'GET', '/api/seller-api/statistics?days=7')).json().data;
    expect(empty).toMatchObject({ days: 7, orders: 0, cancelled: 0, revenue: 0, average_order: 0, top_offers: [] });
    expect(empty.per_day).toHaveLength(7);
    expect(empty.to).toBe(shopToday());

    const now = new Date();
    const [first, second] = await placeOrder(fresh.id, now, 'new', [
      { qty: 1, price: 300 },
      { qty: 3, price: 100 },
    ]);
    await placeOrder(fresh.id, new Date(now.getTime() - 3 * 86_400_000), 'fulfilled', [{ qty: 2, price: 150 }]);
    await placeOrder(fresh.id, now, 'cancelled', [{ qty: 10, price: 500 }]);
    await placeOrder(fresh.id, new Date(now.getTime() - 20 * 86_400_000), 'fulfilled', [{ qty: 1, price: 1000 }]);

    const week = (await call({ key: fresh.key }, 'GET', '/api/seller-api/statistics?days=7')).json().data;
    expect(week).toMatchObject({ orders: 3, cancelled: 1, revenue: 900, average_order: 450 });
    // the same units: the offer listed first comes first
    expect(week.top_offers).toEqual([
      { product_id: first, title: 'Товар 1', units: 3, revenue: 600 },
      { product_id: second, title: 'Товар 2', units: 3, revenue: 300 },
    ]);
    expect(week.per_day.at(-1)).toEqual({ day: shopToday(now), orders: 2, revenue: 600 });
    const month = (await call({ key: fresh.key, lang: 'ru' }, 'GET', '/api/seller-api/statistics?days=30')).json().data;
    expect(month).toMatchObject({ orders: 4, revenue: 1900, average_order: 633 });
    expect(month.top_offers[0].title).toBe('Товар 1 ru');
    // seller A sees none of them
    const other = await sellerStatistics(t.db, 'uk', a.id, 7);
    expect(other.cancelled).toBe(0);
    expect((await call({ key: fresh.key }, 'GET', '/api/seller-api/statistics?days=8')).statusCode).toBe(400);
    expect((await call({}, 'GET', '/api/seller-api/statistics')).statusCode).toBe(401);
  });
});

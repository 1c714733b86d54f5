import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SellerInfo, SellerProducts, SellerReviews } from '../contract/seller-info';
import { refreshBaseProductSummary } from '../services/catalog/base-product-summary';
import { createTestApp, itRejectsBadNumbers, type TestApp } from '../testing/app';
import { insertTestOrder } from '../testing/orders';

let t: TestApp;
/** Sellers whose tests write their own reviews: the seed's reviews of them are taken away first. */
const UNREVIEWED = [3, 4, 5, 6];
beforeAll(async () => {
  t = await createTestApp();
  await t.db.deleteFrom('order_comments').where('seller_id', 'in', UNREVIEWED).execute();
  await t.db.updateTable('sellers').set({ reviews_count: 0, rating_x10: 0 }).where('id', 'in', UNREVIEWED).execute();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const get = (url: string, lang = 'uk') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
const UNKNOWN = 999_999;

/** A fulfilled order of `sellerId` reviewed with the three ratings at `createdAt`, by a buyer named so. */
async function review(
  sellerId: number,
  createdAt: string,
  [service, delivery, relevance]: [number, number, number],
  buyer = ['Олена', 'Коваленко'],
) {
  const warehouse = await t.db.selectFrom('warehouses').where('seller_id', '=', sellerId).select('id').executeTakeFirstOrThrow();
  const key = `${sellerId}-${createdAt}-${Math.random()}`;
  const order = await insertTestOrder(t.db, {
    recipient_name: '',
    recipient_surname: '',
    recipient_phone: '',
    checkout_id: `review-${key}`,
    seller_id: sellerId,
    warehouse_id: warehouse.id,
    status: 'fulfilled',
    payment_method_id: 2,
    payment_status: 'success',
    buyer_name: buyer[0]!,
    buyer_surname: buyer[1]!,
    receipt_token: `receipt-${key}`,
    created_at: createdAt,
    fulfilled_at: createdAt,
  });
  await t.db
    .insertInto('order_comments')
    .values({
      order_id: order.id,
      customer_id: null,
      seller_id: sellerId,
      service_rating: service,
      delivery_rating: delivery,
      relevance_rating: relevance,
      text: `Відгук від ${createdAt}`,
      created_at: createdAt,
    })
    .execute();
}

describe('GET /api/seller-info/{id}', () => {
  it('tells about the seller in Ukrainian: legal name, contacts, schedule, terms, rating, counts and its head', async () => {
    const res = await get('/api/seller-info/1');
    expect(res.statusCode).toBe(200);
    const { data, seo, google, breadcrumbs } = res.json() as SellerInfo;
    const seller = await t.db.selectFrom('sellers').where('id', '=', 1).selectAll().executeTakeFirstOrThrow();
    const { n } = await t.db
      .selectFrom('products')
      .where('seller_id', '=', 1)
      .select((eb) => eb.fn.count<number>('base_product_id').distinct().as('n'))
      .executeTakeFirstOrThrow();
    expect(data).toMatchObject({
      id: 1,
      shop_name: seller.shop_name,
      description: seller.about_uk,
      legal_name: 'ФОП Коваленко Олена Петрівна',
      legal_code: '3124507891',
      logo: { src: '/media/seller/1.svg', width: 160, height: 160 },
      rating: seller.rating_x10 / 10,
      reviews_count: seller.reviews_count,
      products_count: Number(n),
      contacts: { phone: seller.phone, email: seller.email, address: seller.address_uk },
      schedule: {
        lines: [
          { days: 'Пн–Пт', hours: '09:00–19:00' },
          { days: 'Сб', hours: '10:00–16:00' },
        ],
        time_zone: 'Europe/Kyiv',
      },
    });
    expect(data.delivery.types.length).toBeGreaterThan(0);
    expect(data.delivery.ships_from.length).toBeGreaterThan(0);
    expect(data.payment.methods.map((m) => m.title)).toContain('Оплата при отриманні');
    expect(seo).toMatchObject({ canonical: 'https://kramnytsia.test/seller_1-temp', index: true, h1: seller.shop_name });
    expect(seo.title).toContain(`${seller.shop_name} — продавець`);
    expect(breadcrumbs).toEqual([{ title: seller.shop_name, url: '/seller_1-temp' }]);
    expect(google[1]).toMatchObject({
      '@type': 'OnlineStore',
      name: seller.shop_name,
      legalName: 'ФОП Коваленко Олена Петрівна',
      aggregateRating: { ratingValue: seller.rating_x10 / 10, reviewCount: seller.reviews_count },
    });
  });

  it('speaks Russian under accept-language ru, and heads each tab with its own texts', async () => {
    const { data, seo } = (await get('/api/seller-info/2?tab=reviews', 'ru')).json() as SellerInfo;
    const seller = await t.db.selectFrom('sellers').where('id', '=', 2).selectAll().executeTakeFirstOrThrow();
    expect(data.description).toBe(seller.about_ru);
    expect(data.contacts.address).toBe(seller.address_ru);
    expect(data.schedule.lines.at(-1)).toEqual({ days: 'Вс', hours: '09:00–18:00' });
    expect(seo.title).toBe(`Отзывы покупателей о продавце ${seller.shop_name} | Крамниця`);
    expect(seo.canonical).toBe('https://kramnytsia.test/ru/seller_2/reviews');
  });

  it.each([
    // Wednesday 18:30 in Kyiv (winter, UTC+2): open; 19:30 in summer (UTC+3) at the same UTC time: closed
    ['2026-01-14T16:30:00Z', true],
    ['2026-07-15T16:30:00Z', false],
    ['2026-07-19T09:00:00Z', false],
  ])('at %s the shop working weekdays 09–19 is open: %s', async (now, open) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
    const { data } = (await get('/api/seller-info/1')).json() as SellerInfo;
    expect(data.schedule.is_open).toBe(open);
  });

  it('answers 404 for an unknown seller, in the language asked', async () => {
    const uk = await get(`/api/seller-info/${UNKNOWN}`);
    expect(uk.statusCode).toBe(404);
    expect(uk.json()).toEqual({ message: 'Продавця не знайдено' });
    expect((await get(`/api/seller-info/${UNKNOWN}`, 'ru')).json()).toEqual({ message: 'Продавец не найден' });
    expect((await get(`/api/seller-info/${UNKNOWN}/statistic`)).statusCode).toBe(404);
    expect((await get(`/api/seller-info/${UNKNOWN}/reviews`)).statusCode).toBe(404);
    expect((await get(`/api/seller-info/${UNKNOWN}/products`)).statusCode).toBe(404);
  });

  itRejectsBadNumbers(
    () => t,
    'id',
    (value) => ({ method: 'GET', url: `/api/seller-info/${value}` }),
  );
});

describe("a seeded seller's review count", () => {
  it('is that of the reviews it has: the header, its AggregateRating, the Reviews tab and the 12-month window agree', async () => {
    const { data, google } = (await get('/api/seller-info/1')).json() as SellerInfo;
    expect(data.reviews_count).toBeGreaterThanOrEqual(3);
    const reviews = (await get('/api/seller-info/1/reviews')).json() as SellerReviews;
    expect(reviews.pagination.total).toBe(data.reviews_count);
    expect(JSON.stringify(google)).toContain(`"reviewCount":${data.reviews_count}`);
    // The seed dates its reviews up to 11 months before 2026-11-01.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-01T00:00:00.000Z') });
    const { windows } = ((await get('/api/seller-info/1/statistic')).json() as { data: { windows: { months: number; reviews: number }[] } })
      .data;
    expect(windows.find((w) => w.months === 12)!.reviews).toBe(data.reviews_count);
  });
});

describe('GET /api/seller-info/{seller_id}/statistic', () => {
  it('rates the last 6, 8 and 12 months by the mean of the three ratings, counts and share of positive reviews', async () => {
    // Seller 3's reviews around 2026-11-24T12:00Z; each window starts on the same day and time months before.
    const reviews: [string, [number, number, number]][] = [
      ['2026-11-24T11:00:00.000Z', [5, 5, 5]], // today
      ['2026-06-01T00:00:00.000Z', [2, 3, 2]], // inside 6 months
      ['2026-05-24T12:00:00.000Z', [4, 4, 4]], // the first instant of the 6-month window
      ['2026-05-24T11:59:59.000Z', [1, 1, 1]], // a second before it: 8 months only
      ['2026-03-24T12:00:00.000Z', [5, 4, 3]], // the first instant of the 8-month window
      ['2026-01-10T00:00:00.000Z', [3, 3, 3]], // 12 months only
      ['2025-11-24T12:00:00.000Z', [5, 5, 4]], // the first instant of the 12-month window
      ['2025-11-24T11:59:59.000Z', [1, 1, 1]], // a second older: in no window
      ['2026-11-25T00:00:00.000Z', [1, 1, 1]], // after now (a clock ahead): not counted
    ];
    for (const [at, stars] of reviews) await review(3, at, stars);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T12:00:00.000Z') });
    const res = await get('/api/seller-info/3/statistic');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        windows: [
          // (15 + 7 + 12) / 3 / 3 = 3.78
          { months: 6, rating: 3.8, reviews: 3, positive_percent: 67 },
          // + 3 + 12: 49 / 3 / 5 = 3.27
          { months: 8, rating: 3.3, reviews: 5, positive_percent: 60 },
          // + 9 + 14: 72 / 3 / 7 = 3.43
          { months: 12, rating: 3.4, reviews: 7, positive_percent: 57 },
        ],
      },
    });
  });

  it('is all zeros for a seller nobody reviewed', async () => {
    const { data } = (await get('/api/seller-info/4/statistic')).json() as { data: { windows: unknown[] } };
    expect(data.windows).toEqual([6, 8, 12].map((months) => ({ months, rating: 0, reviews: 0, positive_percent: 0 })));
  });
});

describe('GET /api/seller-info/{seller_id}/reviews', () => {
  it('lists reviews newest first, 10 a page, with the first name and surname initial only', async () => {
    for (let day = 1; day <= 12; day++)
      await review(5, `2026-10-${String(day).padStart(2, '0')}T10:00:00.000Z`, [5, 4, 4], ['Іван', 'шевчук']);
    const first = (await get('/api/seller-info/5/reviews')).json() as SellerReviews;
    expect(first.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({
      author: 'Іван Ш.',
      service_rating: 5,
      delivery_rating: 4,
      relevance_rating: 4,
      rating: 4.3,
      created_at: '2026-10-12T10:00:00.000Z',
    });
    expect(JSON.stringify(first)).not.toContain('шевчук');
    const second = (await get('/api/seller-info/5/reviews?page=2', 'ru')).json() as SellerReviews;
    expect(second.data.map((r) => r.created_at)).toEqual(['2026-10-02T10:00:00.000Z', '2026-10-01T10:00:00.000Z']);
  });

  it('has an empty first page for a seller nobody reviewed, and no page past the end', async () => {
    const empty = (await get('/api/seller-info/6/reviews')).json() as SellerReviews;
    expect(empty).toEqual({ data: [], pagination: { current_page: 1, last_page: 1, per_page: 10, total: 0 } });
    const past = await get('/api/seller-info/5/reviews?page=3');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ message: 'Такої сторінки відгуків немає' });
    expect((await get('/api/seller-info/6/reviews?page=2', 'ru')).json()).toEqual({ message: 'Такой страницы отзывов нет' });
  });

  itRejectsBadNumbers(
    () => t,
    'page',
    (value) => ({ method: 'GET', url: `/api/seller-info/5/reviews?page=${value}` }),
  );
});

describe('GET /api/seller-info/{seller_id}/products', () => {
  const offered = async (sellerId: number) =>
    (await t.db.selectFrom('products').where('seller_id', '=', sellerId).select('base_product_id').distinct().execute()).map(
      (r) => r.base_product_id,
    );

  it("lists exactly the seller's base products, with the catalogue's filters, sort and pages", async () => {
    const mine = await offered(7);
    const res = await get('/api/seller-info/7/products');
    expect(res.statusCode).toBe(200);
    const page = res.json() as SellerProducts;
    expect(page.data.products.pagination).toMatchObject({ current_page: 1, total: mine.length, per_page: 24 });
    expect(page.data.seller).toMatchObject({ id: 7, logo: { src: '/media/seller/7.svg' } });
    for (const card of page.data.products.content) expect(mine).toContain(card.base_product_id);
    expect(page.data.products.filters.brands.length).toBeGreaterThan(0);
    expect(page.data.sort.find((s) => s.value === 'cheap')?.url).toBe('/seller_7/products?sort=cheap');
    expect(page.seo).toMatchObject({ canonical: 'https://kramnytsia.test/seller_7/products', index: true });

    const brand = page.data.products.filters.brands[0]!;
    const cheap = (await get(`/api/seller-info/7/products?brand=${brand.id}&sort=cheap`, 'ru')).json() as SellerProducts;
    expect(cheap.data.products.pagination.total).toBe(brand.count);
    const prices = cheap.data.products.content.filter((c) => c.in_stock).map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // a sorted selection is no landing page: it points at the plain listing, as catalogue pages do
    expect(cheap.seo).toMatchObject({ canonical: 'https://kramnytsia.test/ru/seller_7/products', index: false });
    const landing = (await get(`/api/seller-info/7/products?brand=${brand.id}`)).json() as SellerProducts;
    expect(landing.seo).toMatchObject({ canonical: `https://kramnytsia.test/seller_7/products?brand=${brand.id}`, index: true });
  });

  it("shows each seller's own offer of goods two sellers sell: its price, old price and stock, sorted and filtered by that price", async () => {
    // docs/product-rules.md#seller-storefronts: a storefront's card is the seller's offer, not the goods' best one.
    const [cheapOffer, dearOffer] = await t.db
      .selectFrom('products')
      .where('base_product_id', '=', (eb) =>
        eb
          .selectFrom('products')
          .groupBy('base_product_id')
          .having((h) => h.fn.count('seller_id').distinct(), '>=', 2)
          .select('base_product_id')
          .limit(1),
      )
      .orderBy('id')
      .select(['id', 'seller_id', 'base_product_id'])
      .execute();
    // Prices outside the seeded range (49 to 4,999 UAH) put these goods at either end of each storefront.
    await t.db.updateTable('products').set({ price_kop: 100, old_price_kop: 200, stock: 5 }).where('id', '=', cheapOffer!.id).execute();
    await t.db.updateTable('products').set({ price_kop: 999_900, old_price_kop: null, stock: 3 }).where('id', '=', dearOffer!.id).execute();
    await refreshBaseProductSummary(t.db, [cheapOffer!.base_product_id]);
    const listed = async (sellerId: number, query: string) =>
      ((await get(`/api/seller-info/${sellerId}/products?${query}`)).json() as SellerProducts).data.products;

    const cheapFirst = await listed(cheapOffer!.seller_id, 'sort=cheap');
    expect(cheapFirst.content[0]).toMatchObject({
      id: cheapOffer!.id,
      price: 1,
      old_price: 2,
      in_stock: true,
      seller: { id: cheapOffer!.seller_id },
    });
    const dearFirst = await listed(dearOffer!.seller_id, 'sort=expensive');
    expect(dearFirst.content[0]).toMatchObject({
      id: dearOffer!.id,
      price: 9999,
      old_price: null,
      in_stock: true,
      seller: { id: dearOffer!.seller_id },
    });
    // The price slider spans the seller's own prices: the other seller's 1 UAH is not among them.
    expect(dearFirst.filters.price).toMatchObject({ maxPrice: 9999 });
    expect(dearFirst.filters.price.minPrice).toBeGreaterThan(1);
    expect((await listed(dearOffer!.seller_id, 'sort=cheap')).content[0]!.id).not.toBe(dearOffer!.id);
    const filtered = await listed(dearOffer!.seller_id, 'price=9999-9999');
    expect(filtered.pagination.total).toBe(1);
    expect(filtered.content.map((c) => c.id)).toEqual([dearOffer!.id]);

    // Sold out at this seller while the other has it: this storefront says so.
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', dearOffer!.id).execute();
    await refreshBaseProductSummary(t.db, [cheapOffer!.base_product_id]);
    expect((await listed(dearOffer!.seller_id, 'price=9999-9999')).content[0]).toMatchObject({ id: dearOffer!.id, in_stock: false });
    expect((await listed(cheapOffer!.seller_id, 'price=1-1')).content[0]).toMatchObject({ id: cheapOffer!.id, in_stock: true });
  });

  it("lists, on a category page, the seller's offers of goods in that category, and links to its categories", async () => {
    const tab = (await get('/api/seller-info/7/products')).json() as SellerProducts;
    expect(tab.data.categories.length).toBeGreaterThan(0);
    const [top] = tab.data.categories;
    expect(top!.url).toBe(`/seller_7/products/c${top!.id}`);
    const offers = await t.db
      .selectFrom('products as p')
      .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
      .where('p.seller_id', '=', 7)
      .where('b.category_id', '=', top!.id)
      .select('p.id')
      .execute();
    expect(top!.count).toBe(offers.length);

    const page = (await get(`/api/seller-info/7/products?category=${top!.id}&sort=cheap`)).json() as SellerProducts;
    expect(page.data.products.pagination.total).toBe(offers.length);
    for (const card of page.data.products.content) expect(offers.map((o) => o.id)).toContain(card.id);
    expect(page.data.categories.map((c) => c.id)).not.toContain(top!.id);
    expect(page.breadcrumbs.at(-1)).toEqual({ title: top!.name, url: `/seller_7/products/c${top!.id}` });
    expect(page.seo.canonical).toBe(`https://kramnytsia.test/seller_7/products/c${top!.id}`);
    expect(page.data.sort.find((s) => s.value === 'cheap')?.url).toBe(`/seller_7/products/c${top!.id}?sort=cheap`);
  });

  it('answers 404 for an unknown category', async () => {
    const res = await get(`/api/seller-info/7/products?category=${UNKNOWN}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Категорію не знайдено' });
  });

  it('sends a page past the end back to the last one', async () => {
    const res = await get('/api/seller-info/7/products?page=999');
    const page = res.json() as SellerProducts;
    expect(page.redirect_path).toBe(
      page.data.products.pagination.last_page === 1
        ? '/seller_7/products'
        : `/seller_7/products?page=${page.data.products.pagination.last_page}`,
    );
  });
});

describe('storefront pages', () => {
  const head = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    return {
      status: res.statusCode,
      canonical: /<link rel="canonical" href="([^"]*)">/.exec(res.body)?.[1],
      title: /<title>([^<]*)<\/title>/.exec(res.body)?.[1],
      body: res.body,
    };
  };

  it('serve each tab with its own head, the landing with the OnlineStore JSON-LD and its rating', async () => {
    const seller = await t.db.selectFrom('sellers').where('id', '=', 1).selectAll().executeTakeFirstOrThrow();
    const landing = await head('/seller_1-temp');
    expect(landing).toMatchObject({ status: 200, canonical: 'https://kramnytsia.test/seller_1-temp' });
    expect(landing.body).toContain('"@type":"OnlineStore"');
    expect(landing.body).toContain(`"ratingValue":${seller.rating_x10 / 10}`);
    expect(landing.body).toContain('<link rel="alternate" hreflang="ru-ua" href="https://kramnytsia.test/ru/seller_1-temp">');
    // the about tab by its own name is the landing
    expect((await head('/seller_1/about')).canonical).toBe('https://kramnytsia.test/seller_1-temp');
    expect(await head('/ru/seller_1/contacts')).toMatchObject({ status: 200, canonical: 'https://kramnytsia.test/ru/seller_1/contacts' });
    expect((await head('/ru/seller_1/contacts')).title).toContain('контакты и график работы');
    expect(await head('/seller_1/products?sort=cheap')).toMatchObject({
      status: 200,
      canonical: 'https://kramnytsia.test/seller_1/products',
    });
  });

  it("serve a seller's category page with its own head, in both languages", async () => {
    const [top] = ((await get('/api/seller-info/1/products')).json() as SellerProducts).data.categories;
    const uk = await head(`/seller_1/products/c${top!.id}`);
    expect(uk).toMatchObject({ status: 200, canonical: `https://kramnytsia.test/seller_1/products/c${top!.id}` });
    expect(uk.title).toContain(top!.name);
    expect(await head(`/ru/seller_1/products/c${top!.id}?sort=cheap`)).toMatchObject({
      status: 200,
      canonical: `https://kramnytsia.test/ru/seller_1/products/c${top!.id}`,
    });
  });

  it.each([
    '/seller_999999-temp',
    '/ru/seller_999999/reviews',
    '/seller_999999/products',
    '/seller_1/prices',
    '/seller_1/products/extra',
    `/seller_1/products/c${UNKNOWN}`,
    '/ru/seller_1/products/c1/extra',
    '/seller_999999/products/c1',
    '/seller_x-temp',
  ])('%s is a real 404', async (url) => {
    expect((await head(url)).status).toBe(404);
  });
});

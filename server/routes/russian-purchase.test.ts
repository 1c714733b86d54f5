import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, CASH, createOrders, fillCart, headersOf, pickupPoint, recipient, type Shopper } from '../testing/checkout';
import { pdfText } from '../services/orders/receipt-testing';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';

/**
 * A purchase on the Russian site, end to end over the API: every product title the shopper reads comes in Russian,
 * pictures included. Orders keep both titles, so the cabinet shows an order in the language of the page; the receipt
 * is a document of the order and keeps the language the order was placed in.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Offer {
  id: number;
  base_product_id: number;
  title_uk: string;
  title_ru: string;
}

/** In-stock offers sold one at a time whose product has a Russian title unlike its Ukrainian one. */
async function translatedOffers(count: number): Promise<Offer[]> {
  const rows = await t.db
    .selectFrom('products as p')
    .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
    .whereRef('b.title_uk', '!=', 'b.title_ru')
    .where('p.stock', '>=', 5)
    .where('p.min_cart_quantity', '=', 1)
    .select(['p.id', 'p.base_product_id', 'p.seller_id', 'b.title_uk', 'b.title_ru'])
    .orderBy('p.id')
    .execute();
  // one per seller, so each is an order of its own and no test shares an offer with another
  const bySeller = [...new Map(rows.map((r) => [r.seller_id, r])).values()];
  expect(bySeller.length).toBeGreaterThanOrEqual(count);
  return bySeller.slice(-count);
}

const post = (url: string, shopper: Shopper, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: headersOf(shopper), ...(payload && { payload }) });

/** The first word of the Russian title that the Ukrainian one lacks: it shows the text is the Russian title. */
const russianWord = ({ title_uk, title_ru }: Offer) => title_ru.split(' ').find((word) => !title_uk.split(' ').includes(word))!;

/** A cash order for pickup, placed from the Russian site; the recipient's name has no Ukrainian-only letters either. */
async function placeRussianOrder(offer: Offer, customer: { token: string; phone: string }) {
  const shopper: Shopper = {
    token: customer.token,
    lang: 'ru',
    session: await fillCart(t, [{ id: offer.id, qty: 1 }], { token: customer.token, lang: 'ru' }),
  };
  const point = await pickupPoint(t, 'store_pickup');
  const order = {
    contact_data: { ...recipient(customer.phone), name: 'Иван' },
    payment_id: CASH,
    delivery: { delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id },
    items: [{ product_id: offer.id, qty: 1 }],
  };
  const res = await createOrders(t, { customer_data: buyer(customer.phone), orders: [order] }, shopper);
  expect(res.statusCode).toBe(201);
  return { shopper, placed: res.json().data[0] as { id: number; seller: { shop_name: string }; download_pdf_link: string } };
}

describe('a purchase on the Russian site', () => {
  it('shows Russian titles and pictures in the cart and at checkout', async () => {
    const [offer] = await translatedOffers(1);
    const customer = await signInTestCustomer(t.db);
    const added = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      payload: { product_id: offer!.id, qty: 1 },
      headers: headersOf({ token: customer.token, lang: 'ru' }),
    });
    const shopper: Shopper = { token: customer.token, lang: 'ru', session: added.json().cart_session };
    const picture = { src: `/media/ru/product/${offer!.base_product_id}/0.svg`, width: 600, height: 600, alt: offer!.title_ru };
    expect(added.json().items).toEqual([expect.objectContaining({ product_id: offer!.id, title: offer!.title_ru, image: picture })]);
    expect((await post('/api/cart/items', shopper)).json().items).toEqual([
      expect.objectContaining({ title: offer!.title_ru, image: picture }),
    ]);
    const checkout = (await post('/api/checkout/init-checkout', shopper, {})).json();
    expect(checkout.orders[0].products).toEqual([
      expect.objectContaining({ product_id: offer!.id, title: offer!.title_ru, image: picture }),
    ]);
  });

  it('keeps both titles in the order: the cabinet shows the page’s language, the receipt the order’s', async () => {
    const [offer] = await translatedOffers(2);
    const customer = await signInTestCustomer(t.db);
    const { placed } = await placeRussianOrder(offer!, customer);
    expect(await t.db.selectFrom('orders').where('id', '=', placed.id).select('lang').executeTakeFirstOrThrow()).toEqual({ lang: 'ru' });
    expect(await t.db.selectFrom('order_items').where('order_id', '=', placed.id).select(['title_uk', 'title_ru']).execute()).toEqual([
      { title_uk: offer!.title_uk, title_ru: offer!.title_ru },
    ]);

    const cabinet = (lang: 'uk' | 'ru') =>
      t.app.inject({ method: 'GET', url: `/api/customer/orders/${placed.id}`, headers: headersOf({ token: customer.token, lang }) });
    expect((await cabinet('ru')).json().data.items).toEqual([
      expect.objectContaining({
        title: offer!.title_ru,
        image: expect.objectContaining({ src: `/media/ru/product/${offer!.base_product_id}/0.svg` }),
      }),
    ]);
    expect((await cabinet('uk')).json().data.items).toEqual([
      expect.objectContaining({
        title: offer!.title_uk,
        image: expect.objectContaining({ src: `/media/product/${offer!.base_product_id}/0.svg` }),
      }),
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/customer/orders',
      headers: headersOf({ token: customer.token, lang: 'ru' }),
    });
    expect(list.json().data[0].items[0].title).toBe(offer!.title_ru);

    // the receipt of a Russian order is Russian, whatever language asks for it
    const receipt = await t.app.inject({ method: 'GET', url: placed.download_pdf_link, headers: headersOf({ lang: 'uk' }) });
    expect(receipt.statusCode).toBe(200);
    const text = pdfText(receipt.rawPayload).replace(/\n/g, ' ');
    expect(text).toContain(`Квитанция к заказу № ${placed.id}`);
    expect(text).toContain(russianWord(offer!));
    // a shop's name is its own, in whatever language the seller chose
    expect(text.replaceAll(placed.seller.shop_name, '')).not.toMatch(/[іїєґ]/i);
  });
});

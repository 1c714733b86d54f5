import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { formatPrice, kopecksToUah } from '../../src/domain/money';
import { CART_CHANGED, switchToRussian } from './support/cart-notice';
import { createCustomer, lastSmsCode, newPhone, openE2eDatabase, signIn, type E2eCustomer } from './support/customer';
import { fillGuestCheckout } from './support/guest-checkout';

interface Offer {
  id: number;
  seller_id: number;
  warehouse_id: number;
  shop_name: string;
  title: string;
}

/** Reads the running store's database (fresh and seeded on every run). */
function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = openE2eDatabase();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * In-stock offers sold one at a time; `skip` keeps the journeys of this file (which run in parallel) off each
 * other's stock. `sameSeller`: all from one seller's warehouse, so they make one order.
 */
function offers(count: number, skip: number, sameSeller = false): Offer[] {
  const rows = query<Offer>(
    `SELECT p.id, p.seller_id, p.warehouse_id, s.shop_name, b.title_uk AS title
       FROM products p JOIN sellers s ON s.id = p.seller_id JOIN base_products b ON b.id = p.base_product_id
      WHERE p.stock >= 5 AND p.min_cart_quantity = 1 ORDER BY p.id`,
  );
  if (!sameSeller) return rows.slice(skip * 10, skip * 10 + count);
  const start = rows[skip * 10]!;
  return rows.filter((r) => r.seller_id === start.seller_id && r.warehouse_id === start.warehouse_id).slice(0, count);
}

interface Placed {
  checkout_id: string;
  paymentUrl: string | null;
  data: { id: number; seller: { id: number; shop_name: string }; total: number; payment_status: string; download_pdf_link: string }[];
}

/**
 * A checkout done through the API the way the checkout page does it: a cart, the buyer's phone proved by the SMS
 * code (or a signed-in customer's own), then create-orders with card payment and a pickup point.
 */
async function placeOrders(request: APIRequestContext, items: Offer[], customer?: E2eCustomer, lang: 'uk' | 'ru' = 'uk'): Promise<Placed> {
  const auth: Record<string, string> = customer ? { authorization: `Bearer ${customer.token}` } : {};
  let session = '';
  for (const item of items) {
    const res = await request.put('/api/cart/update', {
      headers: { ...auth, ...(session && { 'cart-session': session }) },
      data: { product_id: item.id, qty: 1 },
    });
    expect(res.status()).toBe(200);
    session = (await res.json()).cart_session;
  }
  const phone = customer?.phone ?? newPhone();
  const proof: Record<string, string> = {};
  if (!customer) {
    expect((await request.post('/api/checkout/verification/init', { data: { phone } })).status()).toBe(200);
    const confirmed = await request.post('/api/checkout/verification/confirm', { data: { phone, code: lastSmsCode(phone) } });
    expect(confirmed.status()).toBe(200);
    proof['x-verification-token'] = (await confirmed.json()).data.verification_token;
  }
  const [point] = query<{ id: number; city_id: number; delivery_type_id: number }>(
    'SELECT id, city_id, delivery_type_id FROM pickup_points ORDER BY id LIMIT 1',
  );
  const person = { name: 'Олена', surname: 'Їжакевич', phone };
  const res = await request.post('/api/checkout/create-orders', {
    headers: { ...auth, ...proof, 'cart-session': session, 'idempotency-key': randomUUID(), 'accept-language': lang },
    data: {
      customer_data: { ...person, email: '' },
      orders: [
        {
          contact_data: person,
          payment_id: 1,
          delivery: { delivery_id: point!.delivery_type_id, city_id: point!.city_id, office_id: point!.id },
          items: items.map((i) => ({ product_id: i.id, qty: 1 })),
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Placed;
}

const orderCard = (page: Page, id: number) => page.locator(`.thank-you-order[data-order-id="${id}"]`);
const THANKS = {
  uk: {
    heading: 'Дякуємо за замовлення!',
    order: (n: number) => `Замовлення № ${n}`,
    receipt: (n: number) => `Завантажити квитанцію до замовлення № ${n} (PDF)`,
  },
  ru: {
    heading: 'Спасибо за заказ!',
    order: (n: number) => `Заказ № ${n}`,
    receipt: (n: number) => `Скачать квитанцию к заказу № ${n} (PDF)`,
  },
};

/** A guest checks out what the cart holds: the SMS code, a pickup point in Lviv from the list, the payment named. */
async function checkOutAsGuest(page: Page, payment: string): Promise<void> {
  await page.goto('/checkout');
  await fillGuestCheckout(page, payment);
}

/** The thank-you page of one paid order: number, seller, units, total, status and receipt link. */
async function expectPaidOrder(
  page: Page,
  offer: Offer,
  order: { id: number; total_kop: number },
  lang: keyof typeof THANKS = 'uk',
): Promise<void> {
  const texts = THANKS[lang];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.heading);
  const card = orderCard(page, order.id);
  await expect(card.getByRole('heading')).toHaveText(texts.order(order.id));
  await expect(card.getByRole('definition')).toHaveText([offer.shop_name, '1', formatPrice(kopecksToUah(order.total_kop)), 'Оплачено']);
  await expect(card.getByRole('link', { name: texts.receipt(order.id) })).toHaveAttribute(
    'href',
    /^\/api\/orders\/\d+\/receipt\.pdf\?token=/,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('paid by card as a guest: the thank-you page shows the order with its receipt, after a reload and on another device', async ({
  page,
  browser,
}) => {
  // a whole purchase, the payment page, a download, a reload and a second browser
  test.slow();
  const [offer] = offers(1, 0);
  await page.goto(`/product/${offer!.id}`);
  await page.locator('.product__buy-box').getByRole('button', { name: 'Купити', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Кошик' }).locator(`.cart-line[data-product-id="${offer!.id}"]`)).toBeVisible();
  await checkOutAsGuest(page, 'Оплата карткою онлайн');
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();

  await expect(page).toHaveURL(/\/payment\/sandbox\/[0-9a-f]{32}$/);
  await page.getByRole('button', { name: 'Сплатити' }).click();
  await expect(page).toHaveURL(/\/thank-you-page\?checkout=[0-9a-f]{32}$/);
  const orderLink = page.url();
  const checkoutId = new URL(orderLink).searchParams.get('checkout')!;
  const [order] = query<{ id: number; total_kop: number }>('SELECT id, total_kop FROM orders WHERE checkout_id = ?', checkoutId);
  await expectPaidOrder(page, offer!, order!);

  // The same page in Russian; the emptied cart raised no "changed" notice
  await switchToRussian(page, THANKS.ru.heading);
  await expect(page.getByText(CART_CHANGED)).toHaveCount(0);
  await expect(page.locator('.header-cart__count')).toHaveCount(0);
  await expectPaidOrder(page, offer!, order!, 'ru');

  const download = page.waitForEvent('download');
  await orderCard(page, order!.id)
    .getByRole('link', { name: THANKS.ru.receipt(order!.id) })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`receipt-${order!.id}.pdf`);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.reload();
  await expectPaidOrder(page, offer!, order!, 'ru');

  // The order link on another device: nothing remembered there, the address alone
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto(orderLink);
    await expectPaidOrder(other, offer!, order!);
  } finally {
    await elsewhere.close();
  }
});

test('declined on the payment page: the order link shows the failed payment plainly, in Russian under /ru', async ({ page, request }) => {
  const [offer] = offers(1, 1);
  const placed = await placeOrders(request, [offer!], undefined, 'ru');
  const [order] = placed.data;

  await page.goto(placed.paymentUrl!);
  await page.getByRole('button', { name: 'Отклонить' }).click();
  await expect(page).toHaveURL(new RegExp(`/ru/thank-you-page\\?checkout=${placed.checkout_id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Спасибо за заказ!');
  const card = orderCard(page, order!.id);
  await expect(card.getByRole('definition')).toHaveText([offer!.shop_name, '1', formatPrice(order!.total), 'Оплата не прошла']);
  await expect(card.getByRole('link', { name: `Скачать квитанцию к заказу № ${order!.id} (PDF)` })).toHaveAttribute(
    'href',
    order!.download_pdf_link,
  );
  await expect(page.getByRole('alert')).toContainText('Оплата не прошла: банк отклонил платёж.');
});

test('a fast order from the cart popup lands on the thank-you page and empties the cart', async ({ page }) => {
  const [offer] = offers(1, 2);
  await page.goto(`/product/${offer!.id}`);
  await page.locator('.product__buy-box').getByRole('button', { name: 'Купити', exact: true }).click();
  const cart = page.getByRole('dialog', { name: 'Кошик' });
  await expect(cart.locator(`.cart-line[data-product-id="${offer!.id}"]`)).toBeVisible();

  await cart.getByText('Купити в один клік').click();
  const form = cart.getByRole('form', { name: 'Купити в один клік' });
  await form.getByLabel("Ім'я").fill('Петро');
  await form.getByLabel('Телефон').fill('067 12');
  await form.getByRole('button', { name: 'Замовити' }).click();
  // a bad phone is refused in the form, and what was typed stays
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.getByLabel("Ім'я")).toHaveValue('Петро');
  await form.getByLabel('Телефон').fill('+380 67 123 45 67');
  await form.getByRole('button', { name: 'Замовити' }).click();

  await expect(page).toHaveURL(/\/thank-you-page\?checkout=[0-9a-f]{32}$/);
  await expect(cart).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дякуємо за замовлення!');
  await expect(page.locator('.thank-you-order')).toHaveCount(1);
  await expect(page.locator('.thank-you-order')).toContainText(offer!.shop_name);
  await expect(page.locator('.thank-you-order .payment-status')).toHaveText('Очікує оплати');
  await expect(page.locator('.header-cart__count')).toHaveCount(0);
  // emptying the cart by the order is no change to warn about
  await switchToRussian(page, THANKS.ru.heading);
  await expect(page.getByText(CART_CHANGED)).toHaveCount(0);
});

test('the thank-you page with nothing to show links home', async ({ page }) => {
  await page.goto('/thank-you-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тут поки нічого немає');
  await page.getByRole('link', { name: 'На головну' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('repeating an order puts what can be bought back into the cart and names each item that cannot', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const customer = await signIn(context, baseURL!, createCustomer());
  const [kept, soldOut] = offers(2, 3, true);
  const placed = await placeOrders(request, [kept!, soldOut!], customer);
  const db = openE2eDatabase();
  try {
    db.prepare('UPDATE products SET stock = 0 WHERE id = ?').run(soldOut!.id);
  } finally {
    db.close();
  }

  await page.goto(`/repeat-order?order_id=${placed.data[0]!.id}`);
  await expect(page).toHaveURL(/\/checkout$/);
  const notice = page.locator('.notification', { hasText: soldOut!.title });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('Обраний товар не доданий до кошика');
  const cart = await (await page.request.post('/api/cart/items')).json();
  expect(cart.items.map((i: { product_id: number; qty: number }) => [i.product_id, i.qty])).toEqual([[kept!.id, 1]]);
});

test("another customer's order cannot be repeated", async ({ page, context, baseURL, request }) => {
  const owner = createCustomer();
  const [offer] = offers(1, 4);
  const placed = await placeOrders(request, [offer!], owner);
  await signIn(context, baseURL!, createCustomer());
  await page.goto(`/repeat-order?order_id=${placed.data[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Не вдалося повторити замовлення');
  await expect(page.locator('.notification')).toContainText('Замовлення не знайдено');
});

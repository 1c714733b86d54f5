import { expect, test } from './support/test';
import { createCustomer, openE2eDatabase, signIn, type E2eCustomer } from './support/customer';

/** An order of the customer from the first offer in stock, written straight into the store's database. */
function placeOrder(customer: E2eCustomer, status: 'fulfilled' | 'sent'): { id: number; title: string; token: string } {
  const db = openE2eDatabase();
  try {
    const offer = db
      .prepare(
        'SELECT p.id, p.base_product_id, p.seller_id, p.warehouse_id, p.price_kop, b.title_uk, b.title_ru FROM products p JOIN base_products b ON b.id = p.base_product_id WHERE p.stock > 0 ORDER BY p.id LIMIT 1',
      )
      .get() as {
      id: number;
      base_product_id: number;
      seller_id: number;
      warehouse_id: number;
      price_kop: number;
      title_uk: string;
      title_ru: string;
    };
    const token = `e2e${customer.id}${status}`;
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO orders (checkout_id, customer_id, seller_id, warehouse_id, lang, status, payment_method_id, payment_status, items_total_kop, total_kop, receipt_token, created_at, fulfilled_at)
         VALUES (?, ?, ?, ?, 'uk', ?, 2, 'success', ?, ?, ?, ?, ?)`,
      )
      .run(
        token,
        customer.id,
        offer.seller_id,
        offer.warehouse_id,
        status,
        offer.price_kop,
        offer.price_kop,
        token,
        '2026-11-10T10:00:00.000Z',
        status === 'fulfilled' ? '2026-11-12T10:00:00.000Z' : null,
      );
    const id = Number(lastInsertRowid);
    db.prepare(
      'INSERT INTO order_items (order_id, product_id, base_product_id, title_uk, title_ru, price_kop, qty) VALUES (?, ?, ?, ?, ?, ?, 1)',
    ).run(id, offer.id, offer.base_product_id, offer.title_uk, offer.title_ru, offer.price_kop);
    return { id, title: offer.title_uk, token };
  } finally {
    db.close();
  }
}

test('a buyer opens a fulfilled order in the cabinet, reviews it and lands back on the orders with a notice', async ({
  page,
  context,
  baseURL,
}) => {
  const customer = await signIn(context, baseURL!, createCustomer());
  const order = placeOrder(customer, 'fulfilled');

  await page.goto('/cabinet?tab=orders');
  await expect(page.getByRole('heading', { name: 'Мої замовлення' })).toBeVisible();
  const card = page.getByRole('article', { name: new RegExp(`Замовлення № ${order.id}`) });
  await expect(card.getByText('Виконане')).toBeVisible();
  await card.getByRole('button', { name: 'Деталі замовлення' }).click();
  await expect(card.getByRole('button', { name: 'Сховати деталі' })).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByRole('link', { name: order.title })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Завантажити чек (PDF)' })).toHaveAttribute(
    'href',
    `/api/orders/${order.id}/receipt.pdf?token=${order.token}`,
  );
  await expect(card.getByRole('link', { name: 'Повторити замовлення' })).toHaveAttribute('href', `/repeat-order?order_id=${order.id}`);
  await card.getByRole('link', { name: 'Залишити відгук' }).click();

  await expect(page).toHaveURL(`/cabinet/order/${order.id}/comment`);
  await expect(page.getByRole('heading', { name: `Відгук про замовлення № ${order.id}` })).toBeVisible();
  // Checked when it loses focus, not while typing.
  const text = page.getByRole('textbox', { name: 'Ваш відгук' });
  await text.focus();
  await text.blur();
  await expect(page.getByText("Обов'язкове поле")).toHaveCount(1);
  await page.getByRole('button', { name: 'Надіслати відгук' }).click();
  await expect(page.getByText("Обов'язкове поле")).toHaveCount(4);

  await page.getByRole('group', { name: 'Якість обслуговування' }).getByRole('radio', { name: '5 зірок' }).check();
  await page.getByRole('group', { name: 'Терміни доставки' }).getByRole('radio', { name: '4 зірки' }).check();
  await page.getByRole('group', { name: 'Відповідність ціни та наявності' }).getByRole('radio', { name: '1 зірка' }).check();
  await text.fill('Швидко зібрали й надіслали, дякую!');
  await text.blur();
  await expect(page.getByText("Обов'язкове поле")).toHaveCount(0);
  await page.getByRole('button', { name: 'Надіслати відгук' }).click();

  await expect(page).toHaveURL('/cabinet?tab=orders');
  await expect(page.getByRole('status').filter({ hasText: 'Дякуємо! Ваш відгук про замовлення опубліковано' })).toBeVisible();
  const reviewed = page.getByRole('article', { name: new RegExp(`Замовлення № ${order.id}`) });
  await reviewed.getByRole('button', { name: 'Деталі замовлення' }).click();
  await expect(reviewed.getByRole('region', { name: 'Ваш відгук' })).toContainText('Швидко зібрали й надіслали, дякую!');
  await expect(reviewed.getByRole('link', { name: 'Залишити відгук' })).toHaveCount(0);

  // A second visit to the review page says it is done instead of offering the form again.
  await page.goto(`/cabinet/order/${order.id}/comment`);
  await expect(page.getByText('Ви вже залишили відгук про це замовлення.')).toBeVisible();
});

test('an order on its way cannot be reviewed yet, and a stranger sees no such order', async ({ page, context, baseURL, browser }) => {
  const owner = await signIn(context, baseURL!, createCustomer());
  const order = placeOrder(owner, 'sent');

  await page.goto(`/ru/cabinet/order/${order.id}/comment`);
  await expect(page.getByText('Отзыв можно оставить, когда заказ будет выполнен. Сейчас его статус: «Отправлен».')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отправить отзыв' })).toHaveCount(0);

  const stranger = await browser.newContext();
  try {
    await signIn(stranger, baseURL!, createCustomer({ name: 'Богдан' }));
    const other = await stranger.newPage();
    await other.goto(`/cabinet/order/${order.id}/comment`);
    await expect(other.getByRole('heading', { name: 'Сторінка не знайдена' })).toBeVisible();
    await other.goto('/cabinet?tab=orders');
    await expect(other.getByText('Ви ще нічого не замовляли')).toBeVisible();
  } finally {
    await stranger.close();
  }
});

test('from an order the buyer writes to its seller, and the same link opens that chat afterwards', async ({ page, context, baseURL }) => {
  const customer = await signIn(context, baseURL!, createCustomer());
  const order = placeOrder(customer, 'sent');
  const card = page.getByRole('article', { name: new RegExp(`Замовлення № ${order.id}`) });
  const openChatFromOrder = async () => {
    await page.goto('/cabinet?tab=orders');
    await card.getByRole('button', { name: 'Деталі замовлення' }).click();
    await card.getByRole('link', { name: 'Написати продавцю' }).click();
  };

  await openChatFromOrder();
  // The order's chat has no messages yet: the first one starts it.
  await expect(
    page.getByRole('region', { name: 'Повідомлення продавцям' }).getByText(new RegExp(`^Замовлення № ${order.id} від`)),
  ).toBeVisible();
  await page.getByLabel('Ваше повідомлення').fill('Коли відправите?');
  await page.getByRole('button', { name: 'Надіслати' }).click();
  await expect(page).toHaveURL(/\/cabinet\?tab=seller_messages&conversation=\d+$/);
  const chat = page.url();
  const messages = page.getByRole('list', { name: 'Повідомлення' });
  await expect(messages.getByRole('listitem').filter({ hasText: 'Коли відправите?' })).toBeVisible();

  await openChatFromOrder();
  await expect(page).toHaveURL(chat);
  await expect(messages.getByRole('listitem').filter({ hasText: 'Коли відправите?' })).toBeVisible();
});

test('/order/comment forwards to the order’s review; /new-comment explains how to write one', async ({ page, context, baseURL }) => {
  const customer = await signIn(context, baseURL!, createCustomer());
  const order = placeOrder(customer, 'fulfilled');
  await page.goto(`/order/comment?order_id=${order.id}`);
  await expect(page).toHaveURL(`/cabinet/order/${order.id}/comment`);
  await expect(page.getByRole('button', { name: 'Надіслати відгук' })).toBeVisible();

  await page.goto('/new-comment');
  await expect(page.getByRole('heading', { name: 'Як залишити відгук про замовлення' })).toBeVisible();
  await page.locator('.order-comment').getByRole('link', { name: 'Мої замовлення' }).click();
  await expect(page).toHaveURL('/cabinet?tab=orders');

  await page.goto('/order/thank-for-comment');
  await expect(page.getByRole('heading', { name: 'Дякуємо за відгук!' })).toBeVisible();
});

test('a customer finds an ordered product by searching in their purchases', async ({ page, context, baseURL }) => {
  const customer = await signIn(context, baseURL!, createCustomer());
  const order = placeOrder(customer, 'sent');
  const word = order.title.split(/\s+/)[0]!;

  await page.goto('/cabinet?tab=orders');
  await page.getByLabel('Пошук у моїх покупках').fill(word);
  const found = page.getByRole('list', { name: /у ваших покупках$/ });
  await expect(found.getByRole('link')).toHaveText([order.title]);
  await found.getByRole('link', { name: order.title }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);

  await page.goBack();
  await page.getByLabel('Пошук у моїх покупках').fill('жодного такого товару');
  await expect(page.getByText('Серед ваших покупок немає «жодного такого товару»')).toBeVisible();
});

test('a sent order shows its Nova Poshta waybill and where the parcel is', async ({ page, context, baseURL }) => {
  const owner = await signIn(context, baseURL!, createCustomer());
  const order = placeOrder(owner, 'sent');
  // What the seller's waybill and the tracking job leave on the order.
  const db = openE2eDatabase();
  try {
    db.prepare("UPDATE orders SET waybill = '20450000000001', tracking_stage = 'at_branch' WHERE id = ?").run(order.id);
  } finally {
    db.close();
  }

  await page.goto('/cabinet?tab=orders');
  const card = page.getByRole('article').filter({ hasText: `№ ${order.id}` });
  await expect(card.getByText('ТТН Нової пошти')).toBeVisible();
  await expect(card.getByText('20450000000001 · посилка чекає у відділенні')).toBeVisible();
});

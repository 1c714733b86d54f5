import { createCustomer, openE2eDatabase, signIn } from './support/customer';
import { expect, test, type Page } from './support/test';
import type { Browser } from '@playwright/test';
import { signInAsDemoOwner } from './support/seller';

// Both people come as first-time visitors: each answers the privacy question on the sheet.
test.use({ privacyChoice: 'not yet' });

const TEXTS = {
  uk: {
    reject: 'Відхилити всі',
    buy: 'Купити',
    cart: 'Кошик',
    checkout: 'Оформити замовлення',
    city: ['Місто', 'Льв', /^Львів/],
    delivery: /Нова пошта: відділення/,
    point: 'Пункт видачі',
    payment: 'Оплата при отриманні',
    submit: 'Підтвердити замовлення',
    order: (id: number) => `Замовлення № ${id}`,
    phone: 'Телефон',
    password: 'Пароль',
    signIn: 'Увійти',
    ordersTab: /^Замовлення/,
    search: 'Пошук за номером замовлення або телефоном',
    open: 'Відкрити замовлення',
    confirm: 'Підтвердити',
    confirmedTab: /^Підтверджені/,
    waybill: 'ТТН Нової пошти',
    send: 'Відправити',
    sent: (id: number) => `Замовлення № ${id}: Відправлене`,
    sentStatus: 'Відправлене',
    ask: 'Запитати продавця',
    askTitle: (shop: string) => `Питання продавцю ${shop}`,
    yourMessage: 'Ваше повідомлення',
    sendMessage: 'Надіслати',
    openChat: 'Перейти до листування',
    question: 'Чи можна забрати сьогодні?',
    messagesTab: 'Повідомлення',
    unread: '1 непрочитане',
    reply: 'Ваша відповідь',
    replied: 'Відповідь надіслано',
    answer: 'Так, до 18:00 у відділенні.',
  },
  ru: {
    reject: 'Отклонить все',
    buy: 'Купить',
    cart: 'Корзина',
    checkout: 'Оформить заказ',
    city: ['Город', 'Кие', /^Киев/],
    delivery: /Самовывоз из пункта выдачи/,
    point: 'Пункт выдачи',
    payment: 'Оплата при получении',
    submit: 'Подтвердить заказ',
    order: (id: number) => `Заказ № ${id}`,
    phone: 'Телефон',
    password: 'Пароль',
    signIn: 'Войти',
    ordersTab: /^Заказы/,
    search: 'Поиск по номеру заказа или телефону',
    open: 'Открыть заказ',
    confirm: 'Подтвердить',
    confirmedTab: /^Подтверждённые/,
    waybill: 'ТТН Новой почты',
    send: 'Отправить',
    sent: (id: number) => `Заказ № ${id}: Отправлен`,
    sentStatus: 'Отправлен',
    ask: 'Спросить продавца',
    askTitle: (shop: string) => `Вопрос продавцу ${shop}`,
    yourMessage: 'Ваше сообщение',
    sendMessage: 'Отправить',
    openChat: 'Перейти к переписке',
    question: 'Можно забрать сегодня?',
    messagesTab: 'Сообщения',
    unread: '1 непрочитанное',
    reply: 'Ваш ответ',
    replied: 'Ответ отправлен',
    answer: 'Да, до 18:00 в пункте выдачи.',
  },
} as const;

/** An offer in stock sold one at a time, with its seller: each journey takes its own, from the store's seeded data. */
function offerOnSale(index: number): { id: number; sellerId: number; shopName: string } {
  const db = openE2eDatabase();
  try {
    return db
      .prepare(
        `SELECT p.id, p.seller_id AS sellerId, s.shop_name AS shopName FROM products p JOIN sellers s ON s.id = p.seller_id
          WHERE p.stock >= 5 AND p.min_cart_quantity = 1 ORDER BY p.id DESC LIMIT 1 OFFSET ?`,
      )
      .get(index) as { id: number; sellerId: number; shopName: string };
  } finally {
    db.close();
  }
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

/** The demo owner of the seller signs in to the workspace on a phone of their own. */
async function sellerSignsIn(browser: Browser, prefix: string, sellerId: number, x: (typeof TEXTS)['uk' | 'ru']) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });
  const seller = await context.newPage();
  await seller.goto(`${prefix}/seller`);
  await hydrated(seller);
  await seller.getByRole('button', { name: x.reject }).click();
  await signInAsDemoOwner(seller, sellerId, x);
  await expect(seller.getByRole('link', { name: x.ordersTab })).toBeVisible();
  return { context, seller };
}

for (const [index, lang] of (['uk', 'ru'] as const).entries()) {
  const x = TEXTS[lang];
  const prefix = lang === 'ru' ? '/ru' : '';

  test(`a seller marks a shopper's order sent with its ТТН on a phone, and the buyer sees the ТТН in the cabinet (${lang})`, async ({
    page: shopper,
    context,
    baseURL,
    browser,
  }) => {
    // a whole purchase, then the seller's side of it
    test.slow();
    const offer = offerOnSale(index);
    await signIn(context, baseURL!, createCustomer());

    await shopper.goto(`${prefix}/product/${offer.id}`);
    await hydrated(shopper);
    await shopper.getByRole('button', { name: x.reject }).click();
    await shopper.locator('.product__buy-box').getByRole('button', { name: x.buy, exact: true }).click();
    await shopper.getByRole('dialog', { name: x.cart }).getByRole('link', { name: x.checkout }).click();
    const order = shopper.locator('.checkout-order');
    const [cityLabel, cityTyped, cityName] = x.city;
    await order.getByLabel(cityLabel).fill(cityTyped);
    await order.getByRole('button', { name: cityName }).click();
    await order.getByRole('radio', { name: x.delivery }).check();
    await order.getByRole('radiogroup', { name: x.point }).getByRole('radio').first().check();
    await order.getByRole('radio', { name: x.payment }).check();
    await shopper.getByRole('button', { name: x.submit }).click();
    await expect(shopper).toHaveURL(/\/thank-you-page/);
    const number = Number((await shopper.locator('.thank-you-order').first().getAttribute('data-order-id'))!);
    await expect(shopper.getByText(x.order(number)).first()).toBeVisible();

    const { context: sellerContext, seller } = await sellerSignsIn(browser, prefix, offer.sellerId, x);
    await seller.getByRole('link', { name: x.ordersTab }).click();
    await expect(seller).toHaveURL(/\?tab=orders$/);
    await seller.getByLabel(x.search).fill(String(number));
    const card = seller.getByRole('article', { name: x.order(number) });
    await card.getByRole('button', { name: x.open }).click();
    await card.getByRole('button', { name: x.confirm, exact: true }).click();
    await expect(seller.getByRole('status').filter({ hasText: x.order(number) })).toBeVisible();
    await seller.getByRole('button', { name: x.confirmedTab }).click();
    // A number is one order's, so each language's order is sent with its own.
    await card.getByLabel(x.waybill).fill(`2045 0000 1234 5${6 + index}`);
    await card.getByRole('button', { name: x.send, exact: true }).click();
    await expect(seller.getByRole('status').filter({ hasText: x.sent(number) })).toBeVisible();
    await sellerContext.close();

    await shopper.goto(`${prefix}/cabinet?tab=orders`);
    const bought = shopper.getByRole('article', { name: new RegExp(`${x.order(number)}\\b`) });
    await expect(bought).toContainText(x.sentStatus);
    await expect(bought.getByRole('definition').filter({ hasText: `2045000012345${6 + index}` })).toBeVisible();
    await expect(bought.getByRole('term').filter({ hasText: x.waybill })).toBeVisible();
  });

  test(`a seller answers a shopper's question from the workspace's messages on a phone, and the shopper reads it (${lang})`, async ({
    page: shopper,
    context,
    baseURL,
    browser,
  }) => {
    const offer = offerOnSale(2 + index);
    await signIn(context, baseURL!, createCustomer());
    await shopper.goto(`${prefix}/product/${offer.id}`);
    await hydrated(shopper);
    await shopper.getByRole('button', { name: x.reject }).click();
    await shopper.getByRole('button', { name: x.ask }).click();
    const dialog = shopper.getByRole('dialog', { name: x.askTitle(offer.shopName) });
    await dialog.getByLabel(x.yourMessage).fill(x.question);
    await dialog.getByRole('button', { name: x.sendMessage }).click();
    await dialog.getByRole('link', { name: x.openChat }).click();
    await expect(shopper).toHaveURL(/conversation=\d+$/);
    const chatUrl = shopper.url();

    const { context: sellerContext, seller } = await sellerSignsIn(browser, prefix, offer.sellerId, x);
    await seller.getByRole('link', { name: x.messagesTab, exact: true }).click();
    const chat = seller.getByRole('button', { name: new RegExp(x.question) });
    await expect(chat).toContainText(x.unread);
    await chat.click();
    await expect(seller.getByRole('listitem').filter({ hasText: x.question })).toBeVisible();
    await seller.getByLabel(x.reply).fill(x.answer);
    await seller.getByRole('button', { name: x.sendMessage, exact: true }).click();
    await expect(seller.getByRole('status').filter({ hasText: x.replied })).toBeVisible();
    await expect(seller.getByRole('listitem').filter({ hasText: x.answer })).toBeVisible();
    await sellerContext.close();

    await shopper.goto(chatUrl);
    await expect(shopper.getByRole('listitem').filter({ hasText: x.answer })).toBeVisible();
  });
}

/** How many of the seller's orders no one of the shop has opened, as the store counts them. */
function unopenedOf(sellerId: number): number {
  const db = openE2eDatabase();
  try {
    return (db.prepare('SELECT count(*) AS n FROM orders WHERE seller_id = ? AND seller_opened_at IS NULL').get(sellerId) as { n: number })
      .n;
  } finally {
    db.close();
  }
}

test('a seller sees a new order counted on the orders tab, opens it, cancels it with a reason, and the buyer reads the reason (uk)', async ({
  page: shopper,
  context,
  baseURL,
  browser,
}) => {
  // a whole purchase, then the seller's side of it
  test.slow();
  const x = TEXTS.uk;
  const offer = offerOnSale(4);
  await signIn(context, baseURL!, createCustomer());

  await shopper.goto(`/product/${offer.id}`);
  await hydrated(shopper);
  await shopper.getByRole('button', { name: x.reject }).click();
  await shopper.locator('.product__buy-box').getByRole('button', { name: x.buy, exact: true }).click();
  await shopper.getByRole('dialog', { name: x.cart }).getByRole('link', { name: x.checkout }).click();
  const order = shopper.locator('.checkout-order');
  const [cityLabel, cityTyped, cityName] = x.city;
  await order.getByLabel(cityLabel).fill(cityTyped);
  await order.getByRole('button', { name: cityName }).click();
  await order.getByRole('radio', { name: x.delivery }).check();
  await order.getByRole('radiogroup', { name: x.point }).getByRole('radio').first().check();
  await order.getByRole('radio', { name: x.payment }).check();
  await shopper.getByRole('button', { name: x.submit }).click();
  await expect(shopper).toHaveURL(/\/thank-you-page/);
  const number = Number((await shopper.locator('.thank-you-order').first().getAttribute('data-order-id'))!);

  const unopened = unopenedOf(offer.sellerId);
  expect(unopened).toBeGreaterThan(0);
  const { context: sellerContext, seller } = await sellerSignsIn(browser, '', offer.sellerId, x);
  const ordersTab = seller.getByRole('link', { name: x.ordersTab });
  await expect(ordersTab).toContainText(String(unopened));
  await expect(ordersTab).toHaveAccessibleName(new RegExp(`^Замовлення\\s+${unopened} замовлен\\S* не переглянуто$`));
  await ordersTab.click();
  await seller.getByLabel(x.search).fill(String(number));
  const card = seller.getByRole('article', { name: x.order(number) });
  await expect(card).toContainText('Не переглянуто');
  await card.getByRole('button', { name: x.open }).click();
  await expect(card.getByRole('button', { name: x.confirm, exact: true })).toBeVisible();
  if (unopened === 1) await expect(ordersTab).toHaveAccessibleName('Замовлення');
  else await expect(ordersTab).toContainText(String(unopened - 1));

  await card.getByRole('button', { name: 'Скасувати', exact: true }).click();
  await card.getByRole('button', { name: 'Скасувати замовлення' }).click();
  await expect(card.getByRole('alert')).toHaveText('Вкажіть причину скасування');
  await card.getByRole('radio', { name: 'Товару немає в наявності' }).check();
  await card.getByRole('button', { name: 'Скасувати замовлення' }).click();
  await expect(seller.getByRole('status').filter({ hasText: `Замовлення № ${number}: Скасоване` })).toBeVisible();
  await sellerContext.close();

  await shopper.goto('/cabinet?tab=orders');
  const bought = shopper.getByRole('article', { name: new RegExp(`${x.order(number)}\\b`) });
  await expect(bought).toContainText('Скасоване');
  await expect(bought).toContainText('Причина скасування: товару немає в наявності');
});

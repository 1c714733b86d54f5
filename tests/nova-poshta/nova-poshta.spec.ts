import type { Browser } from '@playwright/test';
import { lastSmsCode, newPhone, openE2eDatabase } from '../e2e/support/customer';
import { expect, test, type Page } from '../e2e/support/test';
import { signInAsDemoOwner } from '../e2e/support/seller';

// Both people come as first-time visitors: each answers the privacy question on the sheet.
test.use({ privacyChoice: 'not yet' });

/** Where the journey's fake Nova Poshta listens (playwright.nova-poshta.config.ts). */
const fakeOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8090) + 6}`;

/** An offer in stock sold one at a time, with its seller, from the store's seeded data. */
function offerOnSale(): { id: number; sellerId: number } {
  const db = openE2eDatabase();
  try {
    return db
      .prepare(
        `SELECT p.id, p.seller_id AS sellerId FROM products p
          WHERE p.stock >= 5 AND p.min_cart_quantity = 1 ORDER BY p.id LIMIT 1`,
      )
      .get() as { id: number; sellerId: number };
  } finally {
    db.close();
  }
}

/** A shopper new to the store signs up with the SMS code and lands in the cabinet. */
async function signUp(page: Page): Promise<void> {
  const phone = newPhone('67');
  await page.goto('/register');
  await page.getByRole('button', { name: 'Відхилити всі' }).click();
  await page.getByLabel('Номер телефону').fill(`+${phone}`);
  await page.getByRole('button', { name: 'Отримати код' }).click();
  await expect(page.getByText('Крок 2 з 3')).toBeVisible();
  await page.getByLabel('Код з SMS').fill(lastSmsCode(phone));
  await page.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(page.getByText('Крок 3 з 3')).toBeVisible();
  await page.getByLabel('Пароль', { exact: true }).fill('branch-parcel-14');
  await page.getByLabel('Повторіть пароль').fill('branch-parcel-14');
  await page.getByRole('button', { name: 'Зареєструватися' }).click();
  await expect(page).toHaveURL(/\/cabinet$/);
}

/** The seller's demo owner signs in to the workspace on a phone of their own. */
async function sellerSignsIn(browser: Browser, sellerId: number) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });
  const seller = await context.newPage();
  await seller.goto('/seller');
  await seller.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await seller.getByRole('button', { name: 'Відхилити всі' }).click();
  await signInAsDemoOwner(seller, sellerId, { phone: 'Телефон', password: 'Пароль', signIn: 'Увійти' });
  await expect(seller.getByRole('link', { name: /^Замовлення/ })).toBeVisible();
  return { context, seller };
}

/**
 * The shopper, signed up, buys the offer to Brovary's branch as Оксана of `surname`, paying on receipt, and lands on
 * the thank-you page; the order's number is returned.
 */
async function orderToBrovaryBranch(shopper: Page, offerId: number, surname: string): Promise<number> {
  await shopper.goto(`/product/${offerId}`);
  await shopper.locator('.product__buy-box').getByRole('button', { name: 'Купити', exact: true }).click();
  await shopper.getByRole('dialog', { name: 'Кошик' }).getByRole('link', { name: 'Оформити замовлення' }).click();
  const buyer = shopper.locator('#checkout-buyer');
  await buyer.getByLabel("Ім'я").fill('Оксана');
  await buyer.getByLabel('Прізвище').fill(surname);
  const order = shopper.locator('.checkout-order');
  await order.getByLabel('Місто').fill('Бров');
  await order.getByRole('button', { name: /^Бровари/ }).click();
  await order.getByRole('radio', { name: /Нова пошта: відділення/ }).check();
  await order
    .getByRole('radiogroup', { name: 'Пункт видачі' })
    .getByRole('radio', { name: /Київська, 253/ })
    .check();
  await order.getByRole('radio', { name: 'Оплата при отриманні' }).check();
  await shopper.getByRole('button', { name: 'Підтвердити замовлення' }).click();
  await expect(shopper).toHaveURL(/\/thank-you-page/);
  return Number((await shopper.locator('.thank-you-order').first().getAttribute('data-order-id'))!);
}

/** On the orders board the seller finds the order, confirms it and opens the confirmed ones: its card is returned. */
async function sellerConfirms(seller: Page, number: number) {
  await seller.getByRole('link', { name: /^Замовлення/ }).click();
  await seller.getByLabel('Пошук за номером замовлення або телефоном').fill(String(number));
  const card = seller.getByRole('article', { name: `Замовлення № ${number}` });
  await card.getByRole('button', { name: 'Відкрити замовлення' }).click();
  await card.getByRole('button', { name: 'Підтвердити', exact: true }).click();
  await expect(seller.getByRole('status').filter({ hasText: `Замовлення № ${number}` })).toBeVisible();
  await seller.getByRole('button', { name: /^Підтверджені/ }).click();
  return card;
}

test('Nova Poshta end to end: its points synced at start, a branch chosen at checkout, the ТТН made by the seller, the parcel tracked in the cabinet', async ({
  page: shopper,
  browser,
  request,
}) => {
  // a whole purchase, the seller's side of it, and two tracking rounds
  test.slow();
  // The store started moments ago with an empty copy of Nova Poshta: its sync began at once, not at night, and
  // brought Brovary, a city the store did not have, with its branch.
  await expect
    .poll(async () => (await (await request.get('/api/delivery/find-city?name=Бров')).json()).data.map((c: { name: string }) => c.name), {
      timeout: 15_000,
    })
    .toContain('Бровари');

  await signUp(shopper);
  const offer = offerOnSale();
  const number = await orderToBrovaryBranch(shopper, offer.id, 'Мельник');

  const { context: sellerContext, seller } = await sellerSignsIn(browser, offer.sellerId);
  const card = await sellerConfirms(seller, number);
  await card.getByRole('button', { name: 'Створити ТТН' }).click();
  const made = seller.getByRole('status').filter({ hasText: new RegExp(`Замовлення № ${number} відправлене з ТТН \\d{14}`) });
  await expect(made).toBeVisible();
  const waybill = /\d{14}/.exec((await made.textContent())!)![0];
  await sellerContext.close();

  // Tracked every 2 s here: the new waybill is "created", then the carrier brings it to the branch.
  const parcel = () => shopper.getByRole('article', { name: new RegExp(`Замовлення № ${number}\\b`) }).getByRole('definition');
  await shopper.goto('/cabinet?tab=orders');
  await expect(async () => {
    await shopper.reload();
    await expect(parcel().filter({ hasText: `${waybill} · ТТН створено` })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const moved = await request.post(`${fakeOrigin}/parcels/${waybill}`, {
    data: { StatusCode: '7', Status: 'Прибув у відділення' },
  });
  expect(moved.ok()).toBe(true);
  await expect(async () => {
    await shopper.reload();
    await expect(parcel().filter({ hasText: `${waybill} · посилка чекає у відділенні` })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});

test('a waybill Nova Poshta refuses: the seller reads its reason on the board, the order stays confirmed, and a ТТН typed by hand sends it', async ({
  page: shopper,
  browser,
  request,
}) => {
  // a whole purchase and the seller's side of it
  test.slow();
  await expect
    .poll(async () => (await (await request.get('/api/delivery/find-city?name=Бров')).json()).data.map((c: { name: string }) => c.name), {
      timeout: 15_000,
    })
    .toContain('Бровари');
  await signUp(shopper);
  const offer = offerOnSale();
  // Nova Poshta's fake does not carry to a recipient of this surname (server/adapters/nova-poshta-fake.ts).
  const number = await orderToBrovaryBranch(shopper, offer.id, 'Відмовна');

  const { context: sellerContext, seller } = await sellerSignsIn(browser, offer.sellerId);
  const card = await sellerConfirms(seller, number);
  await card.getByRole('button', { name: 'Створити ТТН' }).click();
  await expect(card.getByRole('alert')).toHaveText(
    'Нова пошта не прийняла дані відправлення: Доставка цьому одержувачу недоступна. Перевірте отримувача й відділення або вкажіть ТТН вручну',
  );
  // Nothing was made: Nova Poshta lists no document of this order, and the order is still confirmed, without a ТТН.
  const listed = await request.post(fakeOrigin, {
    data: { apiKey: 'fake-nova-poshta-key', modelName: 'InternetDocument', calledMethod: 'getDocumentList', methodProperties: {} },
  });
  const documents = (await listed.json()).data as { InfoRegClientBarcodes: string }[];
  expect(documents.map((document) => document.InfoRegClientBarcodes)).not.toContain(`order-${number}`);
  const kept = (await (await seller.request.get(`/api/seller-api/orders/${number}`)).json()).data as {
    status: string;
    waybill?: string;
  };
  expect(kept.status).toBe('confirmed');
  expect(kept.waybill ?? null).toBeNull();

  // The seller makes the parcel in Nova Poshta's own cabinet and types its ТТН, spaced as it is printed.
  const typed = `5900 ${String(number).padStart(10, '0')}`;
  await card.getByLabel('ТТН Нової пошти').fill(typed);
  await card.getByRole('button', { name: 'Відправити' }).click();
  await expect(seller.getByRole('status').filter({ hasText: `Замовлення № ${number}: Відправлене` })).toBeVisible();
  await sellerContext.close();

  await shopper.goto('/cabinet?tab=orders');
  const parcel = shopper.getByRole('article', { name: new RegExp(`Замовлення № ${number}\\b`) }).getByRole('definition');
  await expect(parcel.filter({ hasText: typed.replace(' ', '') })).toBeVisible();
});

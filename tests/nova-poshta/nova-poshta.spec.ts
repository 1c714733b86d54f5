import type { Browser } from '@playwright/test';
import { lastSmsCode, newPhone, openE2eDatabase } from '../e2e/support/customer';
import { expect, test, type Page } from '../e2e/support/test';

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
  await seller.getByLabel('Телефон').fill(`+38050700${String(sellerId).padStart(4, '0')}`);
  await seller.getByLabel('Пароль').fill('Prodavets2026');
  await seller.getByRole('button', { name: 'Увійти' }).click();
  await expect(seller.getByRole('link', { name: /^Замовлення/ })).toBeVisible();
  return { context, seller };
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
  await shopper.goto(`/product/${offer.id}`);
  await shopper.locator('.product__buy-box').getByRole('button', { name: 'Купити', exact: true }).click();
  await shopper.getByRole('dialog', { name: 'Кошик' }).getByRole('link', { name: 'Оформити замовлення' }).click();
  const buyer = shopper.locator('#checkout-buyer');
  await buyer.getByLabel("Ім'я").fill('Оксана');
  await buyer.getByLabel('Прізвище').fill('Мельник');
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
  const number = Number((await shopper.locator('.thank-you-order').first().getAttribute('data-order-id'))!);

  const { context: sellerContext, seller } = await sellerSignsIn(browser, offer.sellerId);
  await seller.getByRole('link', { name: /^Замовлення/ }).click();
  await seller.getByLabel('Пошук за номером замовлення або телефоном').fill(String(number));
  const card = seller.getByRole('article', { name: `Замовлення № ${number}` });
  await card.getByRole('button', { name: 'Відкрити замовлення' }).click();
  await card.getByRole('button', { name: 'Підтвердити', exact: true }).click();
  await expect(seller.getByRole('status').filter({ hasText: `Замовлення № ${number}` })).toBeVisible();
  await seller.getByRole('button', { name: /^Підтверджені/ }).click();
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

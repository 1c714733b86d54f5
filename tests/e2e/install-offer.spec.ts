import { expect, test, type Page } from './support/test';
import { openE2eDatabase } from './support/customer';

/**
 * The install offer at its good moments (src/app/pwa/install-rules.ts): a shopper's second visit, and the
 * thank-you page of their first order. Headless Chromium never hands over its install prompt, so the page gets
 * one shaped like Chromium's (`prompt()` and `userChoice`); the visits, the clock between them and the orders
 * are real.
 */

const MIN = 60 * 1000;
const DAY = 24 * 60 * MIN;
/** Noon: no visit here crosses midnight unless the test says so. */
const START = new Date('2026-03-10T12:00:00').getTime();
const UK = {
  region: 'Встановлення застосунку',
  question: 'Встановити Крамницю на головний екран?',
  install: 'Встановити',
  notNow: 'Не зараз',
};
const RU = {
  region: 'Установка приложения',
  question: 'Установить Крамницю на главный экран?',
  install: 'Установить',
  notNow: 'Не сейчас',
};

test.use({ viewport: { width: 360, height: 740 } });

/** Chromium's install prompt, handed over once each page has loaded; the shopper accepts its dialog. */
async function browserCanInstall(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      const shown = window as { installDialogs?: number; ownBarPrevented?: boolean };
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          shown.installDialogs = (shown.installDialogs ?? 0) + 1;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
      shown.ownBarPrevented = event.defaultPrevented;
    });
  });
}

/**
 * What the install offer keeps in localStorage, once it has counted the page opened at `since` (the page's clock):
 * the offer starts, and counts a page, when the browser is idle after the page came alive.
 */
async function offerMemory(page: Page, since: number): Promise<{ visits: { count: number }; outcome: string | null }> {
  await page.waitForFunction(
    (at) => (JSON.parse(localStorage.getItem('kramnytsia:install-offer') ?? 'null')?.data?.visits?.lastSeen ?? -1) >= at,
    since,
  );
  return page.evaluate(() => JSON.parse(localStorage.getItem('kramnytsia:install-offer')!).data);
}

/** An in-stock product sold one at a time, far from the products other journeys buy. */
function productToOrder(skip: number): number {
  const db = openE2eDatabase();
  try {
    const rows = db
      .prepare('SELECT id FROM products WHERE stock >= 5 AND min_cart_quantity = 1 ORDER BY id DESC LIMIT 1 OFFSET ?')
      .all(skip) as { id: number }[];
    return rows[0]!.id;
  } finally {
    db.close();
  }
}

test('a shopper who comes back on a later visit is offered the install, above the buy bar and never over the cart', async ({ page }) => {
  await page.clock.install({ time: START });
  await browserCanInstall(page);
  const offer = page.getByRole('region', { name: UK.region });

  // The first visit: the browser's own bar is kept away, and nothing is offered
  await page.goto('/');
  expect((await offerMemory(page, START)).visits.count).toBe(1);
  expect(await page.evaluate(() => (window as { ownBarPrevented?: boolean }).ownBarPrevented)).toBe(true);
  await expect(offer).toHaveCount(0);

  // Ten minutes later, still the same visit
  await page.clock.setSystemTime(START + 10 * MIN);
  const productId = productToOrder(0);
  await page.goto(`/product/${productId}`);
  expect((await offerMemory(page, START + 10 * MIN)).visits.count).toBe(1);
  await expect(offer).toHaveCount(0);

  // Back after 40 minutes without opening a page: a second visit, and the offer
  await page.clock.setSystemTime(START + 50 * MIN);
  await page.reload();
  expect((await offerMemory(page, START + 50 * MIN)).visits.count).toBe(2);
  await expect(offer).toContainText(UK.question);
  await expect(offer.getByRole('button')).toHaveText([UK.install, UK.notNow]);

  // On a 360 px phone it sits above the product's buy bar, whose button stays free to tap
  const buyBarButton = page.locator('.buy-bar').getByRole('button', { name: 'Купити', exact: true });
  await expect(buyBarButton).toBeVisible();
  const card = (await offer.boundingBox())!;
  const button = (await buyBarButton.boundingBox())!;
  expect(card.y + card.height).toBeLessThanOrEqual(button.y);

  // The open cart is never covered: the offer steps aside, and comes back when the cart closes
  await buyBarButton.click();
  const cart = page.getByRole('dialog', { name: 'Кошик' });
  await expect(cart.getByText('Оформити замовлення')).toBeVisible();
  await expect(offer).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await expect(offer).toBeVisible();

  // "Встановити" from the keyboard opens the browser's dialog; accepted, the offer is gone
  await offer.getByRole('button', { name: UK.install }).focus();
  await page.keyboard.press('Enter');
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate(() => (window as { installDialogs?: number }).installDialogs)).toBe(1);
  expect((await offerMemory(page, START + 50 * MIN)).outcome).toBe('accepted');
});

test('"Не зараз" hides the offer for 14 days, on every page and visit (in Russian under /ru)', async ({ page }) => {
  await page.clock.install({ time: START });
  await browserCanInstall(page);
  const offer = page.getByRole('region', { name: RU.region });
  await page.goto('/ru');
  await offerMemory(page, START);
  await page.clock.setSystemTime(START + DAY);
  await page.reload();
  await offer.getByRole('button', { name: RU.notNow }).click();
  await expect(offer).toHaveCount(0);

  await page.clock.setSystemTime(START + 13 * DAY);
  await page.goto('/ru/brand');
  expect((await offerMemory(page, START + 13 * DAY)).visits.count).toBe(3);
  await expect(offer).toHaveCount(0);

  await page.clock.setSystemTime(START + 16 * DAY);
  await page.reload();
  await expect(offer).toContainText(RU.question);
});

for (const lang of ['uk', 'ru'] as const) {
  test(`right after the first order the thank-you page offers the install${lang === 'ru' ? ', in Russian under /ru' : ''}, and the browser is asked once to keep the storage`, async ({
    page,
  }) => {
    await browserCanInstall(page);
    const texts = lang === 'ru' ? RU : UK;
    const prefix = lang === 'ru' ? '/ru' : '';
    const productId = productToOrder(lang === 'ru' ? 2 : 1);
    // A first visit, straight to a product, ordered in one click from the cart
    await page.goto(`${prefix}/product/${productId}`);
    const opened = await page.evaluate(() => Date.now());
    await expect(page.getByRole('region', { name: texts.region })).toHaveCount(0);
    await page
      .locator('.product__buy-box')
      .getByRole('button', { name: lang === 'ru' ? 'Купить' : 'Купити', exact: true })
      .click();
    const cart = page.getByRole('dialog', { name: lang === 'ru' ? 'Корзина' : 'Кошик' });
    await expect(cart.locator(`.cart-line[data-product-id="${productId}"]`)).toBeVisible();
    await cart.getByText(lang === 'ru' ? 'Купить в один клик' : 'Купити в один клік').click();
    const form = cart.getByRole('form', { name: lang === 'ru' ? 'Купить в один клик' : 'Купити в один клік' });
    await form.getByLabel(lang === 'ru' ? 'Имя' : "Ім'я").fill('Петро');
    await form.getByLabel('Телефон').fill('+380 67 123 45 67');
    await form.getByRole('button', { name: lang === 'ru' ? 'Заказать' : 'Замовити' }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/thank-you-page\\?checkout=[0-9a-f]{32}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'ru' ? 'Спасибо за заказ!' : 'Дякуємо за замовлення!');
    expect((await offerMemory(page, opened)).visits.count).toBe(1);
    const offer = page.getByRole('region', { name: texts.region });
    await expect(offer).toContainText(texts.question);
    await expect(offer.getByRole('button')).toHaveText([texts.install, texts.notNow]);
    await page.waitForFunction(() => localStorage.getItem('kramnytsia:storage-kept') !== null);

    // The thank-you page's own buttons can be scrolled clear of the card
    const printButton = page.getByRole('button', { name: lang === 'ru' ? 'Распечатать' : 'Роздрукувати' });
    await printButton.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    const card = (await offer.boundingBox())!;
    const print = (await printButton.boundingBox())!;
    expect(print.y + print.height).toBeLessThanOrEqual(card.y);
  });
}

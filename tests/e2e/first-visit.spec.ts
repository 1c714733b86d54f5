import { openE2eDatabase } from './support/customer';
import { expect, test, type Locator, type Page } from './support/test';

/**
 * A first-time shopper who never answers the privacy question (docs/product-rules.md#analytics-and-attribution):
 * its sheet stays up over the bottom of the phone's screen the whole time, and the shopper buys all the same. Every
 * tap is a real one, which Playwright refuses while anything covers the control.
 */
test.use({ privacyChoice: 'not yet' });

const PHONES = [360, 390, 412];
const PHONE_HEIGHT = 800;

const LANGS = [
  {
    prefix: '',
    sheet: 'Ми використовуємо cookie',
    buy: 'Купити',
    cart: 'Кошик',
    checkout: 'Оформити замовлення',
    checkoutTitle: 'Оформлення замовлення',
    submit: 'Підтвердити замовлення',
    filters: 'Фільтри',
    show: /^Показати \d+ товар/,
  },
  {
    prefix: '/ru',
    sheet: 'Мы используем cookie',
    buy: 'Купить',
    cart: 'Корзина',
    checkout: 'Оформить заказ',
    checkoutTitle: 'Оформление заказа',
    submit: 'Подтвердить заказ',
    filters: 'Фильтры',
    show: /^Показать \d+ товар/,
  },
] as const;

/** An in-stock offer sold one at a time (the seed is the same every run). */
function offerId(): number {
  const db = openE2eDatabase();
  try {
    return (db.prepare('SELECT id FROM products WHERE stock >= 5 AND min_cart_quantity = 1 ORDER BY id LIMIT 1').get() as { id: number })
      .id;
  } finally {
    db.close();
  }
}

interface Shift {
  value: number;
  recent: boolean;
  after: boolean;
  sources: string[];
}

/**
 * Keeps the page's layout shifts, each with the elements it moved and whether it came after the privacy sheet did:
 * the sheet, and the room the page makes for it, move nothing.
 */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: Shift[]; sheetShown: boolean };
    w.shifts = [];
    w.sheetShown = false;
    const name = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName);
    new MutationObserver(() => {
      w.sheetShown ||= document.querySelector('.consent') !== null;
    }).observe(document, { childList: true, subtree: true });
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[])
        w.shifts.push({
          value: entry.value,
          recent: entry.hadRecentInput,
          after: w.sheetShown,
          sources: entry.sources.map((s) => name(s.node)),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function expectNothingMovedForTheSheet(page: Page): Promise<void> {
  const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
  const moved = shifts.filter((s) => !s.recent && s.after);
  expect(moved, 'layout shifts once the privacy sheet is up').toEqual([]);
}

/** A tap the shopper makes on a control: it is on the screen, and nothing lies over it. */
async function tap(control: Locator): Promise<void> {
  await expect(control).toBeInViewport();
  await control.tap();
}

for (const lang of LANGS) {
  for (const width of PHONES) {
    test(`a first visitor who ignores the privacy sheet buys and filters (${lang.prefix || 'uk'}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: PHONE_HEIGHT });
      await recordShifts(page);
      const sheet = page.getByRole('dialog', { name: lang.sheet });

      // The product page: the sheet comes up over the bottom; the buy bar lies over it and offers "Купити".
      await page.goto(`${lang.prefix}/product/${offerId()}`);
      await expect(sheet).toBeVisible();
      const bar = page.locator('.buy-bar');
      await expect(bar).toBeVisible();
      const [barBox, sheetBox] = [(await bar.boundingBox())!, (await sheet.boundingBox())!];
      // The bar keeps to the sheet's foot: the sheet's own buttons stay above it.
      for (const button of await sheet.getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        expect(box.y + box.height, `the sheet's "${await button.textContent()}" above the bar`).toBeLessThanOrEqual(barBox.y);
      }
      expect(barBox.y + barBox.height).toBeCloseTo(sheetBox.y + sheetBox.height, 0);
      await expectNothingMovedForTheSheet(page);
      await tap(bar.getByRole('button', { name: lang.buy, exact: true }));

      // The cart popup lies over the sheet: its main action is there to tap.
      const cart = page.getByRole('dialog', { name: lang.cart });
      await expect(cart.locator('.cart-line')).toHaveCount(1);
      await tap(cart.getByRole('link', { name: lang.checkout }));
      await expect(page.getByRole('heading', { name: lang.checkoutTitle, level: 1 })).toBeVisible();
      // Still unanswered; the end of the checkout scrolls above it, its main button included.
      await expect(sheet).toBeVisible();
      const submit = page.getByRole('button', { name: lang.submit });
      await submit.scrollIntoViewIfNeeded();
      await expect(submit).toBeInViewport();
      await submit.click({ trial: true });

      // A category's filters open over the sheet, and their "Показати N товарів" closes them.
      await page.goto(`${lang.prefix}/catalog/c1`);
      await expect(sheet).toBeVisible();
      await tap(page.getByRole('button', { name: new RegExp(`^${lang.filters}`) }));
      const filters = page.getByRole('dialog', { name: lang.filters });
      await expect(filters).toBeVisible();
      await tap(filters.getByRole('button', { name: lang.show }));
      await expect(filters).toBeHidden();
      await expect(sheet).toBeVisible();
      await expectNothingMovedForTheSheet(page);
    });
  }
}

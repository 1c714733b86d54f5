import { watchConsole } from './support/console';
import { expect, test, type Page } from './support/test';

/** A Pixel 7: the phone most of our shoppers hold, give or take. */
test.use({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, hasTouch: true });

/** Sums the page's layout shifts from its first paint, as Lighthouse's CLS counts them (no recent input). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Loaded, hydrated and settled: the page's own data and the shopper's lists have arrived. */
async function settled(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

/** The API paths a page asks for from now on. */
function apiRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  return asked;
}

for (const [name, path, selector, viewport] of [
  ['a guest’s product page', '/product/1', '.product__title', null],
  ['a category page', '/catalog/c1', '.tiles .tile', null],
  // The server draws for a phone; on a desktop the filters column is kept from the first paint.
  ['a category page on a desktop', '/catalog/c1', '.listing__filters .filter', { width: 1280, height: 900 }],
] as const) {
  test(`${name} does not move once painted, and asks neither for an account nor again for the data it came with`, async ({ page }) => {
    if (viewport) await page.setViewportSize(viewport);
    const asked = apiRequests(page);
    const problems = watchConsole(page);
    await recordLayoutShifts(page);
    await settled(page, path);
    await expect(page.locator(selector).first()).toBeVisible();
    // Late arrivals (the cart, reviews, similar products below the fold) have had their chance to push things.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThanOrEqual(0.02);
    // A guest: the page says there is no session, so nothing asks for the account (a 401 in the console).
    for (const own of [
      '/api/customer',
      '/api/customer/favorite',
      '/api/menu',
      path === '/product/1' ? '/api/product/1' : '/api/catalog/c1',
    ])
      expect(asked).not.toContain(own);
    expect(problems).toEqual([]);
  });
}

test('a product page asks for the app’s code only once it is painted with its main picture, and then comes alive', async ({ page }) => {
  const events: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) events.push('code asked');
  });
  page.on('requestfinished', (request) => {
    if (/\/media\/product\/\d+\/0-\d+\.avif$/.test(new URL(request.url()).pathname)) events.push('main picture loaded');
  });
  const problems = watchConsole(page);
  await settled(page, '/product/1');
  // The loader is the page's one inline script: a Content-Security-Policy that did not allow it would show here.
  expect(problems).toEqual([]);
  expect(events.indexOf('main picture loaded')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('main picture loaded')).toBeLessThan(events.indexOf('code asked'));
  // Alive: a tap on the buy button works.
  await page.locator('.product__buy-box').getByRole('button', { name: 'Купити', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Кошик' })).toBeVisible();
});

test('tiles of a strip out of sight sideways are drawn and their pictures fetched once the shopper scrolls to them', async ({ page }) => {
  await settled(page, '/');
  const strip = page.locator('.product-strip__list').first();
  const tiles = strip.locator(':scope > li');
  const lastPicture = tiles.last().locator('img');
  await strip.scrollIntoViewIfNeeded();
  await lastPicture.scrollIntoViewIfNeeded();
  await expect.poll(() => lastPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(tiles.last().getByRole('link').first()).toBeVisible();
  // Every tile keeps the row's height, drawn or not: nothing below the strip moves as tiles are drawn.
  const heights = await tiles.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().height)));
  expect(new Set(heights).size).toBe(1);
});

for (const [lang, path, buy, cart] of [
  ['uk', '/product/1', 'Купити', 'Кошик'],
  ['ru', '/ru/product/1', 'Купить', 'Корзина'],
] as const) {
  test(`a tap on the buy button made before the app has taken the page over puts the product in the cart (${lang})`, async ({ page }) => {
    // The app's code is held back until the shopper has tapped: the page is the server's markup alone.
    let release!: () => void;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await tapped;
      await route.continue();
    });
    // The frame's own goto: the page's waits for the app to be alive, which here comes only after the tap.
    await page.mainFrame().goto(path);
    const button = page.locator('.product__buy-box').getByRole('button', { name: buy, exact: true });
    await button.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '');
    release();
    await expect(page.getByRole('dialog', { name: cart })).toBeVisible();
    await expect(page.getByRole('dialog', { name: cart }).locator('.cart-line')).toHaveCount(1);
  });
}

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
    for (const own of ['/api/customer', '/api/customer/favorite', '/api/menu', path === '/product/1' ? '/api/product/1' : '/api/catalog/c1']) expect(asked).not.toContain(own);
    expect(problems).toEqual([]);
  });
}

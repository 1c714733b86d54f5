import { expect, test, type Page } from './support/test';

/** A Pixel 7: the phone most of our shoppers hold, give or take. */
test.use({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, hasTouch: true });

/** What the browser says while a page is taken over: hydration mismatches are errors or warnings from React. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The journeys block the service worker; its registration failing says so, nothing about the page.
    if ((message.type() === 'error' || message.type() === 'warning') && !/Service ?Worker|service worker/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

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

const PUBLIC_PAGES = [
  ['home', '/'],
  ['home in Russian', '/ru'],
  ['a category', '/catalog/c1'],
  ['a category in Russian', '/ru/catalog/c45'],
  ['the brands', '/brand'],
  ['a brand', '/brand/1'],
  ['a product', '/product/1'],
  ['a product in Russian', '/ru/product/1'],
  ['search results', '/search?query=%D0%BE%D0%BB%D1%96%D1%8F'],
  ['a page that does not exist', '/no-such-page'],
] as const;

for (const [name, path] of PUBLIC_PAGES) {
  test(`${name} comes drawn from the server and is taken over without a mismatch or a sideways scroll`, async ({ page }) => {
    const problems = watchConsole(page);
    const answered = await page.request.get(path);
    expect(await answered.text()).toMatch(/<div id="root"><!--\$--><a class="skip-link"/);
    await settled(page, path);
    // The not-found page is answered with its 404, which the browser reports as a failed load.
    const expected = path === '/no-such-page' ? /404 \(Not Found\)/ : null;
    expect(problems.filter((p) => !expected?.test(p))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

for (const [name, path, selector, viewport] of [
  ['a product page', '/product/1', '.product__title', null],
  ['a category page', '/catalog/c1', '.tiles .tile', null],
  // The server draws for a phone; on a desktop the filters column is kept from the first paint.
  ['a category page on a desktop', '/catalog/c1', '.listing__filters .filter', { width: 1280, height: 900 }],
] as const) {
  test(`${name} does not move once painted`, async ({ page }) => {
    if (viewport) await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    await settled(page, path);
    await expect(page.locator(selector).first()).toBeVisible();
    // Late arrivals (the cart, reviews, similar products below the fold) have had their chance to push things.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThanOrEqual(0.02);
  });
}

test('a guest’s product page asks neither for an account nor again for the data it came with', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  const problems = watchConsole(page);
  await settled(page, '/product/1');
  expect(asked).not.toContain('/api/customer');
  expect(asked).not.toContain('/api/customer/favorite');
  expect(asked).not.toContain('/api/product/1');
  expect(asked).not.toContain('/api/menu');
  expect(problems).toEqual([]);
});

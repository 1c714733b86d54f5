import { expect, test } from './support/test';
import { demoCustomer, signIn } from './support/customer';

/** How old kept data is: its time, after its date when it was kept on another day (a journey across midnight). */
const DATA_AS_OF = /^Дані на (\d\d\.\d\d(\.\d{4})?, )?\d\d:\d\d$/;

// This journey is about the service worker: it runs with one, as an installed app does.
test.use({ serviceWorkers: 'allow' });

test('a product never opened, asked for offline, says so and opens by itself when the connection returns', async ({ page, context }) => {
  await page.goto('/product/1');
  const other = page.locator('.product-strip a[href^="/product/"]').first();
  await expect(other).toBeVisible();
  const href = (await other.getAttribute('href'))!;

  await context.setOffline(true);
  await other.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Немає зв'язку");
  await expect(page.getByRole('button', { name: 'Спробувати ще раз' })).toBeVisible();

  // No reload and no tap: the connection coming back is enough.
  await context.setOffline(false);
  await expect(page.locator('h1.product__title')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("Немає зв'язку");
});

// One journey for a visited product page offline: its own parts and the viewed list's both come from the worker's
// copies, and installing the worker (it precaches the whole app) is the costly part of each.
test('after the service worker is active, a visited product page reloads with the network off, "Ви переглядали" still listing the products seen before', async ({
  page,
  context,
}) => {
  await page.goto('/product/1');
  const seen = (await page.locator('h1').textContent())!;
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled by the worker; this one is, and fills the runtime caches.
  await page.goto('/product/2');
  const title = (await page.locator('h1').textContent())!;
  const viewed = page.locator('#viewed');
  await expect(viewed).toContainText(seen);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.locator('.gallery__main img')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('h1.product__title')).toHaveText(title);
  await expect(page.locator('.product__buy-box .price__current')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "Немає з'єднання" })).toBeVisible();
  await expect(viewed).toContainText(seen);
  // From kept copies, the page says how old they are, and is fresh again once the connection returns.
  const age = page.getByText(DATA_AS_OF);
  await expect(age).toBeVisible();
  await context.setOffline(false);
  await expect(age).toHaveCount(0, { timeout: 30_000 });
  await expect(viewed).toContainText(seen);
});

// The brand list rides along with the listing: both are pages seen once under the worker, and installing the worker
// (it precaches the whole app) is the costly part of each journey.
test('a listing and the brand list, once seen, open offline; the listing says how old it is, and refreshes itself when the connection returns', async ({
  page,
  context,
}) => {
  await page.goto('/catalog/c3');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Online, the network answers: nothing says the data is old.
  const age = page.getByRole('status').filter({ hasText: /Дані на/ });
  await expect(page.locator('.tiles').first()).toBeVisible();
  await expect(age).toHaveCount(0);
  const product = page.locator('.tiles a[href^="/product/"]').first();
  const title = (await product.textContent())!;
  await product.click();
  await expect(page.locator('h1.product__title')).toBeVisible();
  // Seen under the worker, as a returning shopper's browser does.
  await page.goto('/brand');
  const brand = (await page.locator('.brand-group__list a').first().textContent())!;

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('.brand-group__list a').first()).toHaveText(brand);
  await page.goto('/catalog/c3');
  await expect(page.locator('.tiles').first()).toContainText(title.trim().slice(0, 20));
  await expect(age).toHaveText(DATA_AS_OF);

  // No reload: the connection coming back is enough. The first ask may still meet the stored copy (the network not
  // up yet); the page asks again 1, 2, 4… s later, so a busy machine may take a few rounds.
  await context.setOffline(false);
  await expect(age).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('.tiles').first()).toBeVisible();
});

test("the demo customer's orders seen once open offline, and signing out leaves nothing of them on the device", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL!, demoCustomer());
  await page.goto('/cabinet?tab=orders');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled by the worker; the second is, and keeps what the cabinet asks for.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const firstOrder = (await page.locator('.order-card__title').first().textContent())!;

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('.order-card').first()).toContainText(firstOrder);
  await expect(page.getByText(DATA_AS_OF)).toBeVisible();
  await context.setOffline(false);

  await page.reload();
  await page.getByRole('button', { name: 'Вийти' }).click();
  await expect(page).toHaveURL(/\/$/);
  const kept = () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('kr-customer-data')));
  await expect.poll(kept).toEqual([]);
});

test('a page the worker served is kept for offline as soon as it is shown, before any of its code has run', async ({ page, context }) => {
  await page.goto('/product/1');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));

  // The shopper opens another product and loses the connection before the page's code has loaded: here its code never
  // runs at all, so only what the worker did as it served the page can keep it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  // The frame's own goto: the page's would wait for the app to take the page over, which it never does here.
  await page.mainFrame().goto('/product/7');
  const title = (await page.locator('h1.product__title').textContent())!;
  const keptByWorker = () =>
    worker.evaluate(async () => {
      for (const name of await caches.keys()) {
        const requests = await (await caches.open(name)).keys();
        if (requests.some((r) => new URL(r.url).pathname === '/api/product/7')) return true;
      }
      return false;
    });
  await expect.poll(keptByWorker).toBe(true);

  await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('h1.product__title')).toHaveText(title);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("Немає зв'язку");
  await expect(page.getByText('Ця сторінка ще не збережена')).toHaveCount(0);
});

test('a product seen through another seller\'s offer stays in "Ви переглядали" after an offline reload', async ({
  page,
  context,
  request,
}) => {
  // An offer that is not its goods' best one: the strip's card for it is the goods' card, under the best offer's id.
  let offer = 0;
  let goods = '';
  for (const id of [8, 9, 3, 14, 16, 18]) {
    const answer = (await (await request.post('/api/product/viewed', { data: { ids: [id] } })).json()) as {
      data: { id: number; title: string }[];
    };
    const card = answer.data[0];
    if (card && card.id !== id) {
      offer = id;
      goods = card.title;
      break;
    }
  }
  expect(offer).toBeGreaterThan(0);

  await page.goto('/product/1');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(`/product/${offer}`);
  await expect(page.locator('h1.product__title')).toBeVisible();
  await page.goto('/product/5');
  const viewed = page.locator('#viewed');
  await expect(viewed).toContainText(goods);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.locator('.gallery__main img')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('h1.product__title')).toBeVisible();
  await expect(viewed).toContainText(goods);
});

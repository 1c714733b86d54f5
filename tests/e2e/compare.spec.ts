import { expect, test, type APIRequestContext } from './support/test';

// The compare list is read offline from the service worker's cache: it runs with one.
test.use({ serviceWorkers: 'allow' });

interface Card {
  id: number;
  title: string;
}

/**
 * Two products of one leaf category that share some characteristic values and differ in others, so
 * "differences only" has rows to hide and rows to keep. Tried through the API with a session of its own.
 */
async function comparablePair(request: APIRequestContext): Promise<{ categoryId: number; a: Card; b: Card }> {
  const menu = (await (await request.get('/api/menu')).json()) as {
    data: { id: number; children: { id: number; children: { id: number }[] }[] }[];
  };
  const ids = menu.data.flatMap((root) => root.children.flatMap((branch) => [branch.id, ...branch.children.map((leaf) => leaf.id)]));
  for (const categoryId of ids) {
    const page = await (await request.get(`/api/catalog/c${categoryId}`)).json();
    if (!page.data.isLeaf) continue;
    const cards = (page.data.products.content as (Card & { in_stock: boolean })[]).filter((c) => c.in_stock);
    for (let i = 1; i < cards.length; i++) {
      const first = await (await request.post(`/api/compare/product/${cards[0]!.id}`)).json();
      const headers = { 'compare-session': first.compare_session };
      await request.post(`/api/compare/product/${cards[i]!.id}`, { headers });
      const table = await (await request.get(`/api/compare/category/${categoryId}`, { headers })).json();
      const flags = (table.data.characteristics as { is_different: boolean }[]).map((c) => c.is_different);
      if (flags.includes(true) && flags.includes(false)) return { categoryId, a: cards[0]!, b: cards[i]! };
    }
  }
  throw new Error('no two comparable products in the demo catalogue');
}

test('a shopper compares two products side by side, then sees the list offline', async ({ page, context, request }) => {
  const { categoryId, a, b } = await comparablePair(request);
  const countBadge = page.locator('.header-compare__count');

  for (const [product, count] of [
    [a, 1],
    [b, 2],
  ] as const) {
    await page.goto(`/product/${product.id}`);
    await expect(page.locator('h1')).toHaveText(product.title);
    const toggle = page.getByRole('button', { name: 'Порівняти', exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').getByText('Товар додано до порівняння')).toBeVisible();
    await expect(countBadge).toHaveText(String(count));
  }
  await expect(page.getByRole('link', { name: 'Порівняння: 2 товари' })).toBeVisible();

  await page.getByRole('link', { name: 'Перейти до порівняння' }).click();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Порівняння товарів');
  const list = page.locator('.compare-list');
  await expect(list).toHaveCount(1);
  await expect(list).toContainText('2 товари');
  await list.getByRole('link').click();

  await expect(page).toHaveURL(new RegExp(`/compare/${categoryId}$`));
  const columns = page.locator('.compare-table thead th[scope="col"]:not(.compare-table__corner)');
  await expect(columns).toHaveCount(2);
  await expect(columns.nth(0)).toContainText(a.title);
  await expect(columns.nth(1)).toContainText(b.title);
  const rows = page.locator('.compare-table tbody tr');
  const differentRows = page.locator('.compare-table tbody tr.compare-table__row--different');
  const allCount = await rows.count();
  const differentCount = await differentRows.count();
  expect(differentCount).toBeGreaterThan(0);
  expect(differentCount).toBeLessThan(allCount);

  await page.getByRole('switch', { name: 'Лише відмінності' }).check();
  await expect(rows).toHaveCount(differentCount);
  await page.getByRole('switch', { name: 'Лише відмінності' }).uncheck();
  await expect(rows).toHaveCount(allCount);

  await page.getByRole('button', { name: `Видалити «${b.title}» з порівняння` }).click();
  await expect(columns).toHaveCount(1);
  await expect(countBadge).toHaveText('1');

  // The first load is not controlled by the service worker: wait for it, reload, then cut the network.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(columns).toHaveCount(1);

  await context.setOffline(true);
  await page.reload();
  await expect(columns).toHaveCount(1);
  await expect(columns.first()).toContainText(a.title);
  await expect(page.getByText("Немає з'єднання: показано збережений список")).toBeVisible();
  await page.getByRole('link', { name: 'Усі списки порівняння' }).click();
  await expect(list).toContainText('1 товар');
  await expect(countBadge).toHaveText('1');
  await context.setOffline(false);

  await page.goto(`/ru/compare/${categoryId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Сравнение:');
  await expect(page.getByRole('switch', { name: 'Только отличия' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Сравнение: 1 товар' })).toBeVisible();
});

test.describe('without the worker', () => {
  // Not about the worker: it is blocked here, as in most journeys, since installing it precaches the whole app.
  test.use({ serviceWorkers: 'block' });

  test('an empty comparison says how to fill it', async ({ page }) => {
    await page.goto('/compare');
    await expect(page.getByText('У порівнянні ще немає товарів')).toBeVisible();
    await expect(page.locator('.header-compare__count')).toHaveCount(0);
  });

  test('a product added to compare in one tab is counted in another tab of the same browser at once', async ({
    page,
    context,
    request,
  }) => {
    const { a } = await comparablePair(request);
    await page.goto('/');
    const other = await context.newPage();
    await other.goto(`/product/${a.id}`);
    await expect(other.locator('html')).toHaveAttribute('data-hydrated', '');
    await other.getByRole('button', { name: 'Порівняти', exact: true }).click();
    await expect(other.locator('.header-compare__count')).toHaveText('1');
    await expect(page.locator('.header-compare__count')).toHaveText('1');
    await other.close();
  });
});

test.describe('a first-time visitor without a connection', () => {
  // Not about the worker: without it the page itself sends what waited, once the browser says it is online again.
  test.use({ serviceWorkers: 'block', privacyChoice: 'not yet' });

  test('adds a product and empties the list offline: each change shows at once and reaches the server once, when the connection is back', async ({
    page,
    context,
    request,
  }) => {
    const { categoryId, a, b } = await comparablePair(request);
    // The compare writes the server answered; an attempt the offline browser refused never reached it.
    const delivered: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.request().method() !== 'GET' && pathname.startsWith('/api/compare/'))
        delivered.push(`${response.request().method()} ${pathname}`);
    });
    const countBadge = page.locator('.header-compare__count');
    const queued = page.getByRole('status').filter({ hasText: "Немає зв'язку: зміну порівняння збережено на пристрої" });
    const toggle = page.getByRole('button', { name: 'Порівняти', exact: true });

    await page.goto(`/product/${a.id}`);
    await page.getByRole('button', { name: 'Відхилити всі' }).click();
    await toggle.click();
    await expect(countBadge).toHaveText('1');

    await page.goto(`/product/${b.id}`);
    await expect(page.locator('h1')).toHaveText(b.title);
    await context.setOffline(true);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(countBadge).toHaveText('2');
    await expect(queued).toBeVisible();
    await context.setOffline(false);
    await expect.poll(() => delivered).toEqual([`POST /api/compare/product/${a.id}`, `POST /api/compare/product/${b.id}`]);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/compare');
    const list = page.locator('.compare-list');
    await expect(list).toContainText('2 товари');
    await context.setOffline(true);
    await list.getByRole('button', { name: /^Очистити список/ }).click();
    await expect(list).toHaveCount(0);
    await expect(page.getByText('У порівнянні ще немає товарів')).toBeVisible();
    await expect(countBadge).toHaveCount(0);
    await expect(queued).toBeVisible();
    await context.setOffline(false);
    await expect.poll(() => delivered.slice(2)).toEqual([`DELETE /api/compare/category/${categoryId}`]);

    await page.reload();
    await expect(page.getByText('У порівнянні ще немає товарів')).toBeVisible();
    await expect(countBadge).toHaveCount(0);
    expect(delivered).toHaveLength(3);
  });
});

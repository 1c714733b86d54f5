import { expect, test, type Page } from './support/test';

// Search offline looks through what the service worker stored: these journeys run with one, as an installed app does.
test.use({ serviceWorkers: 'allow' });

/** Opens a category and one of its products under the worker, so the device keeps both; answers the product's title. */
async function browse(page: Page, prefix: '' | '/ru'): Promise<string> {
  await page.goto(`${prefix}/catalog/c3`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.locator(`.tiles a[href^="${prefix}/product/"]`).first().click();
  const title = (await page.locator('h1.product__title').textContent())!.trim();
  // The offline search code is stored ahead with the other core chunks.
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).some((name) => name.includes('precache')))).toBe(true);
  return title;
}

/** A word of the title long enough to search for (3 letters at least). */
const wordOf = (title: string) => title.split(/[\s,.;:()«»"]+/).find((w) => /^\p{L}{4,}$/u.test(w))!;

for (const { prefix, label, nothing, placeholder } of [
  { prefix: '' as const, label: 'Результати зі збережених на пристрої товарів', nothing: 'Немає збережених товарів за цим запитом', placeholder: 'Пошук товарів і брендів' },
  { prefix: '/ru' as const, label: 'Результаты из сохранённых на устройстве товаров', nothing: 'Нет сохранённых товаров по этому запросу', placeholder: 'Поиск товаров и брендов' },
]) {
  test(`offline, search finds a product seen before, labelled as the device's own (${prefix || '/'})`, async ({ page, context }) => {
    const title = await browse(page, prefix);
    const word = wordOf(title);

    await context.setOffline(true);
    await page.goto(`${prefix}/search?query=${encodeURIComponent(word)}`);
    await expect(page.getByRole('status').filter({ hasText: label })).toBeVisible();
    await expect(page.locator('.tiles')).toContainText(title);

    await page.goto(`${prefix}/search?query=${encodeURIComponent('жжжжжж')}`);
    await expect(page.getByText(nothing)).toBeVisible();

    // The suggestions under the box come from the device too: the name, which few other products share, finds it.
    const box = page.getByPlaceholder(placeholder);
    await box.fill(title.split(',')[0]!);
    await expect(page.locator('.suggest')).toContainText(label);
    await expect(page.getByRole('option').filter({ hasText: title })).toBeVisible();
    await context.setOffline(false);
  });
}

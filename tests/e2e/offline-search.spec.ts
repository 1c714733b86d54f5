import { expect, test, type Page } from './support/test';

// Search offline looks through what the service worker stored: these journeys run with one, as an installed app does.
test.use({ serviceWorkers: 'allow' });

/** Installs the worker from the page open, and waits until it controls the page and has stored the app ahead. */
async function underWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The offline search code is stored ahead with the other core chunks.
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).some((name) => name.includes('precache')))).toBe(true);
}

/** Opens a product from the category page open; answers its title. */
async function openFirstProduct(page: Page, prefix: '' | '/ru'): Promise<string> {
  await page.locator(`.tiles a[href^="${prefix}/product/"]`).first().click();
  return (await page.locator('h1.product__title').textContent())!.trim();
}

/** A word of the title long enough to search for (3 letters at least). */
const wordOf = (title: string) => title.split(/[\s,.;:()«»"]+/).find((w) => /^\p{L}{4,}$/u.test(w))!;

const LANGS = [
  {
    prefix: '' as const,
    label: 'Результати зі збережених на пристрої товарів',
    nothing: 'Немає збережених товарів за цим запитом',
    placeholder: 'Пошук товарів і брендів',
  },
  {
    prefix: '/ru' as const,
    label: 'Результаты из сохранённых на устройстве товаров',
    nothing: 'Нет сохранённых товаров по этому запросу',
    placeholder: 'Поиск товаров и брендов',
  },
];

// Both languages in one journey: installing the worker (it precaches the whole app) is the costly part, and a device
// keeps what was seen in each language apart.
test("offline, search finds a product seen before, labelled as the device's own (/ and /ru)", async ({ page, context }) => {
  // A category and one of its products in each language, under the worker, so the device keeps them.
  const titles: string[] = [];
  for (const { prefix } of LANGS) {
    await page.goto(`${prefix}/catalog/c3`);
    if (!titles.length) await underWorker(page);
    titles.push(await openFirstProduct(page, prefix));
  }

  await context.setOffline(true);
  for (const [i, { prefix, label, nothing, placeholder }] of LANGS.entries()) {
    const title = titles[i]!;
    await page.goto(`${prefix}/search?query=${encodeURIComponent(wordOf(title))}`);
    await expect(page.getByRole('status').filter({ hasText: label })).toBeVisible();
    await expect(page.locator('.tiles')).toContainText(title);

    await page.goto(`${prefix}/search?query=${encodeURIComponent('жжжжжж')}`);
    await expect(page.getByText(nothing)).toBeVisible();

    // The suggestions under the box come from the device too: the name, which few other products share, finds it.
    const box = page.getByPlaceholder(placeholder);
    await box.fill(title.split(',')[0]!);
    await expect(page.locator('.suggest')).toContainText(label);
    await expect(page.getByRole('option').filter({ hasText: title })).toBeVisible();
  }
  await context.setOffline(false);
});

// The device forgives as the server does: `jksz` (олія on the English layout) finds the kept oils, and says so.
test('offline, jksz typed on the wrong layout finds the kept олія products and says what it searched for (/ and /ru)', async ({
  page,
  context,
}) => {
  const oils = [
    { prefix: '' as const, box: 'Пошук', listbox: 'Підказки пошуку', notice: 'Показано результати для «олія»', product: /^Олія/u },
    { prefix: '/ru' as const, box: 'Поиск', listbox: 'Подсказки поиска', notice: 'Показаны результаты для «олія»', product: /^Масло/u },
  ];
  for (const { prefix } of oils) {
    await page.goto(`${prefix}/catalog/c1`);
    if (prefix === '') await underWorker(page);
    await expect(
      page
        .locator('.tiles .tile__title')
        .filter({ hasText: oils[prefix === '' ? 0 : 1]!.product })
        .first(),
    ).toBeVisible();
  }

  await context.setOffline(true);
  for (const [i, { prefix, box, listbox, notice, product }] of oils.entries()) {
    await page.goto(`${prefix}/catalog/c1`);
    const header = page.getByRole('combobox', { name: box });
    await header.fill('jksz');
    const suggestions = page.getByRole('listbox', { name: listbox });
    await expect(page.locator('.suggest')).toContainText(LANGS[i]!.label);
    await expect(suggestions.getByRole('option', { name: product }).first()).toBeVisible();
    await expect(page.locator('.suggest__corrected')).toHaveText(notice);

    await header.press('Enter');
    await expect(page.locator('.search-page__corrected')).toHaveText(notice);
    await expect(page.locator('.tiles .tile__title').first()).toHaveText(product);
  }
  await context.setOffline(false);
});

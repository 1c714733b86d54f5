import { expect, test, type Page } from './support/test';

/**
 * A shopper on a phone with the English layout still on types `jksz` for олія: the suggestions under the header box
 * and the results page find олія and say so, and the results page offers the query as typed.
 */
const searchBox = (page: Page, name: string) => page.getByRole('combobox', { name });

for (const { lang, start, box, listbox, notice, product, literal, nothing } of [
  {
    lang: 'uk',
    start: '/',
    box: 'Пошук',
    listbox: 'Підказки пошуку',
    notice: 'Показано результати для «олія»',
    product: /Олія/u,
    literal: 'Шукати «jksz»',
    nothing: 'За запитом «jksz» нічого не знайдено',
  },
  {
    lang: 'ru',
    start: '/ru',
    box: 'Поиск',
    listbox: 'Подсказки поиска',
    notice: 'Показаны результаты для «олія»',
    product: /Масло/u,
    literal: 'Искать «jksz»',
    nothing: 'По запросу «jksz» ничего не найдено',
  },
]) {
  test(`${lang}: jksz typed on the wrong layout finds олія, and the query as typed is a tap away`, async ({ page }) => {
    await page.goto(start);
    const header = searchBox(page, box);
    await header.fill('jksz');

    const suggestions = page.getByRole('listbox', { name: listbox });
    await expect(suggestions.getByRole('option', { name: product }).first()).toBeVisible();
    await expect(page.locator('.suggest__corrected')).toHaveText(notice);

    await header.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=jksz$/u);
    await expect(page.locator('.search-page__corrected')).toContainText(notice);
    await expect(page.locator('.tiles .tile__title').first()).toHaveText(product);

    await page.locator('.search-page__corrected').getByRole('link', { name: literal }).click();
    await expect(page).toHaveURL(/\/search\?query=jksz&exact=1$/u);
    await expect(page.locator('.search-page__empty-title')).toHaveText(nothing);
    await expect(page.locator('.search-page__corrected')).toHaveCount(0);
  });
}

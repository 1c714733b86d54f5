import { clickOnceSettled } from './support/settled';
import { expect, test, type Page } from './support/test';

const searchBox = (page: Page, name = 'Пошук') => page.getByRole('combobox', { name });
const tiles = (page: Page) => page.locator('.tiles .tile');
const firstTitle = (page: Page) => page.locator('.tiles .tile__title a').first();

test('a shopper searches from the header, narrows by category, pages on and comes back', async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.fill('олія');

  const suggestions = page.getByRole('listbox', { name: 'Підказки пошуку' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(suggestions.getByRole('option', { name: /^Категорія: / }).first()).toBeVisible();
  await expect(suggestions.getByRole('option', { name: /^Усі результати: \d+ товар/ })).toBeVisible();

  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=%D0%BE%D0%BB%D1%96%D1%8F$/);
  await expect(page.locator('h1')).toContainText('Результати пошуку «олія»');
  await expect(tiles(page)).toHaveCount(24);
  await expect(page).toHaveTitle(/^Результати пошуку «олія» \| /);
  await expect(box).toHaveValue('олія');

  const categories = page.getByRole('group', { name: 'Категорії' });
  const chip = categories.getByRole('button').first();
  const [, chipName, chipCount] = /^(.+) (\d+)$/.exec((await chip.textContent())!)!;
  await chip.click();
  await expect(page).toHaveURL(/&categories=\d+$/);
  await expect(categories.getByRole('button', { name: chipName })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.search-page__count')).toHaveText(new RegExp(`^${chipCount} товар`));
  const pageOneTitle = await firstTitle(page).textContent();

  await clickOnceSettled(page.locator('.pagination a', { hasText: /^2$/ }));
  await expect(page).toHaveURL(/&categories=\d+&page=2$/);
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2');
  await expect(firstTitle(page)).not.toHaveText(pageOneTitle!);
  await expect(categories.getByRole('button', { name: chipName })).toHaveAttribute('aria-pressed', 'true');

  await page.goBack();
  await expect(page).toHaveURL(/&categories=\d+$/);
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('1');
  await expect(firstTitle(page)).toHaveText(pageOneTitle!);
});

test('a query under three characters is explained, in the box and on the page', async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.fill('ол');
  await box.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Введіть щонайменше 3 символи');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/search?query=%D0%BE%D0%BB');
  await expect(page.locator('h1')).toHaveText('Пошук товарів');
  await expect(page.locator('.search-page__empty-title')).toHaveText('Для пошуку введіть щонайменше 3 символи');
  await page.getByRole('navigation', { name: 'Часто шукають' }).getByRole('link').first().click();
  await expect(page.locator('h1')).toContainText('Результати пошуку «олія CBD»');
  await expect(tiles(page).first()).toBeVisible();
});

test('the history of earlier searches shows in the empty box and can be cleared', async ({ page }) => {
  await page.goto('/search?query=%D0%B3%D1%80%D0%B8%D0%BD%D0%B4%D0%B5%D1%80');
  await expect(tiles(page).first()).toBeVisible();
  await page.goto('/search?query=%D0%BA%D0%BE%D1%80%D0%BC');
  await expect(tiles(page).first()).toBeVisible();

  const box = searchBox(page);
  await box.fill('');
  const history = page.getByRole('listbox', { name: 'Історія пошуку' });
  await expect(history.getByRole('option')).toHaveText(['корм', 'гриндер']);

  await page.getByRole('button', { name: 'Видалити «корм» з історії' }).click();
  await expect(history.getByRole('option')).toHaveText(['гриндер']);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/query=%D0%B3%D1%80%D0%B8%D0%BD%D0%B4%D0%B5%D1%80$/);

  await box.fill('');
  await page.getByRole('button', { name: 'Очистити історію' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test('the Russian store searches in Russian and the keyboard picks a suggestion', async ({ page }) => {
  await page.goto('/ru');
  const box = searchBox(page, 'Поиск');
  await box.fill('масло');
  const suggestions = page.getByRole('listbox', { name: 'Подсказки поиска' });
  const category = suggestions.getByRole('option', { name: /^Категория: / }).first();
  await expect(category).toBeVisible();
  const categoryName = /^Категория: (.+) \d+$/.exec((await category.textContent())!)![1]!;

  await box.press('Enter');
  await expect(page).toHaveURL(/\/ru\/search\?query=%D0%BC%D0%B0%D1%81%D0%BB%D0%BE$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('h1')).toContainText('Результаты поиска «масло»');
  await expect(page.locator('.search-page__count')).toHaveText(/товар/);
  await expect(tiles(page).first()).toBeVisible();

  await box.fill('масло');
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ru\/catalog\/c\d+$/);
  await expect(page.locator('h1')).toContainText(categoryName);
});

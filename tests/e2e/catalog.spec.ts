import { clickOnceSettled } from './support/settled';
import { expect, test, type Locator, type Page } from './support/test';

/** "CBD-олії повного спектра": a leaf with brands, characteristics, prices and the help quiz. */
const CATEGORY = '/catalog/c3';

/**
 * How much longer the listing is now than with every row drawn (negative: shorter). Rows out of sight keep a
 * placeholder height until drawn, and a jump to the end of the page moves it by this much as the last rows appear.
 */
const undrawnRowsError = (page: Page) =>
  page.evaluate(() => {
    const rows = Array.from(document.querySelectorAll<HTMLElement>('.tiles > li'));
    const now = document.documentElement.scrollHeight;
    for (const row of rows) row.style.contentVisibility = 'visible';
    const drawn = document.documentElement.scrollHeight;
    for (const row of rows) row.style.contentVisibility = '';
    return now - drawn;
  });

const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);
/** The count the listing shows once the answer for the current URL has landed (the previous one stays dimmed until then). */
const productCount = async (page: Page) => {
  await expect(page.locator('.listing__main')).toHaveAttribute('aria-busy', 'false');
  return Number((await page.locator('.catalog__count').textContent())!.replace(/\D/g, ''));
};
/** The brand name of a filter option label "Nordic Leaf 13". */
const optionName = async (option: Locator) => (await option.locator('.filter-option__label').textContent())!.trim();

test.describe('on a phone', () => {
  test('filters by brand and price through the popup, with chips and a count', async ({ page }) => {
    await page.goto(CATEGORY);
    const total = await productCount(page);
    await expect(page.locator('.listing__filters')).toBeHidden();

    await page.getByRole('button', { name: 'Фільтри' }).click();
    const popup = page.getByRole('dialog', { name: 'Фільтри' });
    await expect(popup).toBeVisible();
    expect(await bodyOverflow(page)).toBe('hidden');

    const option = popup
      .locator('.filter-option')
      .filter({ has: page.locator('input:not([disabled])') })
      .nth(1);
    const brand = await optionName(option);
    await option.click();
    await expect(page).toHaveURL(/\?brand=\d+$/);
    // The popup stays open while the list behind it follows the choice.
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('checkbox', { name: new RegExp(brand) })).toBeChecked();
    await expect.poll(() => productCount(page)).toBeLessThan(total);

    await popup.getByRole('button', { name: /^Показати \d+ товар/ }).click();
    await expect(popup).toBeHidden();
    expect(await bodyOverflow(page)).toBe('');
    await expect(page.getByRole('button', { name: 'Фільтри (1)' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Прибрати фільтр «${brand}»` })).toBeVisible();

    await page.getByRole('button', { name: 'Фільтри (1)' }).click();
    await popup.getByRole('spinbutton', { name: 'Ціна від' }).fill('1000');
    await popup.getByRole('spinbutton', { name: 'Ціна від' }).press('Enter');
    await expect(page).toHaveURL(/\?brand=\d+&price=1000-\d+$/);
    await popup.getByRole('button', { name: 'Закрити фільтри' }).click();
    expect(await bodyOverflow(page)).toBe('');
    await expect(page.getByRole('button', { name: 'Фільтри (2)' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Прибрати фільтр «Ціна: 1\s000\s₴ – / })).toBeVisible();
    for (const price of await page.locator('.tiles .price__current').allTextContents())
      expect(Number(price.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1000);

    await page.getByRole('button', { name: `Прибрати фільтр «${brand}»` }).click();
    await expect(page).toHaveURL(/\?price=1000-\d+$/);
    await expect(page.getByRole('button', { name: 'Фільтри (1)' })).toBeVisible();
  });

  test('leaving the catalogue closes the filter popup and releases the scroll lock', async ({ page }) => {
    await page.goto('/');
    await page.locator('.catalog-menu__toggle').click();
    await page.locator('.catalog-menu__root').first().click();
    await expect(page.locator('.tiles .tile').first()).toBeVisible();
    await page.getByRole('button', { name: 'Фільтри' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await bodyOverflow(page)).toBe('hidden');

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await bodyOverflow(page)).toBe('');
  });

  test('"show more" appends the next page and keeps the place', async ({ page }) => {
    await page.goto('/catalog/c1');
    const tiles = page.locator('.tiles .tile');
    await expect(tiles).toHaveCount(24);
    const first = await page.locator('.tiles .tile__title a').first().textContent();
    const more = page.getByRole('button', { name: 'Показати ще' });
    await more.scrollIntoViewIfNeeded();
    const historyLength = await page.evaluate(() => history.length);
    await more.click();
    await expect(tiles).toHaveCount(48);
    await expect(page).toHaveURL(/\/catalog\/c1\?page=2$/);
    await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2');
    await expect(page.locator('.tiles .tile__title a').first()).toHaveText(first!);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(1000);
    await expect(page.getByRole('status').filter({ hasText: /^Показано 48 з \d+$/ })).toBeVisible();

    // A reload lands near: on the page "show more" reached.
    await page.reload();
    await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2');
  });

  test('the help quiz asks step by step and shows matching products', async ({ page }) => {
    await page.goto(CATEGORY);
    await page.getByRole('button', { name: 'Допомогти з вибором' }).click();
    const quiz = page.getByRole('dialog', { name: 'Допоможемо з вибором' });
    await expect(quiz.getByText(/^Питання 1 з \d+$/)).toBeVisible();
    await quiz.getByRole('checkbox').first().check();
    await quiz.getByRole('button', { name: 'Далі' }).click();
    await expect(quiz.getByText(/^Питання 2 з \d+$/)).toBeVisible();
    await quiz.getByRole('button', { name: 'Назад' }).click();
    await expect(quiz.getByRole('checkbox').first()).toBeChecked();
    // The other questions go unanswered.
    const next = quiz.getByRole('button', { name: 'Далі' });
    while (await next.isVisible()) await next.click();
    await quiz.getByRole('button', { name: 'Показати товари' }).click();
    await expect(quiz.getByRole('heading', { name: /^Підібрали \d+ товар/ })).toBeFocused();
    await expect(quiz.locator('.quiz__products .tile').first()).toBeVisible();
    await quiz.getByRole('link', { name: /в каталозі$|у каталозі$/ }).click();
    await expect(page).toHaveURL(/\/catalog\/c3\?values=\d+$/);
    await expect(quiz).toBeHidden();
    expect(await bodyOverflow(page)).toBe('');
    await expect(page.locator('.selected-filters .chip')).toHaveCount(1);
  });

  test('a filter that finds nothing shows the empty state with a way back', async ({ page }) => {
    await page.goto(`${CATEGORY}?price=1-2&sort=cheap`);
    await expect(page.getByText('За обраними фільтрами товарів не знайдено')).toBeVisible();
    await expect(page.locator('.tiles .tile')).toHaveCount(0);
    await page.getByRole('link', { name: 'Скинути фільтри' }).click();
    await expect(page).toHaveURL(/\/catalog\/c3\?sort=cheap$/);
    await expect(page.locator('.tiles .tile').first()).toBeVisible();
  });

  test('the brand list leads to a brand page with the same listing', async ({ page }) => {
    await page.goto('/brand');
    await expect(page.getByRole('heading', { name: 'Популярні бренди' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Бренди за першою літерою' }).getByRole('link', { name: 'N', exact: true }).click();
    await expect(page).toHaveURL(/#brands-N$/);
    const brand = page.locator('#brands-N .brand-group__list a').first();
    const name = (await brand.textContent())!.replace(/\s*\d+$/, '').trim();
    await brand.click();
    await expect(page).toHaveURL(/\/brand\/\d+$/);
    await expect(page.locator('h1')).toContainText(name);
    await expect(page.getByText(/^Країна бренду: /)).toBeVisible();
    await expect(page.locator('.tiles .tile').first()).toBeVisible();
    await page.getByRole('button', { name: 'Фільтри' }).click();
    await page.getByRole('dialog').getByRole('spinbutton', { name: 'Ціна від' }).fill('500');
    await page.getByRole('dialog').getByRole('spinbutton', { name: 'Ціна від' }).blur();
    await expect(page).toHaveURL(/\/brand\/\d+\?price=500-\d+$/);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('filters in the sidebar, sorts, resets, and Back restores the previous filters', async ({ page }) => {
    await page.goto(CATEGORY);
    const sidebar = page.getByRole('complementary', { name: 'Фільтри' });
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('button', { name: 'Фільтри' })).toHaveCount(0);

    const option = sidebar
      .locator('.filter-option')
      .filter({ has: page.locator('input:not([disabled])') })
      .first();
    const brand = await optionName(option);
    await option.click();
    await expect(page).toHaveURL(/\?brand=\d+$/);
    const brandUrl = page.url();
    // A single-brand listing is a landing page named after the brand: its answer has landed.
    await expect(page.locator('h1')).toContainText(brand);
    const brandTotal = await productCount(page);

    await sidebar.getByRole('spinbutton', { name: 'Ціна до' }).fill('1500');
    await sidebar.getByRole('spinbutton', { name: 'Ціна до' }).press('Tab');
    await expect(page).toHaveURL(/\?brand=\d+&price=\d+-1500$/);
    await expect(page.locator('.selected-filters .chip')).toHaveCount(2);

    await page.getByLabel('Сортування').selectOption({ label: 'Від дешевих до дорогих' });
    await expect(page).toHaveURL(/&sort=cheap$/);
    await expect(page.getByLabel('Сортування')).toHaveValue('cheap');
    // The URL changes before the sorted answer lands: poll until the tiles on screen are the sorted ones.
    const tilesSorted = async () => {
      const prices = (await page.locator('.tiles .price__current').allTextContents()).map((p) => Number(p.replace(/\D/g, '')));
      return prices.length > 0 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    };
    await expect.poll(tilesSorted).toBe(true);

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(brandUrl);
    await expect(page.locator('.selected-filters .chip')).toHaveCount(1);
    await expect(sidebar.getByRole('checkbox', { name: new RegExp(brand) })).toBeChecked();
    await expect.poll(() => productCount(page)).toBe(brandTotal);

    await page.goForward();
    await page.goForward();
    // The sorted listing is back, and the page has put back where it was scrolled: a shopper taps after that.
    await expect(page.locator('.selected-filters .chip')).toHaveCount(2);
    await expect.poll(tilesSorted).toBe(true);
    await clickOnceSettled(page.getByRole('button', { name: 'Скинути все' }));
    await expect(page).toHaveURL(/\/catalog\/c3\?sort=cheap$/);
    await expect(page.locator('.selected-filters')).toHaveCount(0);
  });

  test('tile and list views, each as long before its rows are drawn as after; the choice is remembered', async ({ page }) => {
    await page.goto(CATEGORY);
    await expect(page.getByRole('button', { name: 'Плиткою' })).toHaveAttribute('aria-pressed', 'true');
    expect(Math.abs(await undrawnRowsError(page))).toBeLessThan(100);
    await page.getByRole('button', { name: 'Списком' }).click();
    await expect(page.locator('.tiles.tiles--list .tile--list').first()).toBeVisible();
    expect(Math.abs(await undrawnRowsError(page))).toBeLessThan(100);
    await expect(page.locator('.tiles .tile').first().locator('.tile__attributes > div')).toHaveCount(2);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Списком' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a page past the end is redirected to the last one', async ({ page }) => {
    await page.goto(`${CATEGORY}?page=999`);
    await expect(page).toHaveURL(/\?page=\d$/);
    await expect(page.locator('.tiles .tile').first()).toBeVisible();
  });

  test('in Russian: filters, chips and sort speak Russian and keep the /ru prefix', async ({ page }) => {
    await page.goto(`/ru${CATEGORY}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const sidebar = page.getByRole('complementary', { name: 'Фильтры' });
    const option = sidebar
      .locator('.filter-option')
      .filter({ has: page.locator('input:not([disabled])') })
      .first();
    const brand = await optionName(option);
    await option.click();
    await expect(page).toHaveURL(/\/ru\/catalog\/c3\?brand=\d+$/);
    await expect(page.getByRole('button', { name: `Убрать фильтр «${brand}»` })).toBeVisible();
    await page.getByLabel('Сортировка').selectOption({ label: 'От дешевых к дорогим' });
    await expect(page).toHaveURL(/\/ru\/catalog\/c3\?brand=\d+&sort=cheap$/);
    await page.getByRole('button', { name: 'Сбросить все' }).click();
    await expect(page).toHaveURL(/\/ru\/catalog\/c3\?sort=cheap$/);
    await expect(page.locator('.catalog__count')).toHaveText(/^\d+ товар(а|ов)?$/);
  });
});

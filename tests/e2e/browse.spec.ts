import { clickOnceSettled } from './support/settled';
import { expect, test, type Page } from './support/test';

// Plain browsing runs with the service worker, as a returning shopper's does: the other journeys block it for speed.
test.use({ serviceWorkers: 'allow' });

/** From the home page through the catalogue menu to a category, then a product. */
async function homeToProduct(page: Page, home: string) {
  await page.goto(home);
  await expect(page.locator('.product-strip .tile').first()).toBeVisible();
  await page.locator('.catalog-menu__toggle').click();
  const firstRoot = page.locator('.catalog-menu__root').first();
  const categoryName = (await firstRoot.textContent())!.trim();
  await firstRoot.click();
  await expect(page.locator('h1')).toContainText(categoryName);
  await expect(page.locator('.tiles .tile').first()).toBeVisible();
  const tileLink = page.locator('.tiles .tile__title a').first();
  const productTitle = (await tileLink.textContent())!.trim();
  await tileLink.click();
  await expect(page.locator('h1')).toHaveText(productTitle);
  await expect(page.locator('.product__buy-box .price__current')).toHaveText(/^\d{1,3}(\u00a0\d{3})*\u00a0₴$/);
  await expect(page.locator('.offer').first()).toBeVisible();
  await expect(page.locator('.characteristics div').first()).toBeVisible();
  return { categoryName, productTitle };
}

test('a shopper goes from home to a category to a product, in Ukrainian', async ({ page }) => {
  await homeToProduct(page, '/');
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('heading', { name: 'Характеристики' })).toBeVisible();
  expect(await page.title()).toContain('купити');
});

test('the same journey in Russian keeps the /ru prefix and Russian texts', async ({ page }) => {
  await homeToProduct(page, '/ru');
  await expect(page).toHaveURL(/\/ru\/product\/\d+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { name: 'Характеристики' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Описание' })).toBeVisible();
  expect(await page.title()).toContain('купить');
});

test('a category pages through its products', async ({ page }) => {
  await page.goto('/catalog/c1');
  const firstTitle = await page.locator('.tiles .tile__title a').first().textContent();
  await clickOnceSettled(page.locator('.pagination a', { hasText: '2' }).first());
  await expect(page).toHaveURL(/\/catalog\/c1\?page=2$/);
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2');
  await expect(page.locator('.tiles .tile__title a').first()).not.toHaveText(firstTitle!);
});

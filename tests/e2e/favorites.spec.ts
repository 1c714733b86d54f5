import { expect, test, type Page } from './support/test';
import { openE2eDatabase, signIn } from './support/customer';

/** Offers of in-stock products, one per test so parallel tests never share a product. */
function offers(): number[] {
  const db = openE2eDatabase();
  try {
    return (db.prepare('SELECT id FROM products WHERE stock > 0 ORDER BY id LIMIT 2').all() as { id: number }[]).map((r) => r.id);
  } finally {
    db.close();
  }
}

const heart = (page: Page, name = 'В обране') => page.locator('.product__buy-box').getByRole('button', { name, exact: true });
const headerFavorites = (page: Page) => page.locator('.header-favorites');
const badge = (page: Page) => page.locator('.header-favorites__count');

test('a guest pressing the heart is told that favourites need signing in', async ({ page }) => {
  const [offer] = offers();
  await page.goto(`/product/${offer}`);
  await expect(headerFavorites(page)).toHaveAccessibleName('Обране: доступне після входу');
  await expect(badge(page)).toHaveCount(0);

  await heart(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Обране доступне після входу' })).toBeVisible();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Товар додано до обраного')).toHaveCount(0);
  await expect(badge(page)).toHaveCount(0);
});

test('a signed-in shopper keeps a product in favourites across reloads and takes it out again', async ({ page, context, baseURL }) => {
  const [, offer] = offers();
  await signIn(context, baseURL!);
  await page.goto(`/product/${offer}`);
  await expect(headerFavorites(page)).toHaveAccessibleName('Обране: 0 товарів');
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');

  await heart(page).click();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.favorite-button').getByRole('status')).toHaveText('Товар додано до обраного');
  await expect(badge(page)).toHaveText('1');
  await expect(headerFavorites(page)).toHaveAccessibleName('Обране: 1 товар');

  await page.reload();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(badge(page)).toHaveText('1');
  // The tooltip is for the press, not for a page that opens with the product already kept.
  await expect(page.locator('.favorite-button').getByRole('status')).toHaveText('');

  await page.goto(`/ru/product/${offer}`);
  await expect(heart(page, 'В избранное')).toHaveAttribute('aria-pressed', 'true');
  await expect(headerFavorites(page)).toHaveAccessibleName('Избранное: 1 товар');
  await heart(page, 'В избранное').click();
  await expect(heart(page, 'В избранное')).toHaveAttribute('aria-pressed', 'false');
  await expect(badge(page)).toHaveCount(0);
  await expect(headerFavorites(page)).toHaveAccessibleName('Избранное: 0 товаров');

  await heart(page, 'В избранное').click();
  await expect(page.locator('.favorite-button').getByRole('status')).toHaveText('Товар добавлен в избранное');
  await heart(page, 'В избранное').click();
  await expect(page.locator('.favorite-button').getByRole('status')).toHaveText('');
  await page.reload();
  await expect(heart(page, 'В избранное')).toHaveAttribute('aria-pressed', 'false');
  await expect(badge(page)).toHaveCount(0);
});

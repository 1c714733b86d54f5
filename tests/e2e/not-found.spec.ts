import { expect, test } from './support/test';

test('an unknown page answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Сторінка не знайдена' })).toBeVisible();
  await expect(page.getByText('Можливо, ця сторінка була видалена або припущена помилка адреси')).toBeVisible();
  await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible();
  await page.getByRole('link', { name: 'На головну' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a product that does not exist is a 404 in Russian too', async ({ page }) => {
  const response = await page.goto('/ru/product/99999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
});

test('an unknown API path is a JSON 404, never the app shell', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect((await response.json()).message).toContain('/api/no-such-thing');
});

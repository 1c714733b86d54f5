import { expect, test } from './support/test';

test('the language switch keeps the page and is remembered for the home page', async ({ page, context }) => {
  await page.goto('/catalog/c1');
  const ukTitle = (await page.locator('h1').textContent())!;
  await page.getByRole('link', { name: 'Перейти на російську версію' }).click();
  await expect(page).toHaveURL(/\/ru\/catalog\/c1$/);
  await expect(page.locator('h1')).not.toHaveText(ukTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const cookie = (await context.cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('ru');
  // 365 days, give or take the seconds the test took
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);

  await page.goto('/');
  await expect(page).toHaveURL(/\/ru$/);

  await page.getByRole('link', { name: 'Перейти на украинскую версию' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
});

import { expect, test } from './support/test';

test('the language switch keeps the page and is remembered for the home page', async ({ page, context }) => {
  await page.goto('/catalog/c1');
  const ukTitle = (await page.locator('h1').textContent())!;
  await page.getByRole('link', { name: 'Перейти на російську версію' }).click();
  await expect(page).toHaveURL(/\/ru\/catalog\/c1$/);
  await expect(page.locator('h1')).not.toHaveText(ukTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  // The switch cookie and the locale cookie, 365 days each, give or take the seconds the test took
  for (const name of ['lang', 'i18n_redirected']) {
    const cookie = (await context.cookies()).find((c) => c.name === name);
    expect(cookie?.value).toBe('ru');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
  }

  await page.goto('/');
  await expect(page).toHaveURL(/\/ru$/);

  await page.getByRole('link', { name: 'Перейти на украинскую версию' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('uk');
});

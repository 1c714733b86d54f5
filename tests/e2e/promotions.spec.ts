import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';

test('from a home banner to its promotion: the code copied, a covered product bought, the code accepted at checkout', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page.getByRole('link', { name: 'Знижка 10% на першу покупку' }).click();

  await expect(page).toHaveURL(/\/akcii\/znyzhka-10-na-pershu-pokupku$/);
  await expect(page.locator('h1')).toHaveText('Знижка 10% на першу покупку');
  await expect(page.locator('.promotion__meta')).toContainText('Діє до 31 грудня 2027');
  await expect(page.getByRole('heading', { name: 'Умови акції' })).toBeVisible();
  await expectAccessible(page, 'a running promotion');

  await page.getByRole('button', { name: 'Копіювати промокод' }).click();
  await expect(page.locator('.promo-copy').getByRole('status')).toHaveText('Скопійовано');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe('HEMP10');

  // A covered product from the promotion's listing, bought from its page.
  const productLink = page.locator('.tiles .tile__title a').first();
  const productTitle = (await productLink.textContent())!.trim();
  await productLink.click();
  await expect(page.locator('h1')).toHaveText(productTitle);
  await page
    .locator('.product__buy-box')
    .getByRole('button', { name: /^Купити/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Кошик' }).locator('.cart-line')).toContainText(productTitle);
  await expect(page.locator('.header-cart__count')).toHaveText('1');

  await page.getByRole('dialog', { name: 'Кошик' }).getByRole('link', { name: 'Оформити замовлення' }).click();
  await expect(page.getByRole('heading', { name: 'Оформлення замовлення', level: 1 })).toBeVisible();
  await page.getByLabel('Промокод').fill(copied);
  await page.getByRole('button', { name: 'Застосувати' }).click();
  await expect(page.locator('.checkout-promo--applied')).toContainText('Промокод HEMP10 застосовано');

  // An ended promotion stays reachable from the list and says so plainly.
  await page.goto('/akcii');
  await expect(page.locator('.promotion-card').last()).toContainText('Завершена');
  await page.getByRole('link', { name: 'Літній розпродаж: −25%' }).click();
  await expect(page.locator('.promotion__ended')).toContainText('Ця акція завершилася 31 серпня 2025');
  await expect(page.getByRole('button', { name: 'Копіювати промокод' })).toHaveCount(0);
});

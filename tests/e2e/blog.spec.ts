import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/test';

test('a shopper reads the blog: list, a category, an article, then buys a product the article links to', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.locator('h1')).toHaveText('Блог');
  await expect(page.locator('.blog-card')).toHaveCount(9);
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('1');
  await expectAccessible(page, 'the blog list');

  const categories = page.getByRole('navigation', { name: 'Розділи блогу' });
  await categories.getByRole('link', { name: 'Домашні улюбленці' }).click();
  await expect(page).toHaveURL(/\/blog\/category\/\d+$/);
  await expect(page.locator('h1')).toHaveText('Домашні улюбленці');
  const card = page.locator('.blog-card').first();
  await expect(card.locator('.blog-card__meta')).toContainText('Домашні улюбленці');
  const articleTitle = (await card.locator('.blog-card__title').textContent())!.trim();
  await card.getByRole('link', { name: articleTitle }).click();

  await expect(page).toHaveURL(/\/blog\/category\/\d+\/article\/\d+$/);
  await expect(page.locator('h1')).toHaveText(articleTitle);
  await expect(page.locator('.article__meta')).toContainText('хв читання');
  await expect(page.locator('.article__body h2').first()).toBeVisible();
  await expect(page.locator('#article-products .tile')).toHaveCount(3);
  expect(await page.title()).toContain(articleTitle);
  await expectAccessible(page, 'a blog article');

  const productLink = page.locator('.article__body p a').first();
  const productTitle = (await productLink.textContent())!.trim();
  await productLink.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.locator('h1')).toHaveText(productTitle);
  await page
    .locator('.product__buy-box')
    .getByRole('button', { name: /^Купити/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Кошик' }).locator('.cart-line')).toContainText(productTitle);
  await expect(page.locator('.header-cart__count')).toHaveText('1');
});

import { readFileSync } from 'node:fs';
import { formatPrice, kopecksToUah } from '../../src/domain/money';
import { openE2eDatabase } from '../e2e/support/customer';
import { fillGuestCheckout } from '../e2e/support/guest-checkout';
import { expect, type Page } from '../e2e/support/test';

/** Where the journey's fake acquirer listens (playwright.acquirers.config.ts). */
export const fakeOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8090) + 5}`;

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = openE2eDatabase();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * A guest buys one offer and pays by card online: the product page, the cart, the checkout with the SMS code and a
 * Nova Poshta branch in Lviv, then the order confirmed, which sends the browser to the acquirer.
 */
export async function buyByCard(page: Page): Promise<{ id: number; shop_name: string }> {
  const [offer] = query<{ id: number; shop_name: string }>(
    'SELECT p.id, s.shop_name FROM products p JOIN sellers s ON s.id = p.seller_id WHERE p.stock >= 5 AND p.min_cart_quantity = 1 ORDER BY p.id LIMIT 1',
  );
  await page.goto(`/product/${offer!.id}`);
  await page.locator('.product__buy-box').getByRole('button', { name: 'Купити', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Кошик' }).locator(`.cart-line[data-product-id="${offer!.id}"]`)).toBeVisible();
  await page.goto('/checkout');
  await fillGuestCheckout(page, 'Оплата карткою онлайн');
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
  return offer!;
}

/** On the acquirer's page the shopper pays; the browser comes back to the thank-you page, the order paid, its receipt a PDF. */
export async function payAndSeeTheReceipt(page: Page, offer: { shop_name: string }): Promise<void> {
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/thank-you-page\?checkout=[0-9a-f]{32}$/);
  const checkoutId = new URL(page.url()).searchParams.get('checkout')!;
  const [placed] = query<{ id: number; total_kop: number }>('SELECT id, total_kop FROM orders WHERE checkout_id = ?', checkoutId);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дякуємо за замовлення!');
  const card = page.locator(`.thank-you-order[data-order-id="${placed!.id}"]`);
  await expect(card.getByRole('definition')).toHaveText([offer.shop_name, '1', formatPrice(kopecksToUah(placed!.total_kop)), 'Оплачено']);
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: `Завантажити квитанцію до замовлення № ${placed!.id} (PDF)` }).click();
  const file = await download;
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
}

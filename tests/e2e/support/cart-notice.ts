import { expect, type Page } from '@playwright/test';

/** The notice the cart raises when the server changed what the shopper saw in it (locales/uk/cart.json). */
export const CART_CHANGED = 'Ціни або наявність товарів у кошику змінилися';

/**
 * The shopper switches a Ukrainian page to Russian. The cart is then read again in Russian, and the cart reads one
 * answer at a time: once that read is sent, every earlier answer has been taken in and any notice about it raised.
 * So after this a notice that is absent stays absent.
 */
export async function switchToRussian(page: Page, heading: string): Promise<void> {
  const cartInRussian = page.waitForRequest((r) => r.url().endsWith('/api/cart/items') && r.headers()['accept-language'] === 'ru');
  await page.getByRole('link', { name: 'Перейти на російську версію' }).click();
  await cartInRussian;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

import { expect, test, type Locator } from './support/test';
import { formatPrice } from '../../src/domain/money';
import { openE2eDatabase } from './support/customer';
import { fillGuestCheckout } from './support/guest-checkout';

interface Offer {
  id: number;
  price_kop: number;
}

/**
 * An in-stock offer sold one at a time whose price is not a multiple of 10 ₴, so a 10% code's exact discount has
 * kopecks. Taken from the end of the catalogue, away from the offers other journeys take from its start.
 */
function offerWithKopecksInItsTenth(): Offer {
  const db = openE2eDatabase();
  try {
    return db
      .prepare(
        'SELECT id, price_kop FROM products WHERE stock >= 5 AND min_cart_quantity = 1 AND price_kop % 1000 <> 0 ORDER BY id DESC LIMIT 1',
      )
      .get() as Offer;
  } finally {
    db.close();
  }
}

/** The value of a term in a definition list (a `Fact`, or the payment page's own list). */
const valueOf = (list: Locator, term: string) => list.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** docs/product-rules.md#money "Every amount a shopper pays is whole hryvnias". */
test('a 10% promo code: the cart, checkout, payment page and thank-you page show the one sum charged', async ({ page }) => {
  // a whole purchase through the payment page
  test.slow();
  const offer = offerWithKopecksInItsTenth();
  const price = offer.price_kop / 100;
  // the code's 10% rounded up to a whole hryvnia, in the shopper's favour
  const toPay = formatPrice(Math.floor(price * 0.9));

  await page.goto(`/product/${offer.id}`);
  await page.locator('.product__buy-box').getByRole('button', { name: 'Купити', exact: true }).click();
  const cart = page.getByRole('dialog', { name: 'Кошик' });
  await expect(cart.locator(`.cart-line[data-product-id="${offer.id}"]`)).toBeVisible();
  await expect(valueOf(cart.locator('.cart-totals'), 'Разом')).toHaveText(formatPrice(price));
  await cart.getByRole('link', { name: 'Оформити замовлення' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await fillGuestCheckout(page, 'Оплата карткою онлайн');

  const totals = page.locator('.checkout-summary .checkout-totals');
  await expect(valueOf(totals, 'Товари')).toHaveText(formatPrice(price));
  await page.getByLabel('Промокод').fill('HEMP10');
  await page.getByRole('button', { name: 'Застосувати' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Промокод HEMP10 застосовано' })).toBeVisible();
  await expect(valueOf(totals, 'До сплати')).toHaveText(toPay);
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();

  // the acquirer's page shows the exact sum it charges, kopecks included when there are any
  await expect(page).toHaveURL(/\/payment\/sandbox\/[0-9a-f]{32}$/);
  await expect(valueOf(page.locator('dl'), 'До сплати')).toHaveText(toPay);
  await page.getByRole('button', { name: 'Сплатити' }).click();

  await expect(page).toHaveURL(/\/thank-you-page\?checkout=[0-9a-f]{32}$/);
  await expect(valueOf(page.locator('.thank-you-order__facts'), 'Сума')).toHaveText(toPay);
});

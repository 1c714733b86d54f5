import { expect, test, type APIRequestContext, type Page } from './support/test';
import { CART_CHANGED } from './support/cart-notice';

// Cart changes made offline must work under the service worker, as in the installed app: it runs with one.
test.use({ serviceWorkers: 'allow' });

interface ProductData {
  id: number;
  base_product_id: number;
  title: string;
  offer: { id: number; qty_store: number; min_cart_quantity: number; seller: { id: number; shop_name: string } };
}

/** Two in-stock offers, sold one at a time, from two different sellers; the seed is deterministic. */
async function twoSellers(request: APIRequestContext): Promise<[ProductData, ProductData]> {
  const found: ProductData[] = [];
  for (let id = 1; id < 600 && found.length < 2; id++) {
    const res = await request.get(`/api/product/${id}`);
    if (!res.ok()) continue;
    const { data } = (await res.json()) as { data: ProductData };
    const fits =
      data.offer.qty_store >= 5 &&
      data.offer.min_cart_quantity === 1 &&
      !found.some((f) => f.offer.seller.id === data.offer.seller.id || f.base_product_id === data.base_product_id);
    if (fits) found.push(data);
  }
  if (found.length < 2) throw new Error('the seed has no two such offers');
  return found as [ProductData, ProductData];
}

const cartDialog = (page: Page, name = 'Кошик') => page.getByRole('dialog', { name });
const line = (page: Page, product: ProductData) => cartDialog(page).locator(`.cart-line[data-product-id="${product.id}"]`);

async function addFromProductPage(page: Page, product: ProductData): Promise<void> {
  await page.goto(`/product/${product.id}`);
  await expect(page.locator('h1')).toHaveText(product.title);
  await page.locator('.product__buy-box').getByRole('button', { name: 'Купити', exact: true }).click();
  await expect(line(page, product)).toContainText(product.title);
}

test('a shopper fills the cart from two sellers, changes it, and changes it offline too', async ({ page, context, request }) => {
  const [a, b] = await twoSellers(request);
  const count = page.locator('.header-cart__count');

  await addFromProductPage(page, a);
  await expect(count).toHaveText('1');
  await expect(cartDialog(page).locator('.cart-order')).toHaveCount(1);
  await expect(cartDialog(page)).not.toContainText('окремими замовленнями');
  await expect(cartDialog(page)).toContainText('Товари в кошику не резервуються');

  // docs/product-rules.md#routes-and-screens: the popup closes on the route change; the product page now says the offer is in the cart
  await addFromProductPage(page, b);
  const dialog = cartDialog(page);
  await expect(dialog.locator('.cart-order')).toHaveCount(2);
  await expect(dialog.locator('.cart-order__title').nth(0)).toContainText(a.offer.seller.shop_name);
  await expect(dialog.locator('.cart-order__title').nth(1)).toContainText(b.offer.seller.shop_name);
  await expect(dialog).toContainText('Товари від різних продавців або з різних складів буде оформлено окремими замовленнями.');
  await expect(count).toHaveText('2');

  await line(page, a)
    .getByRole('button', { name: `Більше: ${a.title}` })
    .click();
  await expect(line(page, a).getByRole('spinbutton')).toHaveValue('2');
  await expect(count).toHaveText('3');
  await line(page, b)
    .getByRole('button', { name: `Видалити з кошика: ${b.title}` })
    .click();
  await expect(line(page, b)).toHaveCount(0);
  await expect(dialog.locator('.cart-order')).toHaveCount(1);
  await expect(count).toHaveText('2');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('.product__buy-box').getByRole('button', { name: 'Купити', exact: true })).toBeVisible();
  await page.locator('.product__buy-box').getByRole('button', { name: 'Купити', exact: true }).click();
  await expect(count).toHaveText('3');

  // offline: the changes show at once and wait; back online they reach the server in order
  await context.setOffline(true);
  await line(page, a)
    .getByRole('button', { name: `Більше: ${a.title}` })
    .click();
  await line(page, b)
    .getByRole('button', { name: `Видалити з кошика: ${b.title}` })
    .click();
  await expect(line(page, a).getByRole('spinbutton')).toHaveValue('3');
  await expect(line(page, b)).toHaveCount(0);
  await expect(dialog).toContainText("Зміни кошика надішлемо, щойно з'явиться зв'язок.");
  await context.setOffline(false);
  await expect(dialog).not.toContainText('Зміни кошика надішлемо');

  const server = await (await page.request.post('/api/cart/items')).json();
  expect(server.items.map((i: { product_id: number; qty: number }) => [i.product_id, i.qty])).toEqual([[a.id, 3]]);
  await expect(count).toHaveText('3');

  // the same cart in Russian
  await page.goto(`/ru/product/${b.id}`);
  await page.getByRole('button', { name: 'Корзина: 3 товара' }).click();
  await expect(cartDialog(page, 'Корзина').locator(`.cart-line[data-product-id="${a.id}"]`)).toContainText('Продавец:');
  await expect(cartDialog(page, 'Корзина')).toContainText('Товары в корзине не резервируются');
});

test.describe('without the worker', () => {
  // Not about the worker: it is blocked here, as in most journeys, since installing it precaches the whole app.
  test.use({ serviceWorkers: 'block' });

  test('two tabs of one browser show one cart: a change in either shows in the other without a reload', async ({
    page,
    context,
    request,
  }) => {
    const [a, b] = await twoSellers(request);
    const other = await context.newPage();
    await other.goto(`/product/${b.id}`);
    await expect(other.locator('html')).toHaveAttribute('data-hydrated', '');

    await addFromProductPage(page, a);
    await expect(other.locator('.header-cart__count')).toHaveText('1');

    // The other tab takes the product out: the first one, never reloaded, follows, and warns of nothing.
    await other.getByRole('button', { name: /^Кошик: 1/ }).click();
    await line(other, a)
      .getByRole('button', { name: `Видалити з кошика: ${a.title}` })
      .click();
    await expect(line(page, a)).toHaveCount(0);
    await expect(page.locator('.header-cart__count')).toHaveCount(0);
    await expect(page.getByText(CART_CHANGED)).toHaveCount(0);
    await other.close();
  });
});

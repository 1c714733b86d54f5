import { expect, test, type Locator, type Page } from './support/test';
import { lastSmsCode, newPhone, openE2eDatabase } from './support/customer';

interface Offer {
  id: number;
  base_product_id: number;
  title_uk: string;
  title_ru: string;
}

/** Reads the running store's database (fresh and seeded on every run). */
function query<T>(sql: string): T[] {
  const db = openE2eDatabase();
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

/**
 * An in-stock offer sold one at a time whose product has a Russian title unlike its Ukrainian one, and no seller's
 * photos (other journeys add some): its drawn picture prints the title in the page's language.
 */
function translatedOffer(): Offer {
  const [offer] = query<Offer>(
    `SELECT p.id, p.base_product_id, b.title_uk, b.title_ru
       FROM products p JOIN base_products b ON b.id = p.base_product_id
      WHERE p.stock >= 5 AND p.min_cart_quantity = 1 AND b.title_uk <> b.title_ru AND b.photo_keys = '[]'
      ORDER BY p.id DESC LIMIT 1`,
  );
  return offer!;
}

const UKRAINIAN_ONLY = /[іїєґ]/i;

/**
 * What the shopper reads (the page's title and the text of the page, or of a dialog open on it) has none of the
 * Ukrainian-only letters. Shops' names are proper names in whatever language their sellers chose, so they are taken
 * out first.
 */
async function expectRussianText(page: Page, part: Locator = page.locator('body')): Promise<void> {
  const shops = query<{ shop_name: string }>('SELECT shop_name FROM sellers').map((s) => s.shop_name);
  const text = `${await page.title()}\n${await part.evaluate((element: HTMLElement) => element.innerText)}`;
  const left = shops.reduce((rest, shop) => rest.replaceAll(shop, ''), text);
  const offending = left.split('\n').filter((line) => UKRAINIAN_ONLY.test(line));
  expect(offending, `Ukrainian text on ${page.url()}`).toEqual([]);
}

test('a guest buys on the Russian site and reads Russian from the cart to the thank-you page', async ({ page }) => {
  // a whole purchase, from the first visit to the thank-you page
  test.slow();
  const offer = translatedOffer();
  await page.goto('/ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await page.goto(`/ru/product/${offer.id}`);
  // the first visit also installs the service worker, which fetches the whole app: a busy machine takes a while
  await expect(page.locator('h1')).toHaveText(offer.title_ru, { timeout: 30_000 });
  const added = page.waitForResponse((res) => res.url().endsWith('/api/cart/update') && res.request().method() === 'PUT');
  await page.locator('.product__buy-box').getByRole('button', { name: 'Купить', exact: true }).click();

  // The cart: the line, its title and its picture are the Russian ones
  const cart = page.getByRole('dialog', { name: 'Корзина' });
  const line = cart.locator(`.cart-line[data-product-id="${offer.id}"]`);
  await expect(page.locator('.header-cart__count')).toHaveText('1');
  // the server's answer replaces what the product page showed while the change travelled
  expect((await (await added).json()).items[0].title).toBe(offer.title_ru);
  await expect(cart.getByText('Обновляем корзину…')).toHaveCount(0);
  await expect(line).toContainText(offer.title_ru);
  const picture = line.locator('img').first();
  await expect(picture).toHaveAttribute('src', `/media/ru/product/${offer.base_product_id}/0.svg`);
  await expect(picture).toHaveAttribute('alt', offer.title_ru);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // the picture itself prints the Russian title
  expect(await (await page.request.get(`/media/ru/product/${offer.base_product_id}/0.svg`)).text()).toContain(offer.title_ru.split(' ')[0]);
  // the popup opens over the product page, whose reviews are the shoppers' own words in their own language
  await expectRussianText(page, cart);

  // The checkout
  await cart.getByRole('link', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/ru\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Оформление заказа', level: 1 })).toBeVisible();
  const order = page.locator('.checkout-order');
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(offer.title_ru);

  const buyer = page.locator('#checkout-buyer');
  const phone = newPhone('97');
  await buyer.getByLabel('Имя').fill('Ольга');
  await buyer.getByLabel('Фамилия').fill('Мельник');
  await buyer.getByLabel('Номер телефона').fill(`+${phone}`);
  await buyer.getByRole('button', { name: 'Получить код' }).click();
  await expect(buyer.getByText(/Отправить код ещё раз можно через \d+ с/)).toBeVisible();
  await buyer.getByLabel('Код из SMS').fill(lastSmsCode(phone));
  await buyer.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(buyer.getByText(`Номер +${phone} подтверждён`)).toBeVisible();

  await order.getByLabel('Город').fill('Кие');
  await order.getByRole('button', { name: /^Киев/ }).click();
  await expect(order.getByText('Город: Киев')).toBeVisible();
  await order.getByRole('radio', { name: /Самовывоз из пункта выдачи/ }).check();
  const points = order.getByRole('radiogroup', { name: 'Пункт выдачи' }).getByRole('radio');
  await points.first().check();
  await expect(order.getByText(/^Выбрано: Пункт выдачи Kramnytsia №\d+/)).toBeVisible();
  await order.getByRole('radio', { name: 'Оплата при получении' }).check();
  await expectRussianText(page);

  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(page).toHaveURL(/\/ru\/thank-you-page/);
  await expect(page.getByRole('heading', { name: 'Спасибо за заказ!' })).toBeVisible();
  await expect(page.getByText(/Заказ № \d+/)).toBeVisible();
  await expectRussianText(page);
});

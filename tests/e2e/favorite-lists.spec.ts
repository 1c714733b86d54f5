import { expect, test, type Page } from './support/test';
import { openE2eDatabase, signIn } from './support/customer';

interface Offer {
  id: number;
  title: string;
}

/** Offers far from the ones other journeys use: one in stock, one sold out. */
function offers(): { inStock: Offer; soldOut: Offer } {
  const db = openE2eDatabase();
  try {
    const pick = (stock: string) =>
      db
        .prepare(
          `SELECT p.id, b.title_uk AS title FROM products p JOIN base_products b ON b.id = p.base_product_id WHERE ${stock} ORDER BY p.id DESC LIMIT 1`,
        )
        .get() as Offer;
    return { inStock: pick('p.stock > 5 AND p.min_cart_quantity = 1'), soldOut: pick('p.stock = 0') };
  } finally {
    db.close();
  }
}

const notice = (page: Page, text: string | RegExp) => page.locator('.notifications').getByText(text);
const listSection = (page: Page, name: string) =>
  page.locator('.favorite-list').filter({ has: page.getByRole('heading', { name, exact: false }) });

async function keep(page: Page, offer: Offer) {
  await page.goto(`/product/${offer.id}`);
  const heart = page.locator('.product__buy-box').getByRole('button', { name: 'В обране', exact: true });
  // The heart fills at once; a shopper who waits for the store's answer before moving on keeps the product.
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/customer/favorite/product/${offer.id}`),
  );
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);
}

test('a customer makes a favourites list, shares it with a guest, and closes it again', async ({ page, context, browser, baseURL }) => {
  const { inStock, soldOut } = offers();
  await signIn(context, baseURL!);

  await page.goto('/cabinet?tab=favorites');
  await expect(page.getByText('Списків обраного ще немає')).toBeVisible();
  await page.getByLabel('Назва нового списку').fill('Для Рекса');
  await page.getByRole('button', { name: 'Створити список' }).click();
  await expect(notice(page, 'Список створено')).toBeVisible();
  await expect(listSection(page, 'Для Рекса').getByText('У цьому списку поки немає товарів')).toBeVisible();

  // The hearts fill the default list; the cabinet moves both products into the new one.
  await keep(page, inStock);
  await keep(page, soldOut);
  await page.goto('/cabinet?tab=favorites');
  const main = listSection(page, 'Обране');
  await expect(main.getByText('2 товари')).toBeVisible();
  for (const offer of [inStock, soldOut]) {
    await main.getByLabel(`Перемістити «${offer.title}» до списку`).selectOption({ label: 'Для Рекса' });
    await expect(notice(page, 'Товар переміщено до списку «Для Рекса»').first()).toBeVisible();
  }
  const rex = listSection(page, 'Для Рекса');
  await expect(rex.getByText('2 товари')).toBeVisible();
  await expect(rex.getByRole('link', { name: inStock.title })).toBeVisible();

  await rex.getByRole('button', { name: 'Поділитися' }).click();
  const link = rex.getByLabel('Посилання на список «Для Рекса»');
  await expect(link).toHaveValue(/\/favorites\/share\/[A-Za-z0-9_-]{22}$/);
  const url = await link.inputValue();

  // A guest in a browser of their own.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(url);
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Для Рекса' })).toBeVisible();
  await expect(guestPage.getByRole('link', { name: inStock.title })).toBeVisible();
  await expect(guestPage.getByRole('link', { name: soldOut.title })).toBeVisible();
  await guestPage.getByRole('button', { name: 'Додати все до кошика' }).click();
  await expect(notice(guestPage, 'Товари, яких немає в наявності, не додано до кошика')).toBeVisible();
  await expect(notice(guestPage, soldOut.title)).toBeVisible();
  await expect(notice(guestPage, 'До кошика додано 1 товар')).toBeVisible();

  await rex.getByRole('button', { name: 'Закрити доступ' }).click();
  await expect(notice(page, 'Доступ за посиланням закрито')).toBeVisible();
  await expect(link).toHaveCount(0);
  const closed = await guestPage.goto(url);
  expect(closed?.status()).toBe(404);
  await expect(guestPage.getByRole('heading', { name: 'Сторінка не знайдена' })).toBeVisible();
  await guest.close();
});

test('a product goes into an auto purchase; a list with products cannot be deleted', async ({ page, context, baseURL }) => {
  const { inStock } = offers();
  await page.goto(`/product/${inStock.id}`);
  await page.getByRole('button', { name: 'Додати в автопокупку' }).click();
  await expect(page).toHaveURL(/\/login\?back=/);

  await signIn(context, baseURL!);
  await page.goto(`/product/${inStock.id}`);
  await page.getByRole('button', { name: 'Додати в автопокупку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Додати в автопокупку' });
  await expect(dialog.getByText(/Буде створено список «Моя автопокупка»/)).toBeVisible();
  await dialog.getByLabel('Кількість').fill('2');
  await dialog.getByRole('button', { name: 'Додати' }).click();
  await expect(notice(page, 'Товар додано до автопокупки «Моя автопокупка»')).toBeVisible();

  await page.goto('/cabinet?tab=auto_purchases');
  const list = page.locator('.auto-list').filter({ hasText: 'Моя автопокупка' });
  await expect(list.getByText('Раз на 30 днів')).toBeVisible();
  await expect(list.getByText(/^Наступна покупка: /)).toBeVisible();
  await expect(list.getByLabel(`Кількість «${inStock.title}»`)).toHaveValue('2');

  await list.getByRole('button', { name: 'Видалити список' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Видалити список' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Список автопокупки, у якому є товари, не можна видалити' })).toBeVisible();
  await expect(list).toBeVisible();
});

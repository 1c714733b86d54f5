import { expect, test } from './support/test';
import { openE2eDatabase } from './support/customer';

/** A fulfilled order of the seller of `productId`, reviewed by Тетяна Коваль, written straight into the store's database. */
function reviewedOrder(productId: number, text: string): { sellerId: number; shop: string } {
  const db = openE2eDatabase();
  try {
    const offer = db
      .prepare(
        'SELECT p.seller_id, p.warehouse_id, p.price_kop, s.shop_name FROM products p JOIN sellers s ON s.id = p.seller_id WHERE p.id = ?',
      )
      .get(productId) as { seller_id: number; warehouse_id: number; price_kop: number; shop_name: string };
    const token = `e2e-seller-review-${Date.now()}`;
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO orders (checkout_id, seller_id, warehouse_id, lang, status, payment_method_id, payment_status, buyer_name, buyer_surname, items_total_kop, total_kop, receipt_token, created_at, fulfilled_at)
         VALUES (?, ?, ?, 'uk', 'fulfilled', 2, 'success', 'Тетяна', 'Коваль', ?, ?, ?, ?, ?)`,
      )
      .run(
        token,
        offer.seller_id,
        offer.warehouse_id,
        offer.price_kop,
        offer.price_kop,
        token,
        '2026-11-10T10:00:00.000Z',
        '2026-11-12T10:00:00.000Z',
      );
    db.prepare(
      'INSERT INTO order_comments (order_id, seller_id, service_rating, delivery_rating, relevance_rating, text, created_at) VALUES (?, ?, 5, 4, 5, ?, ?)',
    ).run(Number(lastInsertRowid), offer.seller_id, text, new Date().toISOString());
    return { sellerId: offer.seller_id, shop: offer.shop_name };
  } finally {
    db.close();
  }
}

test("from a product to its seller's storefront: about, the products sorted by price, and the buyers' reviews", async ({ page }) => {
  const text = `Швидко відправили й добре запакували ${Date.now()}`;
  const { sellerId, shop } = reviewedOrder(1, text);

  await page.goto('/product/1');
  await page.locator('.product__seller').getByRole('link', { name: shop }).click();
  await expect(page).toHaveURL(new RegExp(`/seller_${sellerId}-temp$`));
  await expect(page.getByRole('heading', { level: 1, name: shop })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Графік роботи/ })).toContainText(/Зараз працює|Зачинено/);
  await expect(page.getByText(/^Продавець: (ТОВ|ФОП) /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Рейтинг продавця' })).toBeVisible();

  const tabs = page.getByRole('navigation', { name: 'Розділи сторінки продавця' });
  await tabs.getByRole('link', { name: 'Товари' }).click();
  await expect(page).toHaveURL(new RegExp(`/seller_${sellerId}/products$`));
  await expect(tabs.getByRole('link', { name: 'Товари' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.tile').first()).toBeVisible();
  await page.getByLabel('Сортування').selectOption({ label: 'Від дешевих до дорогих' });
  await expect(page).toHaveURL(new RegExp(`/seller_${sellerId}/products\\?sort=cheap$`));
  await expect(page.getByLabel('Сортування')).toHaveValue(/cheap/);

  await tabs.getByRole('link', { name: 'Відгуки' }).click();
  await expect(page).toHaveURL(new RegExp(`/seller_${sellerId}/reviews$`));
  const review = page.locator('.seller-review', { hasText: text });
  await expect(review).toContainText('Тетяна К.');
  await expect(review).not.toContainText('Коваль');
  await expect(review.getByRole('img', { name: 'Оцінка 4.7 з 5' })).toBeVisible();

  // An unknown seller is a real page-not-found.
  const missing = await page.goto('/seller_99999-temp');
  expect(missing?.status()).toBe(404);
});

test("a storefront's category page lists that seller's goods of the category, in both languages; an unknown slug is a 404", async ({
  page,
}) => {
  await page.goto('/seller_1/products');
  const categories = page.getByRole('navigation', { name: 'Підкатегорії' });
  const first = categories.getByRole('link').first();
  const [name, count] = [
    (await first.evaluate((a) => a.firstChild?.textContent ?? '')).trim(),
    await first.locator('.sub-catalog__count').innerText(),
  ];
  await first.click();
  await expect(page).toHaveURL(/\/seller_1\/products\/c\d+$/);
  await expect(page.getByRole('navigation', { name: 'Навігаційний ланцюжок' })).toContainText(name);
  await expect(page.locator('.catalog__count')).toContainText(count);
  await expect(page.locator('.tile').first()).toBeVisible();
  const path = new URL(page.url()).pathname;

  const ru = await page.goto(`/ru${path}`);
  expect(ru?.status()).toBe(200);
  await expect(page.locator('.catalog__count')).toContainText(count);

  for (const missing of ['/seller_1/products/abc', `${path}/more`, '/seller_1/products/c99999']) {
    const answer = await page.goto(missing);
    expect(answer?.status()).toBe(404);
    await expect(page.getByText('Сторінка не знайдена')).toBeVisible();
  }
});

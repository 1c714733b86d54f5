import { expect, test, type Page } from './support/test';
import { openE2eDatabase, signIn } from './support/customer';

// A review is written offline under the service worker, as in the installed app: it runs with one.
test.use({ serviceWorkers: 'allow' });

/** A real 1×1 PNG, so the browser draws the preview and the server decodes it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Offers of the products with the most reviews (the seed gives some more than two pages), busiest first. */
function offersWithManyReviews(): Array<{ offerId: number; reviews: number }> {
  const db = openE2eDatabase();
  try {
    return db
      .prepare(
        `SELECT (SELECT MIN(p.id) FROM products p WHERE p.base_product_id = r.base_product_id) AS offerId, COUNT(*) AS reviews
         FROM reviews r GROUP BY r.base_product_id HAVING COUNT(*) > 20 ORDER BY reviews DESC, r.base_product_id LIMIT 2`,
      )
      .all() as Array<{ offerId: number; reviews: number }>;
  } finally {
    db.close();
  }
}

function reviewsBy(customerId: number): number {
  const db = openE2eDatabase();
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM reviews WHERE customer_id = ?').get(customerId) as { n: number }).n;
  } finally {
    db.close();
  }
}

function reviewsOf(offerId: number): number {
  const db = openE2eDatabase();
  try {
    return (
      db
        .prepare('SELECT COUNT(*) AS n FROM reviews WHERE base_product_id = (SELECT base_product_id FROM products WHERE id = ?)')
        .get(offerId) as { n: number }
    ).n;
  } finally {
    db.close();
  }
}

const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Відгуки' });

test.describe('without the worker', () => {
  // Not about the worker: it is blocked here, as in most journeys, since installing it precaches the whole app.
  test.use({ serviceWorkers: 'block' });

  test('a guest reads the reviews ten at a time and is told that writing one needs signing in', async ({ page }) => {
    const [busiest] = offersWithManyReviews();
    await page.goto(`/product/${busiest!.offerId}`);
    const section = reviewsSection(page);
    await expect(section.locator('.review')).toHaveCount(10);
    await expect(section.locator('.review-summary')).toContainText(`${busiest!.reviews} відгук`);
    await expect(section.getByText('Щоб написати відгук, увійдіть до свого кабінету')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Написати відгук' })).toHaveCount(0);

    await section.getByRole('button', { name: 'Показати ще 10' }).click();
    await expect(section.locator('.review')).toHaveCount(Math.min(20, busiest!.reviews));
    const authors = await section.locator('.review').evaluateAll((items) => items.map((i) => i.textContent));
    expect(new Set(authors).size).toBe(authors.length);
  });
});

test('a review written offline with a photo is published once when the connection returns', async ({ page, context, baseURL, request }) => {
  const [, product] = offersWithManyReviews();
  const customer = await signIn(context, baseURL!);
  const text = `Відгук без зв'язку ${Date.now()}`;

  await page.goto(`/product/${product!.offerId}`);
  // As in the installed app: the service worker controls the page and keeps its own copy of the list.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const section = reviewsSection(page);
  await expect(section.locator('.review')).toHaveCount(10);

  await context.setOffline(true);
  await section.getByRole('button', { name: 'Написати відгук' }).click();
  await section.getByLabel('5 зірок').check();
  await section.getByLabel('Переваги').fill('Працює як треба');
  await section.getByLabel('Відгук', { exact: true }).fill(text);
  await section.locator('input[type="file"]').setInputFiles({ name: 'kit.png', mimeType: 'image/png', buffer: PNG });
  await expect(section.locator('.review-photos__list img')).toHaveCount(1);
  await section.getByRole('button', { name: 'Надіслати відгук' }).click();

  await expect(section.getByRole('status')).toHaveText("Відгук збережено і буде надіслано, коли з'явиться зв'язок");
  await expect(section.getByLabel('Відгук', { exact: true })).toBeHidden();
  expect(reviewsBy(customer.id)).toBe(0);

  await context.setOffline(false);
  await expect(page.getByText("Зв'язок є: ваш збережений відгук надіслано й опубліковано")).toBeVisible();
  const mine = section.locator('.review', { hasText: text });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Тетяна К.');
  await expect(mine.locator('.review__photo img')).toHaveCount(1);
  await expect(section.getByRole('status')).toHaveCount(0);
  expect(reviewsBy(customer.id)).toBe(1);

  const api = await (await request.get(`/api/product/${product!.offerId}/reviews`)).json();
  expect(api.data.filter((r: { text: string }) => r.text === text)).toHaveLength(1);
  expect(api.summary.count).toBe(reviewsOf(product!.offerId));
  // The server stores what it drew again: a WebP of the photo and a square thumbnail for the list.
  const [stored] = api.data[0].photos;
  expect((await request.get(stored.src)).headers()['content-type']).toBe('image/webp');
  expect((await request.get(stored.thumb.src)).headers()['content-type']).toBe('image/webp');

  await page.reload();
  await expect(section.locator('.review', { hasText: text })).toHaveCount(1);
  await expect(section.locator('.review').first()).toContainText(text);
  const thumbnail = section.locator('.review__photo img').first();
  await expect(thumbnail).toHaveAttribute('src', stored.thumb.src);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(stored.thumb.width);
  expect(reviewsBy(customer.id)).toBe(1);
});

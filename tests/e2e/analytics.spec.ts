import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { openE2eDatabase, signIn } from './support/customer';

// These journeys are about the privacy choice itself: each starts as a first visit.
test.use({ privacyChoice: 'not yet' });

// docs/product-rules.md#analytics-and-attribution: outside production the shop's events go to an in-page recorder.

interface Recorded {
  name: string;
  params: {
    item_list_name?: string;
    items?: { item_id: string; affiliation: string; currency: string; price: number; quantity: number }[];
    transaction_id?: string;
    affiliation?: string;
    currency?: string;
    value?: number;
  };
}

const recorded = (page: Page, name: string) =>
  page.evaluate(
    (n) => (window as unknown as { __analyticsRecorder?: Recorded[] }).__analyticsRecorder?.filter((e) => e.name === n) ?? [],
    name,
  );
const adCookies = async (page: Page) =>
  Object.fromEntries((await page.context().cookies()).filter((c) => ['ads', 'aduid', 'consent'].includes(c.name)).map((c) => [c.name, c]));

/** An in-stock product of another seller than `sellerId`, put into the signed-in customer's cart through the API. */
async function addFromAnotherSeller(page: Page, sellerId: number): Promise<void> {
  for (let id = 1; id < 600; id++) {
    const res = await page.request.get(`/api/product/${id}`);
    if (!res.ok()) continue;
    const { data } = (await res.json()) as {
      data: { id: number; offer: { qty_store: number; min_cart_quantity: number; seller: { id: number } } };
    };
    if (data.offer.qty_store < 5 || data.offer.min_cart_quantity !== 1 || data.offer.seller.id === sellerId) continue;
    const put = await page.request.put('/api/cart/update', {
      data: { product_id: data.id, qty: 1 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(put.ok()).toBe(true);
    return;
  }
  throw new Error('no product of another seller');
}

test('an affiliate visit with consent: events in the recorder, the source on every order, one purchase per seller order', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL!);
  await page.goto('/catalog/c3?utm_source=admitad&admitad_uid=e2e-uid-7');
  const banner = page.getByRole('dialog', { name: 'Ми використовуємо cookie' });
  await expect(banner).toBeVisible();
  // nothing is kept for ads before the choice
  expect(await adCookies(page)).toEqual({});
  await banner.getByRole('button', { name: 'Прийняти всі' }).click();
  await expect(banner).toHaveCount(0);
  const cookies = await adCookies(page);
  expect(cookies.ads?.value).toBe('admitad');
  expect(cookies.aduid?.value).toBe('e2e-uid-7');
  expect(cookies.consent?.value).toBe('analytics.ads');
  // a year for the choice, 30 days for the ad cookies
  expect(cookies.consent!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
  expect(Math.round((cookies.ads!.expires - Date.now() / 1000) / 86_400)).toBe(30);

  // Each list on the page (the listing, any strip) goes out in batches of 4, its last batch 4 or fewer.
  const lists = (await recorded(page, 'view_item_list')).filter((e) => e.params.item_list_name === 'catalog');
  expect(lists.length).toBeGreaterThan(1);
  expect(lists.slice(0, -1).every((e) => e.params.items!.length === 4)).toBe(true);
  expect(lists.at(-1)!.params.items!.length).toBeLessThanOrEqual(4);
  expect(lists[0]!.params.items![0]).toMatchObject({ affiliation: 'Main', currency: 'UAH', quantity: 1, price: expect.any(Number) });

  // A product from the list, into the cart
  await page.locator('.tile__title a').first().click();
  await expect(page.locator('.product h1')).toBeVisible();
  await page.getByRole('button', { name: 'Купити' }).first().click();
  await expect.poll(async () => (await recorded(page, 'add_to_cart')).length).toBe(1);
  const productId = Number((await recorded(page, 'view_item'))[0]!.params.items![0]!.item_id);
  const { data } = (await (await page.request.get(`/api/product/${productId}`)).json()) as { data: { offer: { seller: { id: number } } } };
  await addFromAnotherSeller(page, data.offer.seller.id);

  await page.goto('/checkout');
  const orders = page.locator('.checkout-order');
  await expect(orders).toHaveCount(2);
  await expect.poll(async () => (await recorded(page, 'begin_checkout')).length).toBe(1);
  for (const order of await orders.all()) {
    await order.getByLabel('Місто').fill('Київ');
    await order.getByRole('button', { name: /^Київ/ }).click();
    await order.getByRole('radio', { name: /Нова пошта: відділення/ }).check();
    await order.getByRole('radiogroup', { name: 'Пункт видачі' }).getByRole('radio').first().check();
    await order.getByRole('radio', { name: 'Оплата при отриманні' }).check();
  }
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
  await expect(page).toHaveURL(/\/thank-you-page\?checkout=[0-9a-f]{32}$/);
  await expect(page.locator('.thank-you-order')).toHaveCount(2);
  const orderIds = (await page.locator('.thank-you-order').evaluateAll((els) => els.map((e) => e.getAttribute('data-order-id')))).sort();

  const purchases = async () => (await recorded(page, 'purchase')).map((e) => e.params);
  await expect.poll(async () => (await purchases()).length).toBe(2);
  const sent = await purchases();
  expect(sent.map((p) => p.transaction_id).sort()).toEqual(orderIds);
  for (const p of sent) expect(p).toMatchObject({ affiliation: 'Main', currency: 'UAH', value: expect.any(Number) });
  expect(sent.flatMap((p) => p.items!).every((i) => i.affiliation === 'Main' && i.currency === 'UAH')).toBe(true);

  // Opened again: no purchase a second time
  await page.reload();
  await expect(page.locator('.thank-you-order')).toHaveCount(2);
  await page.waitForFunction(() => (window as unknown as { __analyticsRecorder?: unknown[] }).__analyticsRecorder !== undefined);
  expect(await recorded(page, 'purchase')).toEqual([]);

  const db = openE2eDatabase();
  try {
    const rows = db.prepare(`select utm_source, admitad_uid from orders where id in (${orderIds.map(Number).join(',')})`).all();
    expect(rows).toEqual([
      { utm_source: 'admitad', admitad_uid: 'e2e-uid-7' },
      { utm_source: 'admitad', admitad_uid: 'e2e-uid-7' },
    ]);
  } finally {
    db.close();
  }
});

test('with consent refused no ad cookie is written, now or on the next ad visit; the footer opens the choice again', async ({ page }) => {
  await page.goto('/?utm_source=admitad&admitad_uid=e2e-uid-8');
  const banner = page.getByRole('dialog', { name: 'Ми використовуємо cookie' });
  await banner.getByRole('button', { name: 'Відхилити всі' }).click();
  await expect(banner).toHaveCount(0);
  expect(Object.keys(await adCookies(page))).toEqual(['consent']);
  await page.goto('/?gclid=abc&utm_source=admitad&admitad_uid=e2e-uid-9');
  await page.waitForFunction(() => (window as unknown as { __analyticsRecorder?: unknown[] }).__analyticsRecorder !== undefined);
  expect(Object.keys(await adCookies(page))).toEqual(['consent']);
  await expect(banner).toHaveCount(0);

  await page.getByRole('button', { name: 'Налаштування cookie' }).click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('checkbox', { name: /Реклама/ })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(banner).toHaveCount(0);
});

import { lastSmsCode, newPhone } from './support/customer';
import { expect, test, type APIRequestContext, type Page } from './support/test';

interface Offer {
  id: number;
  qty_store: number;
}
interface ProductData {
  id: number;
  base_product_id: number;
  title: string;
  offer: Offer;
  propositions: Offer[];
}

/** Walks the seeded offers by id and returns the first ones that fit; the seed is deterministic. */
async function findProducts(
  request: APIRequestContext,
  fits: (p: ProductData) => boolean,
  { count = 1, lang = 'uk' } = {},
): Promise<ProductData[]> {
  const found: ProductData[] = [];
  for (let id = 1; id < 600 && found.length < count; id++) {
    const res = await request.get(`/api/product/${id}`, { headers: { 'accept-language': lang } });
    if (!res.ok()) continue;
    const { data } = (await res.json()) as { data: ProductData };
    if (fits(data) && !found.some((f) => f.base_product_id === data.base_product_id)) found.push(data);
  }
  if (found.length < count) throw new Error('the seed has no such products');
  return found;
}

test('a product with several offers shows where it is available, all offers, and leads to another offer', async ({ page, request }) => {
  const [product] = await findProducts(request, (p) => p.propositions.length >= 3 && p.offer.qty_store > 0);
  await page.goto(`/product/${product!.id}`);
  const availability = page.locator('#offers');
  await expect(availability.getByRole('heading', { name: 'Наявність у магазинах' })).toBeVisible();
  await expect(availability.locator('.offer')).toHaveCount(product!.propositions.length);
  await expect(availability.locator('.offer--current')).toContainText('Ви переглядаєте цю пропозицію');
  await expect(availability.locator('.offer__from').first()).toContainText(/Відправка з міста \S+/);

  await availability.getByRole('button', { name: `Усі пропозиції (${product!.propositions.length})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Усі пропозиції' });
  await expect(dialog.locator('.offer')).toHaveCount(product!.propositions.length);
  const other = dialog.locator('.offer', { has: page.getByRole('link', { name: 'Обрати' }) }).first();
  const otherShop = (await other.locator('.offer__shop').textContent())!;
  const otherHref = (await other.getByRole('link', { name: 'Обрати' }).getAttribute('href'))!;
  expect(otherHref).toMatch(/^\/product\/\d+$/);
  await other.getByRole('link', { name: 'Обрати' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${otherHref}$`));
  await expect(page.locator('h1')).toHaveText(product!.title);
  await expect(page.locator('.product__buy-box')).toContainText(otherShop);
});

/** How many product visits the browser has stored; never creates the app's database itself. */
function storedViews(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const name = 'kramnytsia-viewed';
    if (!(await indexedDB.databases()).some((db) => db.name === name)) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('viewed')) return resolve(0);
        const count = db.transaction('viewed').objectStore('viewed').count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => reject(count.error);
      };
    });
  });
}

test('viewed products: after three visits the fourth product lists them, most recent first, not itself (ru)', async ({ page, request }) => {
  const products = await findProducts(request, () => true, { count: 4, lang: 'ru' });
  for (const [seen, p] of products.entries()) {
    await page.goto(`/ru/product/${p.id}`);
    await expect(page.locator('h1')).toHaveText(p.title);
    // A shopper reads a page for a while; the visit is written to IndexedDB just after the page shows, so wait for it.
    await expect.poll(() => storedViews(page)).toBe(seen + 1);
  }
  const viewed = page.locator('#viewed');
  await expect(viewed.getByRole('heading', { name: 'Вы просматривали' })).toBeVisible();
  const earlier = products.slice(0, 3).reverse();
  await expect(viewed.locator('.tile__title')).toHaveText(earlier.map((p) => p.title));
});

test('analogs show products of the same category', async ({ page, request }) => {
  const [product] = await findProducts(request, (p) => p.offer.qty_store > 0);
  const similar = (await (await request.get(`/api/product/${product!.id}/similar`)).json()) as { data: { title: string }[] };
  expect(similar.data.length).toBeGreaterThan(0);
  await page.goto(`/product/${product!.id}`);
  const analogs = page.locator('#analogs');
  await expect(analogs.getByRole('heading', { name: 'Аналоги' })).toBeVisible();
  await expect(analogs.locator('.tile__title')).toHaveText(similar.data.map((p) => p.title));
});

test('a complaint: errors on blur and on sending, typed text kept after a failed send, then sent', async ({ page, request }) => {
  const [product] = await findProducts(request, (p) => p.offer.qty_store > 0);
  await page.goto(`/product/${product!.id}`);
  await page.getByRole('button', { name: 'Поскаржитися на товар' }).click();
  const dialog = page.getByRole('dialog', { name: 'Скарга на товар' });

  await dialog.getByRole('button', { name: 'Надіслати' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(["Обов'язкове поле", "Обов'язкове поле"]);
  await expect(dialog.getByLabel('Причина')).toBeFocused();

  await dialog.getByLabel('Причина').selectOption({ label: 'Підробка' });
  await dialog.getByLabel('Що не так?').fill('Упаковка відрізняється від фото');
  const contact = dialog.getByLabel('Телефон або e-mail для відповіді');
  await contact.fill('12345');
  // Leaving the text checked it (its error went); the contact is not checked while typing.
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await contact.blur();
  await expect(dialog.getByRole('alert')).toHaveText(['Введіть коректне значення']);
  await contact.fill('+38 (067) 123-45-67');
  await contact.blur();
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  // The first send fails on the server: the notice shows and nothing typed is lost.
  await page.route(
    '**/complaint',
    (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Забагато запитів. Спробуйте за хвилину' }),
      }),
    { times: 1 },
  );
  await dialog.getByRole('button', { name: 'Надіслати' }).click();
  await expect(page.locator('.notification--error')).toContainText('Забагато запитів');
  await expect(dialog.getByLabel('Що не так?')).toHaveValue('Упаковка відрізняється від фото');

  const sent = page.waitForRequest((r) => r.url().endsWith(`/api/product/${product!.id}/complaint`) && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Надіслати' }).click();
  expect((await sent).postDataJSON()).toEqual({ reason: 'counterfeit', text: 'Упаковка відрізняється від фото', contact: '380671234567' });
  await expect(page.locator('.notification--success')).toContainText('Скаргу надіслано');
  await expect(dialog).toBeHidden();
});

test('a report of an error in the characteristics names the characteristic', async ({ page, request }) => {
  const [product] = await findProducts(request, (p) => p.offer.qty_store > 0);
  await page.goto(`/product/${product!.id}`);
  const firstName = (await page.locator('.characteristics dt').first().textContent())!;
  await page.getByRole('button', { name: 'Повідомити про помилку в характеристиках' }).click();
  const dialog = page.getByRole('dialog', { name: 'Помилка в характеристиках' });
  await dialog.getByLabel('Характеристика').selectOption({ label: firstName });
  await dialog.getByLabel('Що неправильно і як має бути?').fill('Має бути інше значення');
  const sent = page.waitForResponse((r) => r.url().endsWith('/characteristics-report'));
  await dialog.getByRole('button', { name: 'Надіслати' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.locator('.notification--success')).toContainText('Ми перевіримо характеристики');
});

test('a form’s dialog opens at the tap and says it is loading until the form’s code, asked for then, has come', async ({
  page,
  request,
}) => {
  const [product] = await findProducts(request, (p) => p.offer.qty_store > 0);
  const asked: string[] = [];
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/ReportBody-[\w-]+\.js$/, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto(`/product/${product!.id}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  expect(asked).toEqual([]);

  await page.getByRole('button', { name: 'Поскаржитися на товар' }).click();
  const dialog = page.getByRole('dialog', { name: 'Скарга на товар' });
  await expect(dialog.getByRole('status')).toHaveText('Завантаження…');
  expect(asked).toHaveLength(1);
  release();
  await expect(dialog.getByLabel('Причина')).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveCount(0);
});

test('a back-in-stock reminder on an out-of-stock offer sends the phone as digits and proves it by an SMS code (ru)', async ({
  page,
  request,
}) => {
  const [product] = await findProducts(request, (p) => p.offer.qty_store === 0);
  const phone = newPhone('67');
  await page.goto(`/ru/product/${product!.id}`);
  await expect(page.locator('.product__buy-box')).toContainText('Нет в наличии');
  await page.locator('.product__buy-box').getByRole('button', { name: 'Сообщить о наличии' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сообщить о наличии' });

  await dialog.getByRole('button', { name: 'Сообщить мне' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(['Обязательное поле']);

  await dialog.getByLabel('Телефон').fill(`+38 (0${phone.slice(3, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`);
  const sent = page.waitForRequest((r) => r.url().endsWith(`/api/product/${product!.id}/stock-subscription`));
  await dialog.getByRole('button', { name: 'Сообщить мне' }).click();
  expect((await sent).postDataJSON()).toEqual({ phone });

  // A phone is reminded only once it is proven: the dialog asks for the code the SMS brought.
  await expect(dialog.getByText(`Мы отправили код на +${phone}`)).toBeVisible();
  await dialog.getByLabel('Код из SMS').fill(lastSmsCode(phone));
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.locator('.notification--success')).toContainText('Мы сообщим, когда товар появится');
  await expect(dialog).toBeHidden();
});

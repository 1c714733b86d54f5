import type { BrowserContext, CDPSession, Worker } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { lastSmsCode, newPhone, signIn } from './support/customer';

// This journey is about the service worker: pushes reach it, and it shows them, as on an installed app.
test.use({ serviceWorkers: 'allow' });

/** What the journey touches of the worker's global scope: the tests are typed for pages, not workers. */
interface WorkerScope {
  // A worker's notification has a badge; the page's DOM types (all this project has) leave it out.
  registration: { getNotifications(filter?: { tag: string }): Promise<(Notification & { badge: string })[]> };
  dispatchEvent(event: Event): boolean;
}
declare const NotificationEvent: new (type: 'notificationclick', init: { notification: Notification }) => Event;

interface ShownNotice {
  title: string;
  body: string;
  tag: string;
  icon: string;
  badge: string;
  data: unknown;
}

/** The store's worker controls the page (a first install takes the page at once) and has finished activating. */
async function workerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');
}

/**
 * The browser stops a worker once its events are done and starts it again for the next one, as it does when a notice
 * is clicked later: this stops the store's worker and wakes it with a message (the worker ignores one it does not
 * know). Until woken, a handle to the worker answers nothing: reading the notices through it waits for ever.
 */
async function stopAndWake(page: Page, cdp: CDPSession): Promise<void> {
  await cdp.send('ServiceWorker.stopAllWorkers');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.postMessage({ type: 'WAKE' }));
}

/** The store's worker as Playwright knows it: the same handle across the browser's stops and starts of it. */
async function storeWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** The id DevTools knows the store's registration by: pushes are delivered to it. */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/**
 * The notices the store's registration shows, read from the page: they belong to the registration, whichever
 * instance of the worker showed them (a handle to an instance the browser has since stopped would never answer).
 */
const shownNotices = (page: Page): Promise<ShownNotice[]> =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    // A notification has a badge in Chromium; the DOM types this project has leave it out.
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      badge: (n as Notification & { badge: string }).badge,
      data: n.data as unknown,
    }));
  });

async function productTitle(request: APIRequestContext, id: number, lang: 'uk' | 'ru'): Promise<string> {
  const res = await request.get(`/api/product/${id}`, { headers: { 'accept-language': lang } });
  return ((await res.json()) as { data: { title: string } }).data.title;
}

for (const { lang, prefix, title, body } of [
  { lang: 'uk', prefix: '', title: 'Знову в наявності', body: 'знову можна замовити' },
  { lang: 'ru', prefix: '/ru', title: 'Снова в наличии', body: 'снова можно заказать' },
] as const) {
  test(`a back-in-stock push (${lang}) is shown by the worker, and its click takes the open store window to the product`, async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const origin = new URL(baseURL!).origin;
    await context.grantPermissions(['notifications'], { origin });
    await page.goto(`${prefix}/`);
    await workerActive(page);

    // A push as the store's notification job sends it (server/services/notifications/notification-notices.ts), delivered by DevTools
    // in place of the push service.
    const product = await productTitle(request, 1, lang);
    const url = `${prefix}/product/1`;
    const push = { kind: 'stock', title, body: `«${product}» ${body}`, url, tag: 'stock-1', icon: '/icons/icon-192.png' };
    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp, `${origin}/`);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(push) });

    // Read from the page: the registration holds the notice, whichever instance of the worker showed it.
    await expect
      .poll(() => shownNotices(page))
      .toEqual([
        {
          title,
          body: push.body,
          tag: 'stock-1',
          icon: `${origin}/icons/icon-192.png`,
          badge: `${origin}/icons/badge-96.png`,
          data: { url },
        },
      ]);

    // The notice stays when the worker that showed it stops; a shopper's click on it, later, as the browser would
    // dispatch it to the worker it starts again.
    const worker = await storeWorker(context);
    await stopAndWake(page, cdp);
    await worker.evaluate(async () => {
      const sw = self as unknown as WorkerScope;
      const [notification] = await sw.registration.getNotifications({ tag: 'stock-1' });
      sw.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(`${origin}${url}`);
    await expect(page.locator('h1.product__title')).toHaveText(product);
    await expect.poll(() => shownNotices(page)).toEqual([]);
  });
}

test("a push that is not the store's shows nothing", async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  await page.goto('/');
  await workerActive(page);
  const cdp = await context.newCDPSession(page);
  const id = await registrationId(cdp, `${origin}/`);

  for (const data of [
    'not json',
    JSON.stringify({ kind: 'stock', title: 'Знижка!', body: 'Тисніть', url: 'https://evil.example/', tag: 'x' }),
  ]) {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
  }
  // Then one of the store's, so the wait below ends once the worker has handled all three, in order.
  const ours = {
    kind: 'price',
    title: 'Ціна знизилася',
    body: 'Тепер дешевше',
    url: '/product/1',
    tag: 'price-1',
    icon: '/icons/icon-192.png',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(ours) });
  await expect.poll(async () => (await shownNotices(page)).map((n) => n.title)).toEqual(['Ціна знизилася']);
});

test('after a back-in-stock reminder the shopper can ask for a browser notification too; a push service out of reach is said plainly', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin });
  let outOfStock = 0;
  for (let id = 1; id < 600 && !outOfStock; id++) {
    const res = await request.get(`/api/product/${id}`);
    if (res.ok() && ((await res.json()) as { data: { offer: { qty_store: number } } }).data.offer.qty_store === 0) outOfStock = id;
  }
  expect(outOfStock).toBeGreaterThan(0);
  await page.goto(`/product/${outOfStock}`);
  await workerActive(page);
  const buyBox = page.locator('.product__buy-box');
  // Nothing is offered, and nothing asked, before the reminder is set.
  await expect(buyBox.getByRole('button', { name: 'Сповістити також у браузері' })).toHaveCount(0);

  await buyBox.getByRole('button', { name: 'Повідомити про наявність' }).click();
  const dialog = page.getByRole('dialog', { name: 'Повідомити про наявність' });
  const phone = newPhone('67');
  await dialog.getByLabel('Телефон').fill(`+${phone}`);
  await dialog.getByRole('button', { name: 'Повідомити мене' }).click();
  // the code step shows once the SMS is sent
  await expect(dialog.getByLabel('Код з SMS')).toBeVisible();
  await dialog.getByLabel('Код з SMS').fill(lastSmsCode(phone));
  await dialog.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(dialog).toBeHidden();

  // Headless Chromium here cannot reach Google's push service, so subscribing fails: the offer says so and stays.
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/push/subscriptions')) posted.push(r.method());
  });
  await buyBox.getByRole('button', { name: 'Сповістити також у браузері' }).click();
  await expect(buyBox.getByRole('alert')).toHaveText('Не вдалося увімкнути сповіщення. Спробуйте пізніше', { timeout: 30_000 });
  await expect(buyBox.getByRole('button', { name: 'Сповістити також у браузері' })).toBeEnabled();
  expect(posted).toEqual([]);
});

test('in the cabinet a customer switches kinds of notifications off for all their devices (ru)', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!);
  await page.goto('/ru/cabinet?tab=profile');
  const section = page.getByRole('region', { name: 'Уведомления' });
  await expect(section.getByText('Устройств с уведомлениями: 0')).toBeVisible();
  const price = section.getByRole('switch', { name: 'Снижение цены на избранные товары' });
  await expect(price).toBeChecked();

  const saved = page.waitForRequest((r) => r.url().endsWith('/api/customer/notifications') && r.method() === 'PUT');
  await price.uncheck();
  expect((await saved).postDataJSON()).toEqual({ kinds: { stock: true, order: true, chat: true, price: false } });
  await expect(page.getByText('Настройки уведомлений сохранены')).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Уведомления' }).getByRole('switch', { name: 'Снижение цены на избранные товары' }),
  ).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Уведомления' }).getByRole('switch', { name: 'Ответы продавцов' })).toBeChecked();
  await expect(
    page.getByRole('region', { name: 'Уведомления' }).getByRole('button', { name: 'Включить уведомления на этом устройстве' }),
  ).toBeVisible();
});

import { randomUUID } from 'node:crypto';
import { expectAccessible } from './support/accessibility';
import { openE2eDatabase, signIn } from './support/customer';
import { expect, test, type Page } from './support/test';

/**
 * What the outside checkers (pa11y with HTML_CodeSniffer and axe, Lighthouse) read in the pages as a shopper has them,
 * drawn and alive: zoom, fields, fieldsets, references between elements and the colours of labels.
 */

/** An in-stock offer sold one at a time, put in this browser's cart through the API. */
async function oneInTheCart(page: Page): Promise<void> {
  const db = openE2eDatabase();
  let id: number;
  try {
    id = (db.prepare('SELECT id FROM products WHERE stock >= 5 AND min_cart_quantity = 1 ORDER BY id LIMIT 1').get() as { id: number }).id;
  } finally {
    db.close();
  }
  const res = await page.request.put('/api/cart/update', {
    data: { product_id: id, qty: 1 },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(res.ok()).toBe(true);
}

/** Text fields under 16 px, which a phone zooms into when they get the focus. */
function smallFields(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'input:not([type="checkbox"], [type="radio"], [type="range"], [type="file"], [type="hidden"]), select, textarea',
      ),
    ]
      .filter((field) => field.getClientRects().length > 0 && parseFloat(getComputedStyle(field).fontSize) < 16)
      .map((field) => `${field.outerHTML.slice(0, 120)}: ${getComputedStyle(field).fontSize}`),
  );
}

/** The pa11y findings of a form: fieldsets without a legend, references to no element, autocomplete on an untyped input. */
function formFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const short = (el: Element) => el.outerHTML.slice(0, 120);
    for (const fieldset of document.querySelectorAll('fieldset'))
      if (fieldset.firstElementChild?.tagName !== 'LEGEND' || !fieldset.firstElementChild.textContent?.trim())
        found.push(`no legend: ${short(fieldset)}`);
    for (const attribute of ['aria-describedby', 'aria-labelledby', 'aria-controls']) {
      for (const el of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of el.getAttribute(attribute)!.split(/\s+/).filter(Boolean))
          if (!document.getElementById(id)) found.push(`${attribute} names no element (${id}): ${short(el)}`);
      }
    }
    for (const input of document.querySelectorAll('input[autocomplete]:not([autocomplete="off"])'))
      if (!input.hasAttribute('type')) found.push(`autocomplete without a type: ${short(input)}`);
    return found;
  });
}

test('the shopper may pinch-zoom, yet no double tap or focused field zooms the page', async ({ page }) => {
  await oneInTheCart(page);
  for (const path of ['/', '/ru/catalog/c1', '/login', '/checkout']) {
    await page.goto(path);
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport).not.toMatch(/maximum-scale|user-scalable/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).touchAction)).toBe('manipulation');
    if (path === '/checkout') await expect(page.locator('.checkout-order').first()).toBeVisible();
    else await expect(page.getByRole('combobox', { name: /Пошук|Поиск/ })).toBeVisible();
    await expect.poll(() => smallFields(page), { message: `fields under 16 px on ${path}` }).toEqual([]);
  }
});

test('the checkout names every group and field as the checkers want, in both languages', async ({ page }) => {
  await oneInTheCart(page);
  for (const path of ['/checkout', '/ru/checkout']) {
    await page.goto(path);
    await expect(page.locator('.checkout-order').first()).toBeVisible();
    await expect(page.locator('.checkout-promo input')).toBeVisible();
    expect(await formFindings(page), path).toEqual([]);
    // The name fields autocomplete as text inputs, the type written out.
    for (const token of ['given-name', 'family-name'])
      await expect(page.locator(`input[autocomplete="${token}"]`).first()).toHaveAttribute('type', 'text');
    await expectAccessible(page, `checkout ${path}`);
  }
});

test('a review’s star labels read in the text colour on their own background, scrolled under the sticky header too', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL!);
  await page.goto('/product/1');
  const section = page.getByRole('region', { name: 'Відгуки' });
  await section.getByRole('button', { name: 'Написати відгук' }).click();
  const stars = section.locator('.stars-input__row label');
  await expect(stars).toHaveCount(5);
  // The form's first row just under the sticky header, where the checker measured it.
  await stars
    .first()
    .evaluate((label) =>
      window.scrollBy(0, label.getBoundingClientRect().top - document.querySelector('header')!.getBoundingClientRect().height + 10),
    );
  const colours = await stars.evaluateAll((labels) =>
    labels.map((label) => {
      const text = label.querySelector('.visually-hidden')!;
      return { text: getComputedStyle(text).color, background: getComputedStyle(label).backgroundColor };
    }),
  );
  const textColour = await page.evaluate(() => getComputedStyle(document.body).color);
  expect(new Set(colours.map((c) => c.text))).toEqual(new Set([textColour]));
  expect(new Set(colours.map((c) => c.background))).toEqual(new Set(['rgb(255, 255, 255)']));
  expect(await formFindings(page)).toEqual([]);
  await expect.poll(() => smallFields(page)).toEqual([]);
  await expectAccessible(page, 'the review form');
});

test('each language links its own app manifest, switching with the page, and the worker precaches both but no screenshot', async ({
  page,
}) => {
  const manifest = page.locator('link[rel="manifest"]');
  await page.goto('/ru/catalog/c1');
  await expect(manifest).toHaveAttribute('href', '/manifest.ru.webmanifest');
  const russian = await (await page.request.get('/manifest.ru.webmanifest')).json();
  expect([russian.lang, russian.start_url]).toEqual(['ru', '/ru?source=pwa']);
  // The shopper changes language in the app: the page it shows now links the other manifest.
  await page.locator('.lang-switch').click();
  await expect(page).toHaveURL(/\/catalog\/c1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(manifest).toHaveAttribute('href', '/manifest.webmanifest');

  const worker = await (await page.request.get('/sw.js')).text();
  expect(worker).toContain('"manifest.webmanifest"');
  expect(worker).toContain('"manifest.ru.webmanifest"');
  expect(worker).toContain('icons/badge-96.png');
  expect(worker).not.toContain('screenshots/');
  // The install dialog's pictures are served all the same.
  expect((await page.request.get('/screenshots/home-ru-narrow.png')).headers()['content-type']).toBe('image/png');
});

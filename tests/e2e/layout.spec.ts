import { expectAccessible } from './support/accessibility';
import { watchConsole } from './support/console';
import { demoCustomer, signIn } from './support/customer';
import { expect, test, type Locator, type Page } from './support/test';

/** Phone widths from the cheapest Android to a large one. */
const PHONE_WIDTHS = [360, 390, 412];
const PHONE_HEIGHT = 844;

const LANGS = [
  {
    prefix: '',
    buy: 'Купити',
    compare: 'Порівняти',
    seller: 'Продавець',
    query: 'олія',
    catalog: 'Каталог',
    checkout: 'Оформити замовлення',
    continue: 'Продовжити покупки',
  },
  {
    prefix: '/ru',
    buy: 'Купить',
    compare: 'Сравнить',
    seller: 'Продавец',
    query: 'масло',
    catalog: 'Каталог',
    checkout: 'Оформить заказ',
    continue: 'Продолжить покупки',
  },
] as const;
type Lang = (typeof LANGS)[number];

/**
 * The elements that stick out past the right edge of the screen and are not clipped by a scroller, or none when the
 * page is no wider than the screen: a failure names the culprits.
 */
function widerThanScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const clipped = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.position === 'fixed') return false;
      // An absolutely positioned box is clipped only by scrollers around its containing block.
      let up = style.position === 'absolute' ? (el as HTMLElement).offsetParent : el.parentElement;
      for (; up && up !== document.body; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()}${Array.from(el.classList, (c) => `.${c}`).join('')}`;
    const culprits = Array.from(document.body.querySelectorAll('*')).filter(
      (el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el),
    );
    return [
      `page ${document.documentElement.scrollWidth}px on a ${width}px screen`,
      ...culprits.slice(0, 10).map((el) => `${name(el)} ends at ${Math.round(el.getBoundingClientRect().right)}px`),
    ];
  });
}

/** Runs a check at each phone width, one page resized instead of a page per width, and leaves it at 390 px. */
async function atEachPhoneWidth(page: Page, check: (width: number) => Promise<void>) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
    await check(width);
  }
  await page.setViewportSize({ width: 390, height: PHONE_HEIGHT });
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  await atEachPhoneWidth(page, (width) =>
    expect.poll(() => widerThanScreen(page), { message: `${what} at ${width}px scrolls sideways` }).toEqual([]),
  );
}

const consoles = new WeakMap<Page, string[]>();

/** The console problems of a page, watched from its first visit on. */
function consoleOf(page: Page): string[] {
  let problems = consoles.get(page);
  if (!problems) consoles.set(page, (problems = watchConsole(page)));
  return problems;
}

/**
 * Opens a page and checks, in the language of the path: the server drew it, the app took it over without a
 * mismatch or an error, it fits a phone, and it has no serious accessibility fault. A journey that opens more of
 * the page next (every order unfolded) checks the fit and axe there instead: once per page, on the fuller state.
 */
async function visit(page: Page, path: string, ready: Locator, what = path, { fitAndAxe = true } = {}) {
  const problems = consoleOf(page);
  const response = await page.goto(path);
  // The document as the server sent it: asking again would only render the page a second time.
  expect(await response!.text(), `${what} drawn by the server`).toMatch(/<div id="root"><!--\$--><(a class="skip-link"|header)/);
  // A cold page brings the shell, its texts and the page's own code first: on a busy machine that takes a while.
  await expect(ready.first()).toBeVisible({ timeout: 30_000 });
  // The not-found page comes with its 404, which the browser reports as a failed load.
  const expected = response?.status() === 404 ? /404 \(Not Found\)/ : null;
  expect(
    problems.splice(0).filter((problem) => !expected?.test(problem)),
    `the console of ${what}`,
  ).toEqual([]);
  if (!fitAndAxe) return;
  await expectNoSidewaysScroll(page, what);
  await expectAccessible(page, what);
}

/** Which of these elements a shopper sees on the screen as it is, not covered by anything; -1 when none. */
function seenOnScreen(locator: Locator): Promise<number> {
  return locator.evaluateAll((elements) =>
    elements.findIndex((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return onTop !== null && el.contains(onTop);
    }),
  );
}

/** Where a control's text sits across the screen, and on how many lines. */
function labelOf(locator: Locator): Promise<{ centre: number; lines: number }> {
  return locator.evaluate((el) => {
    const text = document.createRange();
    text.selectNodeContents(el);
    const box = text.getBoundingClientRect();
    return { centre: box.left + box.width / 2, lines: new Set(Array.from(text.getClientRects(), (r) => Math.round(r.top))).size };
  });
}

/** A phone's first screen of a product shows its price, its seller and the buy button, unscrolled, on a common and a small phone. */
async function expectBuyingOnFirstScreen(page: Page, buyBox: Locator, lang: Lang) {
  const price = (await buyBox.locator('.price__current').textContent())!;
  const seller = (await buyBox.locator('p').filter({ hasText: lang.seller }).locator('strong').textContent())!;
  const wanted = {
    [price]: page.getByText(price, { exact: true }),
    [seller]: page.getByText(seller, { exact: true }),
    [lang.buy]: page.getByRole('button', { name: lang.buy, exact: true }),
  };
  const unseen = async () => {
    const missing = [];
    for (const [name, locator] of Object.entries(wanted)) if ((await seenOnScreen(locator)) < 0) missing.push(name);
    return missing;
  };
  for (const size of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ]) {
    await page.setViewportSize(size);
    await expect.poll(unseen, { message: `not on the first screen of ${size.width}×${size.height}` }).toEqual([]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
  await page.setViewportSize({ width: 390, height: PHONE_HEIGHT });
}

/** The open cart's two actions keep their texts on one line, apart or level, and the main one centred, at each phone width. */
async function expectCartActionsLaidOut(page: Page, lang: Lang) {
  const popup = page.getByRole('dialog');
  const primary = popup.getByRole('link', { name: lang.checkout });
  const secondary = popup.getByRole('button', { name: lang.continue });
  await expect(primary).toBeVisible();
  await atEachPhoneWidth(page, async (width) => {
    const layout = async () => {
      const [main, other, box] = [(await primary.boundingBox())!, (await secondary.boundingBox())!, (await popup.boundingBox())!];
      const [mainText, otherText] = [await labelOf(primary), await labelOf(secondary)];
      return {
        // Either one under the other, or side by side on one row.
        rows:
          main.y >= other.y + other.height || other.y >= main.y + main.height || Math.abs(main.y - other.y) < 1
            ? 'apart or level'
            : 'overlapping',
        lines: [mainText.lines, otherText.lines],
        offCentre: Math.abs(mainText.centre - (box.x + box.width / 2)) <= 2 ? 0 : Math.round(mainText.centre - (box.x + box.width / 2)),
      };
    };
    await expect
      .poll(layout, { message: `the cart's actions at ${width}px` })
      .toEqual({ rows: 'apart or level', lines: [1, 1], offCentre: 0 });
  });
}

/** The privacy sheet's buttons keep their texts on one line at each phone width: one that does not fit takes a row of its own. */
async function expectPrivacyActionsOnOneLine(page: Page) {
  const actions = page.locator('.consent__actions .button');
  const lines = async () =>
    Promise.all((await actions.all()).map(async (action) => `${(await action.textContent())!}: ${(await labelOf(action)).lines}`));
  await atEachPhoneWidth(page, async (width) => {
    await expect
      .poll(lines, { message: `the privacy sheet's buttons at ${width}px` })
      .toEqual((await actions.allTextContents()).map((text) => `${text}: 1`));
  });
}

for (const lang of LANGS) {
  const at = (path: string) => `${lang.prefix}${path}` || '/';

  test.describe(`every page is drawn by the server, taken over cleanly, no wider than a phone and passes axe (${lang.prefix || 'uk'})`, () => {
    // Each test walks through several pages.
    test.slow();

    test('home (and its named catalogue button), catalogue, brands and search', async ({ page }) => {
      // Checked once the product strips are in: the page as a shopper sees it, banners and all.
      await visit(page, at('/'), page.locator('.product-strip .tile'), 'home with its banners and product strips');
      await expect(page.locator('.media-strip img').first()).toBeVisible();
      const menu = page.getByRole('button', { name: lang.catalog, exact: true });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('.catalog-menu__root').first()).toBeVisible();
      await visit(page, at('/catalog/c1'), page.locator('.tile'), 'category');
      await visit(page, at('/brand'), page.locator('.brand-card'), 'brand list');
      const brand = await page.locator('.brand-card').first().getAttribute('href');
      await visit(page, brand!, page.locator('.tile'), 'brand page');
      await visit(page, at(`/search?query=${encodeURIComponent(lang.query)}`), page.locator('.tile'), 'search results');
    });

    test.describe('on a first visit, with the privacy sheet up', () => {
      test.use({ privacyChoice: 'not yet' });

      test('sign-in pages, not found and an empty thank-you page', async ({ page }) => {
        await visit(page, at('/login'), page.locator('.consent'), 'login with the privacy sheet');
        await expectPrivacyActionsOnOneLine(page);
        await visit(page, at('/register'), page.locator('form input'), 'register');
        await visit(page, at('/no-such-page'), page.locator('.not-found'), 'not found');
        await visit(page, at('/thank-you-page'), page.locator('h1'), 'empty thank-you page');
      });
    });

    test('product (its first screen), compare, the open cart (its two actions) and checkout', async ({ page }) => {
      await page.goto(at('/catalog/c1'));
      const product = await page.locator('.tile:not(.tile--out) .tile__title a').first().getAttribute('href');
      await visit(page, product!, page.locator('.product__buy-box'), 'product page');
      const buyBox = page.locator('.product__buy-box');
      await expectBuyingOnFirstScreen(page, buyBox, lang);
      await buyBox.getByRole('button', { name: lang.compare, exact: true }).click();
      await buyBox.getByRole('button', { name: lang.buy, exact: true }).click();
      await expect(page.getByRole('dialog').locator('.cart-line')).toHaveCount(1);
      await expectCartActionsLaidOut(page, lang);
      await expectNoSidewaysScroll(page, 'cart popup');
      await expectAccessible(page, 'cart popup');
      await page.keyboard.press('Escape');
      await visit(page, at('/checkout'), page.locator('.checkout-order'), 'checkout');
      await visit(page, at('/compare'), page.locator('.compare-list'), 'compare lists');
      await page.locator('.compare-list').getByRole('link').first().click();
      await expect(page.locator('.compare-table')).toBeVisible();
      await expectNoSidewaysScroll(page, 'compare table');
      await expectAccessible(page, 'compare table');
    });

    test('the demo customer’s cabinet', async ({ page, context, baseURL }) => {
      await signIn(context, baseURL!, demoCustomer());
      await visit(page, at('/cabinet'), page.locator('.cabinet__section'), 'cabinet');
      await visit(page, at('/cabinet?tab=orders'), page.locator('.order-card'), 'cabinet orders', { fitAndAxe: false });
      for (const toggle of await page.locator('.order-card__toggle').all()) await toggle.click();
      await expectNoSidewaysScroll(page, 'cabinet orders opened');
      await expectAccessible(page, 'cabinet orders opened');
      await visit(page, at('/cabinet?tab=seller_messages'), page.locator('.chats__item'), 'cabinet chats');
    });
  });
}

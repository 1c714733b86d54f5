import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * A page from the server is drawn before the app has taken it over; a click in between does nothing, as it
 * would for a shopper on a slow phone. Journeys act as a shopper who waits for the page to come alive: after
 * each load the app marks the document (`data-hydrated`), and navigation waits for that mark. Pages that are
 * not the app (the sandbox payment page) have no root and are not waited for.
 */
async function alive(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'));
}

/**
 * Whether the shopper has answered the privacy question of a first visit. Journeys start as a shopper who already
 * refused all (the `consent` cookie the sheet writes): until answered, the sheet covers the bottom of a phone's
 * screen, buy buttons included, and every journey would begin by closing it. The journeys about that question, and
 * a few first visits, run with 'not yet' and answer it on the sheet.
 */
export type PrivacyChoice = 'made' | 'not yet';

export const test = base.extend<{ page: Page; privacyChoice: PrivacyChoice }>({
  privacyChoice: ['made', { option: true }],
  page: async ({ page, privacyChoice, baseURL }, use) => {
    if (privacyChoice === 'made') await page.context().addCookies([{ name: 'consent', value: 'none', url: baseURL! }]);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await alive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await alive(page);
      return response;
    };
    await use(page);
  },
});

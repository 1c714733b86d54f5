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

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
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

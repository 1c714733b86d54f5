import type { Page } from './test';

/**
 * What the browser says while pages load and are taken over: React reports a hydration mismatch as an error or a
 * warning, and a script that throws as a page error. Collected from the moment this is called, for the page's life.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The journeys block the service worker; its registration failing says so, nothing about the page.
    if ((message.type() === 'error' || message.type() === 'warning') && !/Service ?Worker|service worker/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

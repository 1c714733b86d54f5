import { signal } from '@preact/signals-react';

/**
 * How many times the shopper (or the connection coming back) asked the page to load again: the app's page
 * boundary is keyed by it, so the page mounts anew and asks for its data again.
 */
export const pageAttempt = signal(0);

export function retryPage(): void {
  pageAttempt.value += 1;
}

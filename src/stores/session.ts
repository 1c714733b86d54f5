import { computed, signal } from '@preact/signals-react';
import { BREAKPOINTS, DEFAULT_SCREEN_WIDTH } from '../domain/limits';
import { DEFAULT_LANG, type Lang } from '../domain/paths';

/** docs/product-rules.md#languages-and-addresses "Shared state": language, screen width and the desktop flags. */
export const lang = signal<Lang>(DEFAULT_LANG);
export const screenWidth = signal(DEFAULT_SCREEN_WIDTH);
export const isTablet = computed(() => screenWidth.value >= BREAKPOINTS.tablet);

/**
 * Whether the browser holds a sign-in session, as the server said in the page's HTML; null when nobody said
 * (the offline shell). A known guest's stores do not ask the server for what only a customer has.
 */
export const hasSession = signal<boolean | null>(null);

export function trackScreenWidth(): void {
  const update = () => (screenWidth.value = window.innerWidth);
  update();
  window.addEventListener('resize', update, { passive: true });
}

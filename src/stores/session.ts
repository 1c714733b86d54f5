import { computed, signal } from '@preact/signals-react';
import { BREAKPOINTS, DEFAULT_SCREEN_WIDTH } from '../domain/limits';
import { DEFAULT_LANG, type Lang } from '../domain/paths';

/**
 * docs/product-rules.md#languages-and-addresses "Shared state": language and screen width. Of the width's flags the
 * app reads the tablet one (the listing's filter panel); the desktop breakpoint is for layout and picture sizes,
 * which the stylesheet and `sizes` decide without script.
 */
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

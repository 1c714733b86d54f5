/**
 * History state of a navigation that changes what a page shows without moving the shopper: a filter
 * ticked in the sidebar, another sort, "show more" writing its page into the URL. The scroll manager
 * leaves the scroll position alone for such entries.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

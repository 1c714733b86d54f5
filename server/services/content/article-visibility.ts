/**
 * docs/product-rules.md#content: shoppers see an article once it is published and its time has come. The time is
 * the store's one clock (the process's `Date`), read at each answer, so a scheduled article opens at its minute.
 */
export const PUBLISHED = 'published' as const;

/** The instant articles are compared with: those published at or before it are public. */
export const publicUntil = (now: Date = new Date()) => now.toISOString();

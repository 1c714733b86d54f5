/**
 * Calendar days (YYYY-MM-DD) as the store counts them: birthdays, a pet's birth, an auto purchase's start.
 * Days, not instants, so no reader's clock or time zone moves them.
 */

import type { Lang } from './paths';

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD: "2025-02-30" is not one. */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Today in Kyiv, YYYY-MM-DD. The store is Ukrainian: a pet born this morning in Kyiv is not "in the future"
 * on a server whose clock is still on yesterday's UTC date, and the browser and the API agree on the day.
 */
export function shopToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

// Kyiv's calendar on both sides, so the server's page and the browser's hydration show the same day.
const LONG_DATES: Record<Lang, Intl.DateTimeFormat> = {
  uk: new Intl.DateTimeFormat('uk-UA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Kyiv' }),
  ru: new Intl.DateTimeFormat('ru-UA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Kyiv' }),
};

/** The Kyiv day of an instant written out: "24 листопада 2026 р.". */
export const longShopDate = (lang: Lang, iso: string) => LONG_DATES[lang].format(new Date(iso));

/**
 * Auto purchases (SPEC 3 "Auto-purchase lists"): a list repeats every `interval_days` from its start date.
 * Dates are calendar days (YYYY-MM-DD) of the shop's time zone, so a purchase never moves by a day with
 * the reader's clock.
 */

export const AUTO_PURCHASE_INTERVAL = { min: 7, max: 180 } as const;
/** The interval a list made on the fly (the first product added with no list yet) gets. */
export const AUTO_PURCHASE_DEFAULT_INTERVAL = 30;
export const AUTO_PURCHASE_QTY = { min: 1, max: 999 } as const;
export const AUTO_PURCHASE_NAME_MAX = 100;

const SHOP_TIME_ZONE = 'Europe/Kyiv';
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day it is in the shop's time zone at `now`. */
export function shopToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A real calendar date written as YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const fromDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The next purchase: the start date while it is still ahead (or today), otherwise the first day of the
 * series start + k × interval that is today or later.
 */
export function nextPurchaseDate(startDate: string, intervalDays: number, today: string): string {
  const start = dayNumber(startDate);
  const now = dayNumber(today);
  if (start >= now) return startDate;
  const periods = Math.ceil((now - start) / intervalDays);
  return fromDayNumber(start + periods * intervalDays);
}

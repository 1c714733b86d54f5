/**
 * Auto purchases (docs/product-rules.md#cabinet "Auto-purchase lists"): a list repeats every `interval_days` from its start date.
 * Dates are calendar days (YYYY-MM-DD) of the shop's time zone, so a purchase never moves by a day with
 * the reader's clock.
 */

// The API's auto-purchase routes ask for the days from here.

export const AUTO_PURCHASE_INTERVAL = { min: 7, max: 180 } as const;
/** The interval a list made on the fly (the first product added with no list yet) gets. */
export const AUTO_PURCHASE_DEFAULT_INTERVAL = 30;
export const AUTO_PURCHASE_QTY = { min: 1, max: 999 } as const;
export const AUTO_PURCHASE_NAME_MAX = 100;

const DAY_MS = 86_400_000;

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

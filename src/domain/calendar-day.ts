/**
 * Calendar days (YYYY-MM-DD) as the store counts them: birthdays, a pet's birth, an auto purchase's start.
 * Days, not instants, so no reader's clock or time zone moves them.
 */

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD: "2025-02-30" is not one. */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The last Sunday of a month (0 January) at 01:00 UTC: when the European Union's clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

/**
 * The instant moved by Kyiv's offset, so that its UTC fields read Kyiv's wall clock: UTC+2, and UTC+3 from the last
 * Sunday of March to the last Sunday of October (Ukraine switches with the European Union, at 01:00 UTC). Worked out
 * here rather than by Intl.DateTimeFormat: a browser's first date format loads its calendar data, 45–70 ms of a fast
 * machine's main thread and four times that on a cheap phone, which a product page's reviews would spend while the
 * page is being taken over. Server and browser count the same way, so the server's page and the hydration agree.
 */
export function kyivWallClock(at: Date): Date {
  const time = at.getTime();
  const year = at.getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return new Date(time + (summer ? 3 : 2) * 3_600_000);
}

/** The day in Kyiv at an instant. */
export function kyivDay(at: Date): { year: number; month: number; day: number } {
  const kyiv = kyivWallClock(at);
  return { year: kyiv.getUTCFullYear(), month: kyiv.getUTCMonth() + 1, day: kyiv.getUTCDate() };
}

/**
 * Today in Kyiv, YYYY-MM-DD. The store is Ukrainian: a pet born this morning in Kyiv is not "in the future"
 * on a server whose clock is still on yesterday's UTC date, and the browser and the API agree on the day.
 */
export function shopToday(now: Date = new Date()): string {
  const { year, month, day } = kyivDay(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant a Kyiv calendar day (YYYY-MM-DD) begins: its midnight in Kyiv, as a filter's lower bound. */
export function kyivDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date);
  // Kyiv's clocks change at 03:00 or 04:00, never near midnight, so the offset two hours earlier is the day's.
  const offset = kyivWallClock(new Date(utcMidnight - 2 * 3_600_000)).getTime() - (utcMidnight - 2 * 3_600_000);
  return new Date(utcMidnight - offset);
}

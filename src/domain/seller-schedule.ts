/**
 * A seller's working hours and whether the shop works now (docs/product-rules.md#seller-storefronts): the
 * schedule is lines of days and hours as the seller writes them ('Пн–Пт', '09:00–19:00'), read on Kyiv's
 * clock, summer time included, wherever the shopper or the server is.
 */
import { kyivWallClock } from './calendar-day';

export interface ScheduleLine {
  days_uk: string;
  days_ru: string;
  /** 'HH:MM–HH:MM'; '00:00–24:00' is the whole day, an end before the start closes after midnight */
  hours: string;
}

export const SELLER_TIME_ZONE = 'Europe/Kyiv';

/** Monday first, as Ukrainian schedules are written; Russian lines name Sunday 'Вс'. */
const DAY_NAMES = [
  ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'нд'],
  ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'],
];

const dayIndex = (name: string) => DAY_NAMES.map((names) => names.indexOf(name.trim().toLowerCase())).find((i) => i >= 0) ?? -1;

/** The weekdays (0 Monday … 6 Sunday) a line's days name: 'Пн–Пт', 'Сб', 'Пн, Ср'. */
export function lineDays(days: string): number[] {
  return days.split(',').flatMap((part) => {
    const [from, to = from] = part.split(/[–-]/).map(dayIndex);
    if (from === undefined || to === undefined || from < 0 || to < 0) return [];
    return Array.from({ length: ((to - from + 7) % 7) + 1 }, (_, i) => (from + i) % 7);
  });
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.trim().split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The weekday (0 Monday) and minute of the day on Kyiv's clock at an instant. */
export function kyivClock(at: Date): { weekday: number; minutes: number } {
  const kyiv = kyivWallClock(at);
  return { weekday: (kyiv.getUTCDay() + 6) % 7, minutes: kyiv.getUTCHours() * 60 + kyiv.getUTCMinutes() };
}

/** Whether the shop works at an instant: some line covers that weekday and minute (or the night after its day). */
export function isOpenAt(lines: readonly ScheduleLine[], at: Date): boolean {
  const { weekday, minutes } = kyivClock(at);
  const yesterday = (weekday + 6) % 7;
  return lines.some((line) => {
    const [start, end] = line.hours.split(/[–-]/).map(minutesOf);
    if (start === undefined || end === undefined) return false;
    const days = lineDays(line.days_uk);
    if (end > start) return days.includes(weekday) && minutes >= start && minutes < end;
    // Closes after midnight: the evening of its own day and the small hours of the next.
    return (days.includes(weekday) && minutes >= start) || (days.includes(yesterday) && minutes < end);
  });
}

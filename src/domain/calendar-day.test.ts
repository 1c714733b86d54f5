import { describe, expect, it } from 'vitest';
import { isCalendarDate, shopToday } from './calendar-day';

describe('isCalendarDate', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['1999-04-30', true],
    ['2026-02-29', false],
    ['2001-02-29', false],
    ['1999-04-31', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['01.02.2026', false],
    // two-digit years are not read as 19xx
    ['0050-01-01', false],
    ['', false],
  ])('%s → %s', (text, real) => {
    expect(isCalendarDate(text)).toBe(real);
  });
});

describe('shopToday', () => {
  it.each([
    // Kyiv is UTC+2 in winter, UTC+3 in summer: late evening UTC is already tomorrow there.
    ['2026-01-15T21:59:00Z', '2026-01-15'],
    ['2026-01-15T22:00:00Z', '2026-01-16'],
    ['2026-11-20T23:30:00Z', '2026-11-21'],
    ['2026-07-15T20:59:00Z', '2026-07-15'],
    ['2026-07-15T21:00:00Z', '2026-07-16'],
  ])('%s is %s in Kyiv', (now, day) => {
    expect(shopToday(new Date(now))).toBe(day);
  });
});

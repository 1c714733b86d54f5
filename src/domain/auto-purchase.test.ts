import { describe, expect, it } from 'vitest';
import { isCalendarDate, nextPurchaseDate, shopToday } from './auto-purchase';

describe('nextPurchaseDate', () => {
  it.each([
    // start, interval, today, next
    ['2026-03-10', 7, '2026-03-01', '2026-03-10'],
    ['2026-03-10', 7, '2026-03-10', '2026-03-10'],
    ['2026-03-10', 7, '2026-03-11', '2026-03-17'],
    ['2026-03-10', 7, '2026-03-17', '2026-03-17'],
    ['2026-03-10', 7, '2026-03-18', '2026-03-24'],
    ['2026-01-31', 30, '2026-02-01', '2026-03-02'],
    // across a leap day
    ['2028-02-20', 14, '2028-02-29', '2028-03-05'],
    ['2025-12-31', 180, '2026-06-29', '2026-06-29'],
    ['2025-12-31', 180, '2026-07-01', '2026-12-26'],
  ])('start %s every %i days, today %s: next %s', (start, interval, today, next) => {
    expect(nextPurchaseDate(start, interval, today)).toBe(next);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['01.02.2026', false],
    ['', false],
  ])('%s → %s', (value, ok) => {
    expect(isCalendarDate(value)).toBe(ok);
  });
});

describe('shopToday', () => {
  it.each([
    // Kyiv is UTC+2 in winter, UTC+3 in summer: late evening UTC is already tomorrow there.
    ['2026-01-15T21:59:00Z', '2026-01-15'],
    ['2026-01-15T22:00:00Z', '2026-01-16'],
    ['2026-07-15T20:59:00Z', '2026-07-15'],
    ['2026-07-15T21:00:00Z', '2026-07-16'],
  ])('%s is %s in Kyiv', (now, day) => {
    expect(shopToday(new Date(now))).toBe(day);
  });
});

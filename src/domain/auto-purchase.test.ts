import { describe, expect, it } from 'vitest';
import { nextPurchaseDate } from './auto-purchase';

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

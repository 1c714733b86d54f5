import { describe, expect, it } from 'vitest';
import { windowRating, windowStart } from './seller-rating';

describe('windowStart', () => {
  it.each([
    ['2026-11-24T21:00:00.000Z', 6, '2026-05-24T21:00:00.000Z'],
    ['2026-11-24T21:00:00.000Z', 8, '2026-03-24T21:00:00.000Z'],
    ['2026-11-24T21:00:00.000Z', 12, '2025-11-24T21:00:00.000Z'],
    // a day the earlier month lacks: its last day
    ['2026-08-31T10:00:00.000Z', 6, '2026-02-28T10:00:00.000Z'],
    ['2028-08-31T10:00:00.000Z', 6, '2028-02-29T10:00:00.000Z'],
    ['2026-03-31T10:00:00.000Z', 12, '2025-03-31T10:00:00.000Z'],
    ['2026-01-15T00:00:00.000Z', 8, '2025-05-15T00:00:00.000Z'],
  ])('%s minus %i months', (now, months, start) => expect(windowStart(new Date(now), months).toISOString()).toBe(start));
});

describe('windowRating', () => {
  it.each([
    ['no reviews', { stars: 0, reviews: 0, positive: 0 }, { rating: 0, reviews: 0, positive_percent: 0 }],
    ['one perfect review', { stars: 15, reviews: 1, positive: 1 }, { rating: 5, reviews: 1, positive_percent: 100 }],
    // (5+5+5) and (2+3+2): the means 5 and 2.33 average to 3.67
    ['a good and a bad one', { stars: 22, reviews: 2, positive: 1 }, { rating: 3.7, reviews: 2, positive_percent: 50 }],
    ['two of three positive', { stars: 36, reviews: 3, positive: 2 }, { rating: 4, reviews: 3, positive_percent: 67 }],
  ])('%s', (_name, sums, expected) => expect(windowRating(6, sums)).toEqual({ months: 6, ...expected }));
});

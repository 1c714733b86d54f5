// @vitest-environment happy-dom
// (the api client reads `location` when it loads)
import { describe, expect, it } from 'vitest';
import type { Review, ReviewPage } from '../../../api/reviews';
import { firstErrors, withOwnReviews } from './model';

const review = (id: number, rating: number): Review => ({
  id,
  rating,
  author_name: 'Олена Т.',
  advantages: '',
  disadvantages: '',
  text: 'Добре',
  bought: false,
  photos: [],
  created_at: '2026-11-20T10:00:00.000Z',
});

// Two reviews of 4 and 5 stars: average 4.5.
const page: ReviewPage = {
  data: [review(2, 5), review(1, 4)],
  pagination: { current_page: 1, last_page: 1, per_page: 10, total: 2 },
  summary: { rate: 4.5, count: 2, by_rating: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } },
  can_review: true,
};

describe('the list with the shopper’s own new reviews', () => {
  it('is the answer itself when it already has them', () => {
    expect(withOwnReviews(page, [review(2, 5)])).toBe(page);
    expect(withOwnReviews(page, [])).toBe(page);
  });

  it('puts a review the answer lacks on top and counts it in', () => {
    const merged = withOwnReviews(page, [review(3, 1)]);
    expect(merged.data.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(merged.summary).toEqual({ rate: 3.3, count: 3, by_rating: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 1 } });
    expect(merged.pagination.total).toBe(3);
    expect(page.summary.count).toBe(2);
  });
});

describe('per-field messages', () => {
  it.each([
    [undefined, {}],
    [{}, {}],
    [
      { text: ['a', 'b'], photos: ['c'] },
      { text: 'a', photos: 'c' },
    ],
  ])('%j → %j', (errors, shown) => {
    expect(firstErrors(errors)).toEqual(shown);
  });
});

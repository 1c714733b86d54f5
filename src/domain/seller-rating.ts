/**
 * A seller's rating over recent months (docs/product-rules.md#seller-storefronts): each order review counts
 * once with the mean of its three ratings; a review is positive when that mean is 4 stars or more.
 */
export const SELLER_RATING_WINDOWS = [6, 8, 12] as const;
export const POSITIVE_REVIEW_STARS = 4;

/** The first instant a window of `months` counts: the same day and time that many months before, on the last day of a shorter month. */
export function windowStart(now: Date, months: number): Date {
  const start = new Date(now);
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return start;
}

/** What the reviews of one window add up to: the sum of every review's three ratings, their count, the positive ones. */
interface WindowSums {
  stars: number;
  reviews: number;
  positive: number;
}

export interface WindowRating {
  months: number;
  /** 0–5, one decimal; 0 with no reviews */
  rating: number;
  reviews: number;
  /** whole per cent of the reviews that are positive; 0 with no reviews */
  positive_percent: number;
}

export function windowRating(months: number, { stars, reviews, positive }: WindowSums): WindowRating {
  if (reviews === 0) return { months, rating: 0, reviews: 0, positive_percent: 0 };
  return { months, rating: Math.round((stars / 3 / reviews) * 10) / 10, reviews, positive_percent: Math.round((positive * 100) / reviews) };
}

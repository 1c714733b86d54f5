import { array, record, string } from 'superstruct';
import { reviewStruct } from '../../../lib/answer-structs';
import { readWebStorage, writeWebStorage, type StoredShape } from '../../../lib/storage';

type Review = typeof reviewStruct.TYPE;

/** Reviews this shopper published, by reviews URL, kept for the tab (sessionStorage) until a list answer has them. */
const KEY = 'kramnytsia-own-reviews';

const OWN_REVIEWS: StoredShape<Record<string, Review[]>> = { version: 1, data: record(string(), array(reviewStruct)) };

export const readOwnReviews = (): Record<string, Review[]> => readWebStorage(sessionStorage, KEY, OWN_REVIEWS) ?? {};

export function keepOwnReviews(reviews: Record<string, Review[]>): void {
  writeWebStorage(sessionStorage, KEY, OWN_REVIEWS, reviews);
}

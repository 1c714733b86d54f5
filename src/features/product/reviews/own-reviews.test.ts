// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { keepOwnReviews, readOwnReviews } from './own-reviews';

const KEY = 'kramnytsia-own-reviews';
const review = {
  id: 7,
  author_name: 'Оксана',
  rating: 5,
  advantages: 'Смачно',
  disadvantages: '',
  text: 'Кіт задоволений',
  bought: false,
  photos: [],
  created_at: '2026-11-20T10:00:00.000Z',
};
const URL = '/api/product/1/reviews';

beforeEach(() => sessionStorage.clear());

describe('the shopper’s own reviews kept for the tab', () => {
  it('reads back what was kept', () => {
    keepOwnReviews({ [URL]: [review] });
    expect(readOwnReviews()).toEqual({ [URL]: [review] });
  });

  it.each([
    ['not JSON', '{not json'],
    ['reviews without a version', JSON.stringify({ [URL]: [review] })],
    ['a review missing fields', JSON.stringify({ version: 1, data: { [URL]: [{ id: 7 }] } })],
    ['a rating of another type', JSON.stringify({ version: 1, data: { [URL]: [{ ...review, rating: 'five' }] } })],
    ['an unknown version', JSON.stringify({ version: 2, data: { [URL]: [review] } })],
    ['a list that is no list', JSON.stringify({ version: 1, data: { [URL]: review } })],
  ])('reads %s as none, and removes it', (_name, text) => {
    sessionStorage.setItem(KEY, text);
    expect(readOwnReviews()).toEqual({});
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});

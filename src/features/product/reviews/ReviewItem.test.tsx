// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { expect, it } from 'vitest';
import ruReviews from '../../../../locales/ru/reviews.json';
import ukReviews from '../../../../locales/uk/reviews.json';
import type { Review } from '../../../api/reviews';
import { testI18n } from '../../../lib/test-i18n';
import { ReviewItem } from './ReviewItem';

const review = (bought: boolean): Review => ({
  id: 1,
  author_name: 'Олена Т.',
  rating: 5,
  advantages: '',
  disadvantages: '',
  text: 'Добре',
  bought,
  photos: [],
  created_at: '2026-11-20T10:00:00.000Z',
});

it.each([
  ['uk', ukReviews, 'Купив цей товар'],
  ['ru', ruReviews, 'Купил этот товар'],
] as const)('a review by a buyer who received the product says so (%s), others do not', async (lng, texts, said) => {
  const i18n = await testI18n(lng, { [lng]: { reviews: texts } });
  const { unmount } = render(
    <I18nextProvider i18n={i18n}>
      <ReviewItem review={review(true)} />
    </I18nextProvider>,
  );
  expect(screen.getByText(said)).toBeTruthy();
  unmount();
  render(
    <I18nextProvider i18n={i18n}>
      <ReviewItem review={review(false)} />
    </I18nextProvider>,
  );
  expect(screen.queryByText(said)).toBeNull();
});

import type { FormRules } from '../../domain/form-rules';
import { reviewFieldError } from '../../domain/review-rules';

export const RATING_FIELDS = ['service_rating', 'delivery_rating', 'relevance_rating'] as const;
type RatingField = (typeof RATING_FIELDS)[number];
export type CommentValues = Record<RatingField | 'text', string>;

export const EMPTY_COMMENT: CommentValues = { service_rating: '', delivery_rating: '', relevance_rating: '', text: '' };

// The stars and the text of an order comment follow the product review's rules, so both forms refuse alike.
const stars = (value: string, _values: CommentValues, lang: Parameters<typeof reviewFieldError>[2]) =>
  reviewFieldError('rating', value, lang);

export const COMMENT_RULES: FormRules<CommentValues> = {
  service_rating: stars,
  delivery_rating: stars,
  relevance_rating: stars,
  text: (value, _values, lang) => reviewFieldError('text', value, lang),
};

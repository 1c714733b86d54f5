import { describe, expect, it } from 'vitest';
import { checkForm } from '../../domain/form-rules';
import { REVIEW_TEXT_MAX } from '../../domain/limits';
import { COMMENT_RULES, EMPTY_COMMENT, type CommentValues } from './rules';

const GOOD: CommentValues = { service_rating: '5', delivery_rating: '4', relevance_rating: '1', text: 'Дякую' };

describe('order comment form rules', () => {
  it.each<[string, Partial<CommentValues>, Record<string, string[]> | null]>([
    ['a complete comment', {}, null],
    ['no stars for the service', { service_rating: '' }, { service_rating: ["Обов'язкове поле"] }],
    ['six stars', { delivery_rating: '6' }, { delivery_rating: ['Введіть коректне значення'] }],
    ['a blank text', { text: '   ' }, { text: ["Обов'язкове поле"] }],
    ['a text over the limit', { text: 'а'.repeat(REVIEW_TEXT_MAX + 1) }, { text: [`Максимальна кількість символів: ${REVIEW_TEXT_MAX}`] }],
  ])('%s', (_name, change, errors) => {
    expect(checkForm(COMMENT_RULES, { ...GOOD, ...change }, 'uk')).toEqual(errors);
  });

  it('an empty form names every field', () => {
    expect(Object.keys(checkForm(COMMENT_RULES, EMPTY_COMMENT, 'ru') ?? {})).toEqual([
      'service_rating',
      'delivery_rating',
      'relevance_rating',
      'text',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PROS_CONS_MAX, REVIEW_TEXT_MAX } from './limits';
import { photoTypeOf, ratingOf, reviewFieldError, reviewFieldErrors, reviewPhotoProblem } from './review-rules';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const WEBP = bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 ');

describe('photo format by content', () => {
  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['WebP', WEBP, 'image/webp'],
    ['text', bytes('hello, this is text'), null],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0]), null],
    ['RIFF that is not WebP (a WAV)', bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt '), null],
    ['too short to tell', bytes([0xff, 0xd8]), null],
    ['empty', new Uint8Array(), null],
  ])('%s → %s', (_, head, type) => {
    expect(photoTypeOf(head)).toBe(type);
  });

  it.each([
    [JPEG, 1000, null],
    [PNG, REVIEW_PHOTO_MAX_BYTES, null],
    [PNG, REVIEW_PHOTO_MAX_BYTES + 1, 'reviewPhotoTooLarge'],
    [bytes('plain text'), 10, 'reviewPhotoWrongFormat'],
    [bytes('plain text'), REVIEW_PHOTO_MAX_BYTES + 1, 'reviewPhotoWrongFormat'],
  ])('a photo of %# is refused for %s', (head, size, problem) => {
    expect(reviewPhotoProblem(size, head)).toBe(problem);
  });
});

describe('review fields', () => {
  it.each([
    [5, 5],
    ['4', 4],
    [' 1 ', 1],
    [0, null],
    [6, null],
    ['5.5', null],
    [4.5, null],
    ['five', null],
    [null, null],
  ])('rating %j → %j', (value, rating) => {
    expect(ratingOf(value)).toBe(rating);
  });

  it.each<[Parameters<typeof reviewFieldError>[0], unknown, string | null]>([
    ['rating', '', "Обов'язкове поле"],
    ['rating', undefined, "Обов'язкове поле"],
    ['rating', '7', 'Введіть коректне значення'],
    ['rating', '3', null],
    ['text', '   ', "Обов'язкове поле"],
    ['text', 'Добрий товар', null],
    ['text', 'я'.repeat(REVIEW_TEXT_MAX), null],
    ['text', 'я'.repeat(REVIEW_TEXT_MAX + 1), `Максимальна кількість символів: ${REVIEW_TEXT_MAX}`],
    ['advantages', '', null],
    ['advantages', 'x'.repeat(REVIEW_PROS_CONS_MAX + 1), `Максимальна кількість символів: ${REVIEW_PROS_CONS_MAX}`],
    ['disadvantages', 'x'.repeat(REVIEW_PROS_CONS_MAX), null],
  ])('%s = %j → %s', (field, value, message) => {
    expect(reviewFieldError(field, value, 'uk')).toBe(message);
  });

  it('collects every bad field in the request language', () => {
    expect(reviewFieldErrors({ rating: '0', text: '' }, 'ru')).toEqual({
      rating: ['Введите корректное значение'],
      text: ['Обязательное поле'],
    });
    expect(reviewFieldErrors({ rating: 5, text: 'Так' }, 'uk')).toEqual({});
  });
});

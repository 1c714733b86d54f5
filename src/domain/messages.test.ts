import { describe, it, expect } from 'vitest';
import { MESSAGES, isLang, messageFor, type Lang, type MessageKey, type MessageVars } from './messages';

const keys = Object.keys(MESSAGES.uk) as MessageKey[];
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('exact texts from the spec', () => {
  it.each<[MessageKey, Lang, string]>([
    ['required', 'uk', "Обов'язкове поле"],
    ['required', 'ru', 'Обязательное поле'],
    ['invalid', 'uk', 'Введіть коректне значення'],
    ['invalid', 'ru', 'Введите корректное значение'],
    ['generic', 'uk', '{field} is not valid.'],
    ['generic', 'ru', '{field} is not valid.'],
    ['birthYearMin', 'uk', 'min 1940'],
    ['birthYearMin', 'ru', 'min 1940'],
    ['birthYearMax', 'uk', 'max 2010'],
    ['birthYearMax', 'ru', 'max 2010'],
    ['missingCheckoutData', 'uk', 'Заповніть всі необхідні дані'],
    ['wrongSmsCode', 'uk', 'Невірний код'],
    ['invalidPromoCode', 'uk', 'Неправильний промокод'],
    ['checkoutDeclined', 'uk', 'Щось пішло не так, замовлення не прийнято'],
    ['notAddedToCart', 'uk', 'Обраний товар не доданий до кошика'],
    ['emptyQuery', 'uk', 'Empty query'],
    ['emptyQuery', 'ru', 'Empty query'],
    ['emptyData', 'uk', 'Empty data error'],
    ['emptyData', 'ru', 'Empty data error'],
    ['pageNotFound', 'uk', 'Page Not Found: {path}'],
  ])('%s (%s)', (key, lang, expected) => {
    expect(MESSAGES[lang][key]).toBe(expected);
  });

  it('uses the ASCII apostrophe in the required message', () => {
    expect(MESSAGES.uk.required.charCodeAt(4)).toBe(0x27);
    expect(MESSAGES.uk.required).not.toMatch(/[\u2019\u02bc]/);
  });
});

describe.each(keys)('message %s', (key) => {
  it('is non-empty in both languages', () => {
    expect(MESSAGES.uk[key].trim()).not.toBe('');
    expect(MESSAGES.ru[key].trim()).not.toBe('');
  });

  it('has the same placeholders in both languages', () => {
    expect(placeholders(MESSAGES.ru[key])).toEqual(placeholders(MESSAGES.uk[key]));
  });
});

describe('messageFor', () => {
  it.each<[MessageKey, Lang | undefined, MessageVars | undefined, string]>([
    ['generic', 'uk', { field: 'email' }, 'email is not valid.'],
    ['generic', 'ru', { field: 'phone' }, 'phone is not valid.'],
    ['generic', 'uk', {}, '{field} is not valid.'],
    ['generic', 'uk', { other: 'x' }, '{field} is not valid.'],
    ['generic', 'uk', { field: '' }, ' is not valid.'],
    ['generic', 'uk', { field: '$&' }, '$& is not valid.'],
    ['minLength', 'uk', { min: 8 }, 'Мінімальна кількість символів: 8'],
    ['maxLength', 'ru', { max: 0 }, 'Максимальное количество символов: 0'],
    ['pageNotFound', 'ru', { path: '/ru/nope' }, 'Page Not Found: /ru/nope'],
    ['required', undefined, undefined, "Обов'язкове поле"],
    ['required', 'ru', { field: 'x' }, 'Обязательное поле'],
  ])('%s (%s, %j)', (key, lang, vars, expected) => {
    expect(messageFor(key, lang, vars)).toBe(expected);
  });

  it('ignores inherited properties of vars', () => {
    expect(messageFor('generic', 'uk', Object.create({ field: 'inherited' }) as MessageVars)).toBe(
      '{field} is not valid.',
    );
  });
});

describe('isLang', () => {
  it.each<[unknown, boolean]>([
    ['uk', true],
    ['ru', true],
    ['en', false],
    ['UK', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (value, expected) => {
    expect(isLang(value)).toBe(expected);
  });
});

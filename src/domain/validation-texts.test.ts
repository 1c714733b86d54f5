import { describe, expect, it } from 'vitest';
import ruTexts from '../../locales/ru/validation.json';
import ukTexts from '../../locales/uk/validation.json';
import { isLang, validationText, type Lang, type ValidationTextKey, type ValidationTextVars } from './validation-texts';
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from './limits';

// vitest.setup.ts hands the rules the same i18next wording the app and the server use.
const keys = Object.keys(ukTexts) as ValidationTextKey[];
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

describe('exact texts from the spec', () => {
  it.each<[ValidationTextKey, Lang, ValidationTextVars, string]>([
    ['required', 'uk', {}, "Обов'язкове поле"],
    ['required', 'ru', {}, 'Обязательное поле'],
    ['invalid', 'uk', {}, 'Введіть коректне значення'],
    ['invalid', 'ru', {}, 'Введите корректное значение'],
    ['generic', 'uk', { field: 'email' }, 'email is not valid.'],
    ['generic', 'ru', { field: 'phone' }, 'phone is not valid.'],
    ['birthYearMin', 'uk', { min: BIRTH_YEAR_MIN }, 'min 1940'],
    ['birthYearMin', 'ru', { min: BIRTH_YEAR_MIN }, 'min 1940'],
    ['birthYearMax', 'uk', { max: BIRTH_YEAR_MAX }, 'max 2010'],
    ['birthYearMax', 'ru', { max: BIRTH_YEAR_MAX }, 'max 2010'],
    ['minLength', 'uk', { min: 8 }, 'Мінімальна кількість символів: 8'],
    ['maxLength', 'ru', { max: 0 }, 'Максимальное количество символов: 0'],
    ['missingCheckoutData', 'uk', {}, 'Заповніть всі необхідні дані'],
    ['wrongSmsCode', 'uk', {}, 'Невірний код'],
    ['invalidPromoCode', 'uk', {}, 'Неправильний промокод'],
    ['checkoutDeclined', 'uk', {}, 'Щось пішло не так, замовлення не прийнято'],
    ['notAddedToCart', 'uk', {}, 'Обраний товар не доданий до кошика'],
    ['emptyQuery', 'uk', {}, 'Empty query'],
    ['emptyQuery', 'ru', {}, 'Empty query'],
    ['emptyData', 'uk', {}, 'Empty data error'],
    ['emptyData', 'ru', {}, 'Empty data error'],
    ['pageNotFound', 'ru', { path: '/ru/nope' }, 'Page Not Found: /ru/nope'],
  ])('%s (%s, %j)', (key, lang, vars, expected) => {
    expect(validationText(key, lang, vars)).toBe(expected);
  });

  it('uses the ASCII apostrophe in the required message', () => {
    expect(validationText('required').charCodeAt(4)).toBe(0x27);
    expect(validationText('required')).not.toMatch(/[\u2019\u02bc]/);
  });
});

describe.each(keys)('message %s', (key) => {
  it('is non-empty in both languages', () => {
    expect(ukTexts[key].trim()).not.toBe('');
    expect(ruTexts[key].trim()).not.toBe('');
  });

  it('has the same placeholders in both languages', () => {
    expect(placeholders(ruTexts[key])).toEqual(placeholders(ukTexts[key]));
  });
});

describe('validationText', () => {
  it('is Ukrainian unless told otherwise', () => {
    expect(validationText('required')).toBe("Обов'язкове поле");
  });

  it.each<[string, ValidationTextVars, string]>([
    ['a shopper text with $ patterns stays as typed', { field: '$& $1' }, '$& $1 is not valid.'],
    // A visible gap is found in review, an empty string is not.
    ['a missing value leaves its placeholder visible', {}, '{{field}} is not valid.'],
    ['an inherited property is not a value', Object.create({ field: 'inherited' }) as ValidationTextVars, '{{field}} is not valid.'],
    ['a variable named like an option is only a value', { field: 'x', lng: 'ru' }, 'x is not valid.'],
  ])('%s', (_, vars, expected) => {
    expect(validationText('generic', 'uk', vars)).toBe(expected);
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

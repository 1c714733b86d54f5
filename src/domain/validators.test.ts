import { describe, it, expect } from 'vitest';
import { RULE_NAMES, isRuleName, validate, validateField, type RuleSpec } from './validators';

type Case = [rule: string, value: unknown, params: unknown, key: string | null];

const cases: Case[] = [
  // required
  ['required', undefined, undefined, 'required'],
  ['required', null, undefined, 'required'],
  ['required', '', undefined, 'required'],
  ['required', '   ', undefined, 'required'],
  ['required', [], undefined, 'required'],
  ['required', NaN, undefined, 'required'],
  ['required', 'a', undefined, null],
  ['required', 0, undefined, null],
  ['required', false, undefined, null],
  ['required', ['x'], undefined, null],
  // phone
  ['phone', '+38 (067) 123-45-67', undefined, null],
  ['phone', '0671234567', undefined, null],
  ['phone', '+38 (067) 123-45-6', undefined, 'invalid'],
  ['phone', '+38 (067) 123-45-678', undefined, 'invalid'],
  ['phone', '', undefined, null],
  ['phone', 380671234567, undefined, null],
  ['phone', { digits: '380671234567' }, undefined, 'invalid'],
  // email
  ['email', 'buyer@example.com', undefined, null],
  ['email', ' buyer@mail.example.ua ', undefined, null],
  ['email', 'buyer@example', undefined, 'invalid'],
  ['email', 'buyer@@example.com', undefined, 'invalid'],
  ['email', 'bu yer@example.com', undefined, 'invalid'],
  ['email', '@example.com', undefined, 'invalid'],
  ['email', 'buyer@example.', undefined, 'invalid'],
  ['email', `${'a'.repeat(242)}@example.com`, undefined, null],
  ['email', `${'a'.repeat(243)}@example.com`, undefined, 'invalid'],
  ['email', '', undefined, null],
  // promoCode
  ['promoCode', 'ABC123', undefined, null],
  ['promoCode', 'abcd1234', undefined, null],
  ['promoCode', ' ABC123 ', undefined, null],
  ['promoCode', 'ABC12', undefined, 'invalid'],
  ['promoCode', 'ABC1234', undefined, 'invalid'],
  ['promoCode', 'ABC12345X', undefined, 'invalid'],
  ['promoCode', 'ABC-12', undefined, 'invalid'],
  ['promoCode', 'АВС123', undefined, 'invalid'], // Cyrillic look-alikes
  ['promoCode', 123456, undefined, null],
  ['promoCode', '', undefined, null],
  // birthYear
  ['birthYear', 1939, undefined, 'birthYearMin'],
  ['birthYear', 1940, undefined, null],
  ['birthYear', 2010, undefined, null],
  ['birthYear', 2011, undefined, 'birthYearMax'],
  ['birthYear', '1985', undefined, null],
  ['birthYear', ' 2011 ', undefined, 'birthYearMax'],
  ['birthYear', '1939-12-31', undefined, 'birthYearMin'],
  ['birthYear', '2010-12-31', undefined, null],
  ['birthYear', '85', undefined, 'invalid'],
  ['birthYear', 1990.5, undefined, 'invalid'],
  ['birthYear', 'nineteen', undefined, 'invalid'],
  ['birthYear', '', undefined, null],
  // minLength / maxLength
  ['minLength', 'abcdefg', 8, 'minLength'],
  ['minLength', 'abcdefgh', 8, null],
  ['minLength', ' abcdefg', 8, null],
  ['minLength', '😀😀', 3, 'minLength'],
  ['minLength', '', 8, null],
  ['maxLength', 'abc', 3, null],
  ['maxLength', 'abcd', 3, 'maxLength'],
  ['maxLength', '😀😀😀', 3, null],
  ['maxLength', 12345, 4, 'maxLength'],
  // sameAs
  ['sameAs', 'secret1', 'secret1', null],
  ['sameAs', 'secret1', 'secret2', 'passwordMismatch'],
  ['sameAs', 'secret1 ', 'secret1', 'passwordMismatch'],
  ['sameAs', '', 'secret1', 'passwordMismatch'],
  ['sameAs', '', '', null],
  ['sameAs', undefined, '', null],
  // smsCode
  ['smsCode', '123456', undefined, null],
  ['smsCode', ' 000000 ', undefined, null],
  ['smsCode', '12345', undefined, 'invalid'],
  ['smsCode', '1234567', undefined, 'invalid'],
  ['smsCode', '12345a', undefined, 'invalid'],
  ['smsCode', '', undefined, null],
];

describe('validate', () => {
  it.each(cases)('%s(%j, %j) -> %s', (rule, value, params, key) => {
    const result = validate(rule, value, params);
    expect(result?.key ?? null).toBe(key);
  });

  it('covers every rule in the table', () => {
    expect(new Set(cases.map(([rule]) => rule))).toEqual(new Set(RULE_NAMES));
  });

  it.each<[string, unknown, unknown, 'uk' | 'ru' | undefined, string]>([
    ['required', '', undefined, undefined, "Обов'язкове поле"],
    ['required', '', undefined, 'ru', 'Обязательное поле'],
    ['phone', '123', undefined, 'uk', 'Введіть коректне значення'],
    ['email', 'x', undefined, 'ru', 'Введите корректное значение'],
    ['birthYear', 1900, undefined, 'uk', 'min 1940'],
    ['birthYear', 2020, undefined, 'ru', 'max 2010'],
    ['minLength', 'abc', 8, 'uk', 'Мінімальна кількість символів: 8'],
    ['maxLength', 'abcd', 3, 'ru', 'Максимальное количество символов: 3'],
    ['sameAs', 'a', 'b', 'uk', 'Паролі не збігаються'],
  ])('%s(%j) message in %s', (rule, value, params, lang, message) => {
    expect(validate(rule, value, params, lang)?.message).toBe(message);
  });

  it('returns the interpolation vars so the server can re-render in another language', () => {
    expect(validate('minLength', 'ab', 6)).toEqual({
      key: 'minLength',
      message: 'Мінімальна кількість символів: 6',
      vars: { min: 6 },
    });
  });

  it.each(['nope', '', 'Required', 'toString', '__proto__', 'constructor', 'hasOwnProperty'])(
    'unknown rule %j throws "No such validator"',
    (rule) => {
      expect(() => validate(rule, 'x')).toThrow(new Error('No such validator'));
    },
  );

  it.each<[string, unknown]>([
    ['minLength', undefined],
    ['minLength', -1],
    ['maxLength', '8'],
    ['maxLength', 2.5],
  ])('%s with bad bound %j throws', (rule, params) => {
    expect(() => validate(rule, 'abc', params)).toThrow(/non-negative integer/);
  });
});

describe('validateField', () => {
  it.each<[string, RuleSpec[], unknown, string | null]>([
    ['no rules', [], '', null],
    ['required first on empty', ['required', 'phone'], '', 'required'],
    ['format after required', ['required', 'phone'], '123', 'invalid'],
    ['all pass', ['required', 'phone'], '0671234567', null],
    ['optional format passes when empty', ['email'], '', null],
    ['params as tuples', ['required', ['minLength', 8], ['maxLength', 10]], 'abcdefghijk', 'maxLength'],
    ['first failure wins', [['minLength', 8], 'smsCode'], 'abc', 'minLength'],
    ['sameAs tuple', ['required', ['sameAs', 'secret']], 'secreT', 'passwordMismatch'],
    ['tuple without params', [['required']], ' ', 'required'],
  ])('%s', (_name, rules, value, key) => {
    expect(validateField(rules, value)?.key ?? null).toBe(key);
  });

  it('answers in the requested language', () => {
    expect(validateField(['required'], '', 'ru')?.message).toBe('Обязательное поле');
  });

  it('throws for an unknown rule even after an earlier failure', () => {
    expect(() => validateField(['required', 'typo'], '')).toThrow(new Error('No such validator'));
  });
});

describe('isRuleName', () => {
  it.each<[string, boolean]>([
    ['required', true],
    ['smsCode', true],
    ['sms_code', false],
    ['valueOf', false],
  ])('%j -> %s', (name, expected) => {
    expect(isRuleName(name)).toBe(expected);
  });
});

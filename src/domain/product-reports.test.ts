import { describe, expect, it } from 'vitest';
import { checkField, checkForm, type FieldErrors } from './form-rules';
import { characteristicsReportRules, complaintRules, normalizeContact, stockReminderRules } from './product-reports';

const REQUIRED = "Обов'язкове поле";
const INVALID = 'Введіть коректне значення';

describe('complaint form', () => {
  it.each<[string, { reason: string; text: string; contact: string }, FieldErrors | null]>([
    ['a full complaint passes', { reason: 'counterfeit', text: 'Підробка', contact: '' }, null],
    ['with a phone contact', { reason: 'other', text: 'x', contact: '067 123 45 67' }, null],
    ['with an e-mail contact', { reason: 'forbidden', text: 'x', contact: 'me@example.com' }, null],
    ['nothing typed', { reason: '', text: '', contact: '' }, { reason: [REQUIRED], text: [REQUIRED] }],
    ['only spaces are nothing', { reason: 'other', text: '  ', contact: '' }, { text: [REQUIRED] }],
    ['a reason outside the list', { reason: 'spam', text: 'x', contact: '' }, { reason: [INVALID] }],
    ['a contact that is neither', { reason: 'other', text: 'x', contact: '12345' }, { contact: [INVALID] }],
    ['a broken e-mail', { reason: 'other', text: 'x', contact: 'me@example' }, { contact: [INVALID] }],
    ['too long a text', { reason: 'other', text: 'я'.repeat(2001), contact: '' }, { text: ['Максимальна кількість символів: 2000'] }],
  ])('%s', (_name, values, errors) => {
    expect(checkForm(complaintRules, values, 'uk')).toEqual(errors);
  });

  it('speaks Russian when asked', () => {
    expect(checkField(complaintRules, 'text', { reason: 'other', text: '', contact: '' }, 'ru')).toBe('Обязательное поле');
  });
});

describe('characteristics report form', () => {
  it.each<[string, { characteristic: string; text: string; contact: string }, FieldErrors | null]>([
    ['text only', { characteristic: '', text: 'Неправильний обʼєм', contact: '' }, null],
    ['with a characteristic', { characteristic: 'Обʼєм', text: 'x', contact: '' }, null],
    ['no text', { characteristic: 'Обʼєм', text: '', contact: '' }, { text: [REQUIRED] }],
    [
      'a long characteristic name',
      { characteristic: 'x'.repeat(201), text: 'x', contact: '' },
      { characteristic: ['Максимальна кількість символів: 200'] },
    ],
  ])('%s', (_name, values, errors) => {
    expect(checkForm(characteristicsReportRules, values, 'uk')).toEqual(errors);
  });
});

describe('back-in-stock reminder form', () => {
  it.each<[string, boolean, { phone: string; email: string }, FieldErrors | null]>([
    ['a guest with a phone', true, { phone: '+380 67 123 45 67', email: '' }, null],
    ['a guest with an e-mail', true, { phone: '', email: 'me@example.com' }, null],
    ['a guest with nothing', true, { phone: '', email: '' }, { phone: [REQUIRED] }],
    ['a bad phone', true, { phone: '123', email: '' }, { phone: [INVALID] }],
    ['a bad e-mail next to a good phone', true, { phone: '0671234567', email: 'x' }, { email: [INVALID] }],
    ['a signed-in customer may leave both empty', false, { phone: '', email: '' }, null],
    ['a signed-in customer still types a valid phone', false, { phone: '12', email: '' }, { phone: [INVALID] }],
  ])('%s', (_name, required, values, errors) => {
    expect(checkForm(stockReminderRules(required), values, 'uk')).toEqual(errors);
  });
});

describe('normalizeContact', () => {
  it.each([
    ['', ''],
    ['  me@example.com ', 'me@example.com'],
    ['+38 (067) 123-45-67', '380671234567'],
    ['0671234567', '380671234567'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeContact(input)).toBe(expected);
  });
});

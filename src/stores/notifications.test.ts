import { afterEach, describe, expect, it } from 'vitest';
import { notifications, notifyFailure } from './notifications';
import { lang } from './session';

afterEach(() => {
  notifications.value = [];
  lang.value = 'uk';
});

const shown = () => notifications.value.map((n) => n.title || n.text);

describe('notifyFailure', () => {
  it.each<[string, Record<string, string[]>, string[]]>([
    ['a field with its own message says it', { phone: ['Введіть коректне значення'] }, ['Помилка', 'Введіть коректне значення']],
    ['a field without a message gets the generic one', { 'orders.0.delivery': [] }, ['Помилка', 'orders.0.delivery is not valid.']],
    ['a blank message counts as none', { promo_code_id: [' '] }, ['Помилка', 'promo_code_id is not valid.']],
    ['each entry is its own notice', { name: ["Обов'язкове поле"], city_id: [] }, ['Помилка', "Обов'язкове поле", 'city_id is not valid.']],
  ])('%s', (_, errors, notices) => {
    notifyFailure({ message: 'Помилка', errors });
    expect(shown()).toEqual(notices);
  });

  it('leaves out what the form shows under its fields', () => {
    notifyFailure({ message: 'Помилка', errors: { code: ['Неправильний промокод'], email: [] } }, new Set(['Неправильний промокод']));
    expect(shown()).toEqual(['Помилка', 'email is not valid.']);
  });
});

import { describe, expect, it } from 'vitest';
import { profileRules, scheduleLineOf, scheduleOf, scheduleText, type ProfileValues } from './seller-profile';
import { checkForm } from './form-rules';

describe('a schedule row', () => {
  it.each([
    ['Пн–Пт 09:00–18:00', { days_uk: 'Пн–Пт', days_ru: 'Пн–Пт', hours: '09:00–18:00' }],
    ['пн-пт 09:00-18:00', { days_uk: 'Пн–Пт', days_ru: 'Пн–Пт', hours: '09:00–18:00' }],
    ['Сб, Вс 10:00 – 15:00', { days_uk: 'Сб, Нд', days_ru: 'Сб, Вс', hours: '10:00–15:00' }],
    ['Нд 00:00–24:00', { days_uk: 'Нд', days_ru: 'Вс', hours: '00:00–24:00' }],
    ['Пт–Сб 20:00–02:00', { days_uk: 'Пт–Сб', days_ru: 'Пт–Сб', hours: '20:00–02:00' }],
  ])('%s is read in both languages', (row, line) => expect(scheduleLineOf(row)).toEqual(line));

  it.each(['щодня 09:00–18:00', 'Пн–Пт', 'Пн–Пт 9–18', 'Пн 25:00–26:00', 'Пн 10:00–10:00', 'Пн–Ср–Пт 09:00–18:00', 'Пн, Хх 09:00–18:00'])(
    '%s is not',
    (row) => expect(scheduleLineOf(row)).toBeNull(),
  );

  it('the field is read row by row, blank rows left out, and written back in the reader’s day names', () => {
    const lines = scheduleOf('Пн–Пт 09:00–18:00\n\n  Нд 10:00–14:00  ')!;
    expect(lines).toHaveLength(2);
    expect(scheduleText(lines, 'ru')).toBe('Пн–Пт 09:00–18:00\nВс 10:00–14:00');
    expect(scheduleOf('Пн–Пт 09:00–18:00\nколи завгодно')).toBeNull();
  });
});

describe('the profile rules', () => {
  const good: ProfileValues = {
    about_uk: 'Про нас',
    about_ru: 'О нас',
    returns_uk: '',
    returns_ru: '',
    phone: '+380 44 123 45 67',
    email: 'shop@example.com',
    address_uk: '',
    address_ru: '',
    schedule: '',
  };

  it('takes a profile with the required fields and no hours', () => expect(checkForm(profileRules, good, 'uk')).toBeNull());

  it('names the row that does not read, and more than 7 rows', () => {
    expect(checkForm(profileRules, { ...good, schedule: 'Пн 09:00–18:00\nВт' }, 'uk')).toEqual({
      schedule: ['Рядок 2: напишіть дні й години, наприклад «Пн–Пт 09:00–18:00»'],
    });
    expect(checkForm(profileRules, { ...good, schedule: Array(8).fill('Пн 09:00–18:00').join('\n') }, 'ru')).toEqual({
      schedule: ['Не больше 7 строк'],
    });
  });
});

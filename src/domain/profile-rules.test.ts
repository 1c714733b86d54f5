import { describe, expect, it } from 'vitest';
import { checkForm } from './form-rules';
import { personalRules, recipientRules, sameRecipient, savedDeliveryRules, type SavedDeliveryValues } from './profile-rules';

const personal = { name: 'Олена', surname: '', patronymic: '', birth_day: '', gender: '' };

describe('personal info', () => {
  it.each<[string, string | undefined]>([
    ['', undefined],
    ['1939-12-31', 'min 1940'],
    ['1940-01-01', undefined],
    ['1985-06-15', undefined],
    ['2010-12-31', undefined],
    ['2011-01-01', 'max 2010'],
    ['2001-02-29', 'Введіть коректне значення'],
    ['15.06.1985', 'Введіть коректне значення'],
    ['1985-6-15', 'Введіть коректне значення'],
  ])('birth day %j -> %j', (birth_day, message) => {
    expect(checkForm(personalRules, { ...personal, birth_day }, 'uk')?.birth_day?.[0]).toBe(message);
  });

  it('says the bounds the same way in Russian', () => {
    expect(checkForm(personalRules, { ...personal, birth_day: '1939-01-01' }, 'ru')?.birth_day).toEqual(['min 1940']);
  });

  it.each<[string, string[]]>([
    ['', []],
    ['1', []],
    ['2', []],
    ['3', ['gender']],
  ])('gender %j -> errors on %j', (gender, fields) => {
    expect(Object.keys(checkForm(personalRules, { ...personal, gender }, 'uk') ?? {})).toEqual(fields);
  });

  it('needs a name, and no name longer than 100 characters', () => {
    expect(checkForm(personalRules, { ...personal, name: ' ' }, 'uk')).toEqual({ name: ["Обов'язкове поле"] });
    expect(Object.keys(checkForm(personalRules, { ...personal, surname: 'я'.repeat(101) }, 'uk') ?? {})).toEqual(['surname']);
  });
});

describe('recipient', () => {
  it.each<[Record<string, string>, string[]]>([
    [{ name: 'Іван', surname: 'Петренко', patronymic: '', phone: '+380 67 123 45 67' }, []],
    [{ name: '', surname: '', patronymic: '', phone: '' }, ['name', 'phone', 'surname']],
    [{ name: 'Іван', surname: 'Петренко', patronymic: '', phone: '12345' }, ['phone']],
  ])('%j -> errors on %j', (values, fields) => {
    expect(Object.keys(checkForm(recipientRules, values as never, 'uk') ?? {}).sort()).toEqual(fields);
  });

  it('is the same person whatever the case and spaces of the names', () => {
    const a = { name: 'Іван', surname: 'Петренко', patronymic: '', phone: '380671234567' };
    expect(sameRecipient(a, { ...a, name: ' іван ' })).toBe(true);
    expect(sameRecipient(a, { ...a, phone: '380671234568' })).toBe(false);
  });
});

describe('saved delivery', () => {
  const base: SavedDeliveryValues = {
    kind: 'office',
    city_id: '1',
    delivery_id: '2',
    delivery_warehouse_id: '',
    street: '',
    house: '',
    flat: '',
  };
  it.each<[Partial<SavedDeliveryValues>, string[]]>([
    [{}, ['delivery_warehouse_id']],
    [{ delivery_warehouse_id: '7' }, []],
    [{ kind: 'address' }, ['house', 'street']],
    [{ kind: 'address', street: 'Хрещатик', house: '1' }, []],
    [{ kind: 'address', street: 'Хрещатик', house: '1', flat: 'x'.repeat(21) }, ['flat']],
    [{ city_id: '', delivery_warehouse_id: '7' }, ['city_id']],
  ])('%j -> errors on %j', (change, fields) => {
    expect(Object.keys(checkForm(savedDeliveryRules, { ...base, ...change }, 'uk') ?? {}).sort()).toEqual(fields);
  });
});

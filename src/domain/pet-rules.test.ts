import { describe, expect, it } from 'vitest';
import { checkField, checkForm, type FieldErrors } from './form-rules';
import { petRules, type PetValues } from './pet-rules';

const REQUIRED = "Обов'язкове поле";
const INVALID = 'Введіть коректне значення';
const FUTURE = 'Дата народження не може бути в майбутньому';
const TODAY = '2026-11-21';

const pet = (changes: Partial<PetValues> = {}): PetValues => ({
  name: 'Барсик',
  birth_date: '',
  gender: '',
  sterilized: '',
  breed: '',
  type: '',
  ...changes,
});

describe('pet form', () => {
  it.each<[string, PetValues, FieldErrors | null]>([
    ['a name alone is a pet', pet(), null],
    ['everything filled in', pet({ birth_date: '2020-05-01', gender: 'girl', sterilized: '1', breed: 'Британська', type: 'cat' }), null],
    ['born today', pet({ birth_date: TODAY }), null],
    ['no name', pet({ name: '' }), { name: [REQUIRED] }],
    ['only spaces are no name', pet({ name: '   ' }), { name: [REQUIRED] }],
    ['too long a name', pet({ name: 'я'.repeat(51) }), { name: ['Максимальна кількість символів: 50'] }],
    ['born tomorrow', pet({ birth_date: '2026-11-22' }), { birth_date: [FUTURE] }],
    ['a day that does not exist', pet({ birth_date: '2025-02-30' }), { birth_date: [INVALID] }],
    ['a date in another format', pet({ birth_date: '01.05.2020' }), { birth_date: [INVALID] }],
    ['a gender outside boy and girl', pet({ gender: 'male' }), { gender: [INVALID] }],
    ['sterilized is ticked or not', pet({ sterilized: 'yes' }), { sterilized: [INVALID] }],
    ['a kind the catalogue does not have', pet({ type: 'parrot' }), { type: [INVALID] }],
    ['too long a breed', pet({ breed: 'x'.repeat(101) }), { breed: ['Максимальна кількість символів: 100'] }],
    [
      'every problem at once',
      pet({ name: '', birth_date: '2030-01-01', type: 'fish' }),
      { name: [REQUIRED], birth_date: [FUTURE], type: [INVALID] },
    ],
  ])('%s', (_name, values, errors) => {
    expect(checkForm(petRules(TODAY), values, 'uk')).toEqual(errors);
  });

  it('speaks Russian when asked', () => {
    expect(checkField(petRules(TODAY), 'birth_date', pet({ birth_date: '2027-01-01' }), 'ru')).toBe(
      'Дата рождения не может быть в будущем',
    );
  });
});

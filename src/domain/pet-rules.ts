/**
 * A customer's pets (docs/product-rules.md#cabinet "Pet"): the cabinet form and the API run these same checks, so a field is
 * refused with the same words on both sides (docs/product-rules.md#cabinet).
 */
import { isCalendarDate } from './calendar-day';
import { rules, type FieldCheck, type FormRules } from './form-rules';
import { PET_TYPES, type PetType } from './limits';
import { validationText, type Lang } from './validation-texts';

// The API's pet routes still ask for the day by this name.

export { PET_TYPES, type PetType };

export const PET_GENDERS = ['boy', 'girl'] as const;
export type PetGender = (typeof PET_GENDERS)[number];

export const PET_NAME_MAX = 50;
export const PET_BREED_MAX = 100;
/** Room for a household with many animals; beyond it the list stops being "my pets". */
export const PETS_MAX = 20;

/** Form values as typed; `sterilized` is '1' when ticked, '' otherwise. */
export type PetValues = { name: string; birth_date: string; gender: string; sterilized: string; breed: string; type: string };

const FUTURE_BIRTH: Record<Lang, string> = {
  uk: 'Дата народження не може бути в майбутньому',
  ru: 'Дата рождения не может быть в будущем',
};

const oneOf =
  (allowed: readonly string[]): FieldCheck<PetValues> =>
  (value, _values, lang) =>
    value === '' || allowed.includes(value) ? null : validationText('invalid', lang);

/** `today` (YYYY-MM-DD) is a parameter so the rule is a pure function of its inputs. */
export function petRules(today: string): FormRules<PetValues> {
  return {
    name: rules('required', ['maxLength', PET_NAME_MAX]),
    birth_date: (value, _values, lang) => {
      if (value === '') return null;
      if (!isCalendarDate(value)) return validationText('invalid', lang);
      // ISO dates compare as text.
      return value > today ? FUTURE_BIRTH[lang] : null;
    },
    gender: oneOf(PET_GENDERS),
    sterilized: oneOf(['1']),
    breed: rules(['maxLength', PET_BREED_MAX]),
    type: oneOf(PET_TYPES),
  };
}

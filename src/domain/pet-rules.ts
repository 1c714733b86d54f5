/**
 * A customer's pets (SPEC 3 "Pet"): the cabinet form and the API run these same checks, so a field is
 * refused with the same words on both sides (SPEC 5).
 */
import { rules, type FieldCheck, type FormRules } from './form-rules';
import { messageFor, type Lang } from './messages';

/** The kinds the catalogue's pet widgets offer (the `pet_type` characteristic), so a pet can pre-select one. */
export const PET_TYPES = ['dog', 'cat'] as const;
export type PetType = (typeof PET_TYPES)[number];

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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD: "2025-02-30" is not one. */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Today in Kyiv, YYYY-MM-DD. The store is Ukrainian: a pet born this morning in Kyiv is not "in the future"
 * on a server whose clock is still on yesterday's UTC date, and the browser and the API agree on the day.
 */
export function storeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const oneOf =
  (allowed: readonly string[]): FieldCheck<PetValues> =>
  (value, _values, lang) =>
    value === '' || allowed.includes(value) ? null : messageFor('invalid', lang);

/** `today` (YYYY-MM-DD) is a parameter so the rule is a pure function of its inputs. */
export function petRules(today: string): FormRules<PetValues> {
  return {
    name: rules('required', ['maxLength', PET_NAME_MAX]),
    birth_date: (value, _values, lang) => {
      if (value === '') return null;
      if (!isCalendarDate(value)) return messageFor('invalid', lang);
      // ISO dates compare as text.
      return value > today ? FUTURE_BIRTH[lang] : null;
    },
    gender: oneOf(PET_GENDERS),
    sterilized: oneOf(['1']),
    breed: rules(['maxLength', PET_BREED_MAX]),
    type: oneOf(PET_TYPES),
  };
}

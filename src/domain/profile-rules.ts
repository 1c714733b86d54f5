/**
 * The cabinet's forms (docs/product-rules.md#cabinet "Customer", "Recipient contact", "Saved delivery"; docs/product-rules.md#cabinet birth year 1940 to 2010),
 * run by the forms on blur and change and by the API on arrival, so both refuse a field with the same words.
 */
import { ISO_DATE, isCalendarDate } from './calendar-day';
import { rules, type FieldCheck, type FormRules } from './form-rules';
import { validationText } from './validation-texts';

/** Names are a person's, not an essay: long enough for any Ukrainian double surname. */
export const PERSON_NAME_MAX = 100;
export const ADDRESS_PART_MAX = 200;
export const FLAT_MAX = 20;
/** More saved recipients or deliveries than this is a list nobody can choose from at checkout. */
export const SAVED_MAX = 50;

/** 1 and 2 as docs/product-rules.md#cabinet "gender (integer)"; '' for "not given". */
const GENDERS = ['1', '2'] as const;

/** Optional; when given, a real day whose year says 'min 1940' or 'max 2010' outside the bounds. */
const birthDay: FieldCheck<Record<string, string>> = (value, values, lang) => {
  const text = value.trim();
  if (text === '') return null;
  if (!ISO_DATE.test(text)) return validationText('invalid', lang);
  return rules('birthYear')(text, values, lang) ?? (isCalendarDate(text) ? null : validationText('invalid', lang));
};

const gender: FieldCheck<Record<string, string>> = (value, _values, lang) =>
  value === '' || (GENDERS as readonly string[]).includes(value) ? null : validationText('invalid', lang);

const personName = rules('required', ['maxLength', PERSON_NAME_MAX]);
const optionalName = rules(['maxLength', PERSON_NAME_MAX]);

export type PersonalValues = { name: string; surname: string; patronymic: string; birth_day: string; gender: string };
export const personalRules: FormRules<PersonalValues> = {
  name: personName,
  surname: optionalName,
  patronymic: optionalName,
  birth_day: birthDay,
  gender,
};

type EmailValues = { email: string };
export const emailRules: FormRules<EmailValues> = { email: rules('required', 'email') };

export type RecipientValues = { name: string; surname: string; patronymic: string; phone: string };
export const recipientRules: FormRules<RecipientValues> = {
  name: personName,
  surname: personName,
  patronymic: optionalName,
  phone: rules('required', 'phone'),
};

/** A courier needs a street and a house; a pickup point needs the point (checked against its city on the server). */
type DeliveryKind = 'office' | 'address';
export type SavedDeliveryValues = {
  kind: string;
  city_id: string;
  delivery_id: string;
  delivery_warehouse_id: string;
  street: string;
  house: string;
  flat: string;
};

const forKind =
  (kind: DeliveryKind, check: FieldCheck<Record<string, string>>): FieldCheck<SavedDeliveryValues> =>
  (value, values, lang) =>
    values.kind === kind ? check(value, values, lang) : null;

export const savedDeliveryRules: FormRules<SavedDeliveryValues> = {
  // follows from the delivery chosen: a wrong delivery is that field's error
  kind: () => null,
  city_id: rules('required'),
  delivery_id: rules('required'),
  delivery_warehouse_id: forKind('office', rules('required')),
  street: forKind('address', rules('required', ['maxLength', ADDRESS_PART_MAX])),
  house: forKind('address', rules('required', ['maxLength', FLAT_MAX])),
  flat: forKind('address', rules(['maxLength', FLAT_MAX])),
};

/** The same person saved twice is one recipient: names compare without case and spaces around them. */
export function sameRecipient(a: RecipientValues, b: RecipientValues): boolean {
  const key = (r: RecipientValues) =>
    [r.name, r.surname, r.patronymic].map((s) => s.trim().toLocaleLowerCase('uk')).join('|') + `|${r.phone}`;
  return key(a) === key(b);
}

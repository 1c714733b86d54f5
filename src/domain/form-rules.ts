/**
 * Forms as rules per field, run by the app on blur and change and by the API on arrival, so a field is
 * refused with the same words on both sides (docs/product-rules.md#errors-and-notices).
 */
import type { Lang } from './validation-texts';
import { validateField, type RuleSpec } from './validators';

export type FieldErrors = Record<string, string[]>;
type Values = Record<string, string>;
/** A field's check sees the whole form: "a phone or an e-mail" is a rule about two fields. */
export type FieldCheck<V extends Values> = (value: string, values: V, lang: Lang) => string | null;
export type FormRules<V extends Values> = { [K in keyof V]: FieldCheck<V> };

/** A field check made of validator rules: the first one that fails gives the message. */
export const rules =
  (...specs: RuleSpec[]): FieldCheck<Values> =>
  (value, _values, lang) =>
    validateField(specs, value, lang)?.message ?? null;

/** The message of one field, or null when it passes. */
export function checkField<V extends Values>(formRules: FormRules<V>, field: keyof V, values: V, lang: Lang): string | null {
  return formRules[field](values[field] ?? '', values, lang);
}

/** Every failing field with its message; null when the whole form passes. */
export function checkForm<V extends Values>(formRules: FormRules<V>, values: V, lang: Lang): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const field of Object.keys(formRules) as (keyof V & string)[]) {
    const message = checkField(formRules, field, values, lang);
    if (message) errors[field] = [message];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

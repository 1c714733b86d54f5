/**
 * What a shopper sends about a product: a complaint, a report of wrong characteristics and a
 * back-in-stock reminder. The dialogs and the API run these same checks, so a field is refused
 * with the same words on both sides (docs/product-rules.md#product-page).
 */
import { validationText } from './validation-texts';
import { normalizeUaPhone } from './phone';
import { rules, type FieldCheck, type FormRules } from './form-rules';
import { validate } from './validators';

export const COMPLAINT_REASONS = ['counterfeit', 'wrong_description', 'forbidden', 'other'] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

const REPORT_TEXT_MAX = 2000;
const CHARACTERISTIC_NAME_MAX = 200;

/** A contact is what the shopper typed: an e-mail when it has an "@", otherwise a phone. */
const contactRule: FieldCheck<Record<string, string>> = (value, _values, lang) =>
  validate(value.includes('@') ? 'email' : 'phone', value, undefined, lang)?.message ?? null;

type ComplaintValues = { reason: string; text: string; contact: string };
export const complaintRules: FormRules<ComplaintValues> = {
  reason: (value, values, lang) =>
    rules('required')(value, values, lang) ??
    ((COMPLAINT_REASONS as readonly string[]).includes(value) ? null : validationText('invalid', lang)),
  text: rules('required', ['maxLength', REPORT_TEXT_MAX]),
  contact: contactRule,
};

type CharacteristicsReportValues = { characteristic: string; text: string; contact: string };
export const characteristicsReportRules: FormRules<CharacteristicsReportValues> = {
  characteristic: rules(['maxLength', CHARACTERISTIC_NAME_MAX]),
  text: rules('required', ['maxLength', REPORT_TEXT_MAX]),
  contact: contactRule,
};

export type StockReminderValues = { phone: string; email: string };
/** A signed-in customer may leave both empty: the account's phone is used. */
export function stockReminderRules(contactRequired: boolean): FormRules<StockReminderValues> {
  return {
    phone: (value, values, lang) =>
      (contactRequired && values.email.trim() === '' ? rules('required')(value, values, lang) : null) ??
      rules('phone')(value, values, lang),
    email: rules('email'),
  };
}

/** What is sent and stored for a contact: a phone as its 12 digits (docs/product-rules.md#product-page), an e-mail trimmed. */
export function normalizeContact(contact: string): string {
  const text = contact.trim();
  if (text === '' || text.includes('@')) return text;
  return normalizeUaPhone(text) ?? text;
}

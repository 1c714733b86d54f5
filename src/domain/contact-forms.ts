/**
 * What visitors write to the shop from its own pages: the contact form and a partner's cooperation request.
 * The pages and the API run these same checks, so a field is refused with the same words on both sides
 * (docs/product-rules.md#contact-and-cooperation).
 */
import { validationText } from './validation-texts';
import { rules, type FieldCheck, type FormRules } from './form-rules';
import { validate } from './validators';

export const NAME_MAX = 100;
const COMPANY_MAX = 200;
const MESSAGE_MAX = 2000;
const WEBSITE_MAX = 300;
/** Sends one address may make a minute to each form: a person writes one message, a spammer hundreds. */
export const STORE_MESSAGES_PER_MINUTE = 5;

/** A contact is what the visitor typed: an e-mail when it has an "@", otherwise a phone. */
const phoneOrEmail: FieldCheck<Record<string, string>> = (value, values, lang) =>
  rules('required')(value, values, lang) ?? validate(value.includes('@') ? 'email' : 'phone', value, undefined, lang)?.message ?? null;

/** A site's address, with or without its scheme: a dotted host and nothing that cannot be in a URL. */
const WEBSITE = /^(https?:\/\/)?[^\s/.@]+(\.[^\s/.@]+)+(\/\S*)?$/i;
const website: FieldCheck<Record<string, string>> = (value, values, lang) =>
  rules(['maxLength', WEBSITE_MAX])(value, values, lang) ??
  (value.trim() === '' || WEBSITE.test(value.trim()) ? null : validationText('invalid', lang));

export type ContactMessageValues = { name: string; contact: string; message: string };
export const contactMessageRules: FormRules<ContactMessageValues> = {
  name: rules('required', ['maxLength', NAME_MAX]),
  contact: phoneOrEmail,
  message: rules('required', ['maxLength', MESSAGE_MAX]),
};

export type CooperationValues = { company: string; contact_person: string; phone: string; email: string; goods: string; website: string };
export const cooperationRules: FormRules<CooperationValues> = {
  company: rules('required', ['maxLength', COMPANY_MAX]),
  contact_person: rules('required', ['maxLength', NAME_MAX]),
  phone: rules('required', 'phone'),
  email: rules('required', 'email'),
  goods: rules('required', ['maxLength', MESSAGE_MAX]),
  website,
};

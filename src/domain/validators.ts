/**
 * Field validators shared by forms and API handlers, so both reject the same values with the same
 * words (docs/product-rules.md#errors-and-notices). Convention borrowed from vuelidate: every rule except `required` (and `sameAs`)
 * passes on an empty value, so an optional field can still carry a format rule.
 */
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from './limits';
import { validationText, type Lang, type ValidationTextKey, type ValidationTextVars } from './validation-texts';
import { isUkrainianMobile } from './phone';

export const RULE_NAMES = ['required', 'phone', 'email', 'promoCode', 'birthYear', 'minLength', 'maxLength', 'sameAs', 'smsCode'] as const;
type RuleName = (typeof RULE_NAMES)[number];

/** A rule name alone, or a name with its parameter: 'required', ['minLength', 8], ['sameAs', password]. */
export type RuleSpec = string | readonly [string, unknown?];

type ValidationFailure = { key: ValidationTextKey; message: string; vars: ValidationTextVars };

type Problem = { key: ValidationTextKey; vars?: ValidationTextVars } | null;
type Check = (value: unknown, params: unknown) => Problem;

const INVALID: Problem = { key: 'invalid' };

// NaN is what a number input yields for an unparsable entry: it is "nothing entered".
function isEmpty(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  // false is an answer (e.g. "sterilized: no"), not a missing one.
  return false;
}

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function lengthParam(rule: string, params: unknown): number {
  // A bad bound is a programming error in the form definition, not a user error.
  if (typeof params !== 'number' || !Number.isInteger(params) || params < 0) {
    throw new Error(`${rule} needs a non-negative integer length`);
  }
  return params;
}

/** Code points, so "😀" is one character, as the user sees it. */
const charCount = (text: string): number => Array.from(text).length;

/** Optional-field wrapper: empty passes; non-text (an object, a boolean) is invalid. */
const textRule =
  (check: (text: string, params: unknown) => Problem): Check =>
  (value, params) => {
    if (isEmpty(value)) return null;
    const text = asText(value);
    return text === null ? INVALID : check(text, params);
  };

// Pragmatic, not RFC 5322: one @, no spaces, a dotted domain. The confirmation mail is the real test.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const EMAIL_MAX = 254;

// Codes are issued in Latin letters and digits; a Cyrillic look-alike ("С" for "C") is a keyboard
// layout slip, better caught here than answered with 'Неправильний промокод' after a round trip.
const PROMO_CODE = /^(?:[A-Za-z0-9]{6}|[A-Za-z0-9]{8})$/;
const SMS_CODE = /^\d{6}$/;
const ISO_DATE_YEAR = /^(\d{4})-\d{2}-\d{2}/;

function parseYear(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d{4}$/.test(text)) return Number(text);
  // The profile stores birth_day as a date; the rule is about its year.
  const match = ISO_DATE_YEAR.exec(text);
  return match?.[1] ? Number(match[1]) : null;
}

const VALIDATORS: Readonly<Record<RuleName, Check>> = {
  required: (value) => (isEmpty(value) ? { key: 'required' } : null),
  phone: textRule((text) => (isUkrainianMobile(text) ? null : INVALID)),
  email: textRule((text) => {
    const email = text.trim();
    return email.length <= EMAIL_MAX && EMAIL.test(email) ? null : INVALID;
  }),
  promoCode: textRule((text) => (PROMO_CODE.test(text.trim()) ? null : INVALID)),
  smsCode: textRule((text) => (SMS_CODE.test(text.trim()) ? null : INVALID)),
  birthYear: (value) => {
    if (isEmpty(value)) return null;
    const year = parseYear(value);
    if (year === null) return INVALID;
    if (year < BIRTH_YEAR_MIN) return { key: 'birthYearMin', vars: { min: BIRTH_YEAR_MIN } };
    if (year > BIRTH_YEAR_MAX) return { key: 'birthYearMax', vars: { max: BIRTH_YEAR_MAX } };
    return null;
  },
  // Lengths are not trimmed: a password's spaces are part of it.
  minLength: (value, params) => {
    const min = lengthParam('minLength', params);
    return textRule((text) => (charCount(text) >= min ? null : { key: 'minLength', vars: { min } }))(value, params);
  },
  maxLength: (value, params) => {
    const max = lengthParam('maxLength', params);
    return textRule((text) => (charCount(text) <= max ? null : { key: 'maxLength', vars: { max } }))(value, params);
  },
  // Always compared, even when empty: an empty confirmation of a typed password is a mismatch.
  sameAs: (value, other) => ((value ?? '') === (other ?? '') ? null : { key: 'passwordMismatch' }),
};

export function isRuleName(name: string): name is RuleName {
  // Own keys only, so 'toString' or '__proto__' are not mistaken for rules.
  return Object.hasOwn(VALIDATORS, name);
}

function checkFor(ruleName: string): Check {
  if (!isRuleName(ruleName)) throw new Error('No such validator');
  return VALIDATORS[ruleName];
}

export function validate(ruleName: string, value: unknown, params?: unknown, lang: Lang = 'uk'): ValidationFailure | null {
  const problem = checkFor(ruleName)(value, params);
  if (!problem) return null;
  const vars = problem.vars ?? {};
  return { key: problem.key, message: validationText(problem.key, lang, vars), vars };
}

/** First failing rule, in the order given (put 'required' first so an empty field says so). */
export function validateField(rules: readonly RuleSpec[], value: unknown, lang: Lang = 'uk'): ValidationFailure | null {
  const parsed = rules.map((rule): readonly [string, unknown] => (typeof rule === 'string' ? [rule, undefined] : [rule[0], rule[1]]));
  // Resolve every name before running any, so a typo throws even when an earlier rule fails.
  for (const [name] of parsed) checkFor(name);
  for (const [name, params] of parsed) {
    const failure = validate(name, value, params, lang);
    if (failure) return failure;
  }
  return null;
}

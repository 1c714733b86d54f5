/**
 * What makes a product review acceptable (docs/product-rules.md#product-page "Review", docs/product-rules.md#product-page "Review files"). The form checks
 * these before a review is sent or queued offline, the API checks them again: same rules, same words.
 */
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_TYPES, REVIEW_PROS_CONS_MAX, REVIEW_TEXT_MAX } from './limits';
import { validationText, type Lang } from './validation-texts';
import { validateField, type RuleSpec } from './validators';

type ReviewPhotoType = (typeof REVIEW_PHOTO_TYPES)[number];

/** Bytes of a file's start that tell its format apart. */
export const PHOTO_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** The format by the file's first bytes: a renamed text file is not a photo, whatever its name or declared type. */
export function photoTypeOf(head: Uint8Array): ReviewPhotoType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Text keys of `locales/{uk,ru}/errors.json`, so the form and the API word a refusal alike. */
export type PhotoProblem = 'reviewPhotoWrongFormat' | 'reviewPhotoTooLarge';

export function reviewPhotoProblem(size: number, head: Uint8Array): PhotoProblem | null {
  if (!photoTypeOf(head)) return 'reviewPhotoWrongFormat';
  if (size > REVIEW_PHOTO_MAX_BYTES) return 'reviewPhotoTooLarge';
  return null;
}

type ReviewTextField = 'advantages' | 'disadvantages' | 'text';
export type ReviewField = 'rating' | ReviewTextField;
export type ReviewFields = Partial<Record<ReviewField, unknown>>;

const TEXT_RULES: Record<ReviewTextField, readonly RuleSpec[]> = {
  advantages: [['maxLength', REVIEW_PROS_CONS_MAX]],
  disadvantages: [['maxLength', REVIEW_PROS_CONS_MAX]],
  text: ['required', ['maxLength', REVIEW_TEXT_MAX]],
};

/** Stars 1 to 5; a form sends them as text. */
export function ratingOf(value: unknown): number | null {
  const rating = typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : value;
  return typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null;
}

/** The message for one field, or null when it is fine. */
export function reviewFieldError(field: ReviewField, value: unknown, lang: Lang): string | null {
  if (field === 'rating') {
    if (value == null || value === '') return validationText('required', lang);
    return ratingOf(value) === null ? validationText('invalid', lang) : null;
  }
  return validateField(TEXT_RULES[field], value, lang)?.message ?? null;
}

export const REVIEW_FIELDS: readonly ReviewField[] = ['rating', 'advantages', 'disadvantages', 'text'];

/** Every bad field at once, shaped as the API's `errors` map. */
export function reviewFieldErrors(fields: ReviewFields, lang: Lang): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of REVIEW_FIELDS) {
    const message = reviewFieldError(field, fields[field], lang);
    if (message) errors[field] = [message];
  }
  return errors;
}

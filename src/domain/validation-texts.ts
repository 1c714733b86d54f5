/**
 * The keys of the validation and business-error texts both sides show, so the server can answer
 * `{ message, errors }` in the request's language with the very texts the client would show. The texts live in
 * locales/<lang>/validation.json (docs/product-rules.md#cabinet quotes the Ukrainian ones); each side hands the
 * rules its text system once at start (`setValidationTexts`), so the rules stay pure and one i18next fills them.
 */
import type { Lang } from './paths';
export type { Lang };

export type ValidationTextKey =
  | 'required'
  | 'invalid'
  | 'generic'
  | 'birthYearMin'
  | 'birthYearMax'
  | 'minLength'
  | 'maxLength'
  | 'passwordMismatch'
  | 'missingCheckoutData'
  | 'wrongSmsCode'
  | 'invalidPromoCode'
  | 'checkoutDeclined'
  | 'notAddedToCart'
  | 'emptyQuery'
  | 'emptyData'
  | 'pageNotFound'
  | 'fileWrongFormat'
  | 'fileTooLarge'
  | 'fileUploadError'
  | 'maxLines'
  | 'scheduleLine';

export type ValidationTextVars = Readonly<Record<string, string | number>>;

/** How a side turns a key into its text: the app's i18next, the server's, or a test's. */
type ValidationTexts = (key: ValidationTextKey, lang: Lang, vars: ValidationTextVars) => string;

let texts: ValidationTexts | null = null;

export function setValidationTexts(source: ValidationTexts): void {
  texts = source;
}

export function isLang(value: unknown): value is Lang {
  return value === 'uk' || value === 'ru';
}

/** The text of a rule's message in a language; `vars` fill its `{{name}}` placeholders. */
export function validationText(key: ValidationTextKey, lang: Lang = 'uk', vars: ValidationTextVars = {}): string {
  if (!texts) throw new Error('validationText was called before setValidationTexts: the app and the server set it as they start');
  return texts(key, lang, vars);
}

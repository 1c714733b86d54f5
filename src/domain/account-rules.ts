/**
 * The sign-in forms' rules (docs/product-rules.md#accounts-and-sign-in "Passwords need a confirmation field"), run by the forms and by the
 * API, so a field is refused with the same words on both sides.
 */
import { rules, type FormRules } from './form-rules';

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

export type PhoneValues = { phone: string };
export const phoneRules: FormRules<PhoneValues> = { phone: rules('required', 'phone') };

export type CodeValues = { code: string };
export const codeRules: FormRules<CodeValues> = { code: rules('required', 'smsCode') };

export type NewPasswordValues = { password: string; password_confirmation: string };
export const newPasswordRules: FormRules<NewPasswordValues> = {
  password: rules('required', ['minLength', PASSWORD_MIN], ['maxLength', PASSWORD_MAX]),
  password_confirmation: (value, values, lang) =>
    rules('required')(value, values, lang) ?? rules(['sameAs', values.password])(value, values, lang),
};

export type LoginValues = { phone: string; password: string };
export const loginRules: FormRules<LoginValues> = { phone: phoneRules.phone, password: rules('required') };

/**
 * Where to go after signing in: the `back` path when it stays on this site, otherwise the cabinet.
 * "//evil.example" and "/\evil.example" are other sites to a browser, so they do not count.
 */
export function sameSiteBack(back: string | null): string {
  return back && back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') ? back : '/cabinet';
}

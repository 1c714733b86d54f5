import { phoneDigits } from './phone';

/**
 * What the back office's support search is given (docs/product-rules.md#support): a customer's phone, typed any way
 * people write a Ukrainian number, or an order's number. Looking a number up sends nothing to anyone, so it may guess
 * where the shop's own phone fields ask again (src/domain/phone.ts): a wrong guess finds nobody.
 */
export type SupportSearch = { phone: string } | { order: number };

/** The longest order number: anything with more digits is a phone. */
const ORDER_DIGITS = 8;

/**
 * The canonical 380XXXXXXXXX of a phone as people type it: the international form with or without "+", the
 * "00" call prefix or a doubled zero ("+380 0XX"), the national "0XX…", the old trunk "8 0XX…", or the nine digits
 * after the country code; spaces, dashes, dots and brackets anywhere. Null for anything else.
 */
export function phoneToFind(input: string): string | null {
  if (/[^\d\s+\-().]/.test(input)) return null;
  const digits = phoneDigits(input);
  const national =
    digits.length === 14 && digits.startsWith('00380')
      ? digits.slice(5)
      : digits.length === 13 && digits.startsWith('3800')
        ? digits.slice(4)
        : digits.length === 12 && digits.startsWith('380')
          ? digits.slice(3)
          : digits.length === 11 && digits.startsWith('80')
            ? digits.slice(2)
            : digits.length === 10 && digits.startsWith('0')
              ? digits.slice(1)
              : digits.length === 9
                ? digits
                : '';
  return /^[1-9]\d{8}$/.test(national) ? `380${national}` : null;
}

/** An order's number ("1234", "#1234", "№ 1234") or a phone; null for what is neither. */
export function supportSearch(input: string): SupportSearch | null {
  const order = new RegExp(`^\\s*(?:#|№)?\\s*([1-9]\\d{0,${ORDER_DIGITS - 1}})\\s*$`).exec(input);
  if (order) return { order: Number(order[1]) };
  const phone = phoneToFind(input);
  return phone ? { phone } : null;
}

/**
 * Ukrainian phone numbers. The API always receives 12 digits "380XXXXXXXXX" (docs/product-rules.md#checkout: reduced to
 * digits before sending), so SMS codes, logins and saved contacts match one canonical key.
 */

export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * Canonical "380XXXXXXXXX" or null. Accepted: the international form (what the input mask
 * produces) and the 10-digit national form "0XXXXXXXXX" people type from habit. Anything else
 * (e.g. the old "8 0XX" trunk prefix, or a "+380 0XX" double zero) is asked again rather than
 * guessed: a guessed number sends an SMS code to a stranger.
 */
export function normalizeUaPhone(input: string): string | null {
  const digits = phoneDigits(input);
  const international = digits.length === 10 && digits.startsWith('0') ? `38${digits}` : digits;
  // The national significant number never starts with 0, so "3800..." is a typo, not a phone.
  return /^380[1-9]\d{8}$/.test(international) ? international : null;
}

/**
 * Any 380 number with nine more digits. Operator codes are deliberately not listed: new ranges
 * appear (and would be rejected by a stale list); the SMS provider is the real check.
 */
export function isUkrainianMobile(phone: string): boolean {
  return normalizeUaPhone(phone) !== null;
}

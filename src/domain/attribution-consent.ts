/**
 * docs/product-rules.md#analytics-and-attribution: the shopper's privacy choice, kept in a cookie for a year so the
 * server knows it too (it writes the ad cookies only with consent to advertising).
 */

export const CONSENT_COOKIE = 'consent';

export interface ConsentChoice {
  analytics: boolean;
  ads: boolean;
}

const NONE = 'none';

/** `analytics.ads`, `analytics`, `ads` or `none`: readable in a cookie, no characters that need escaping. */
export function consentCookieValue(choice: ConsentChoice): string {
  const granted = [choice.analytics && 'analytics', choice.ads && 'ads'].filter(Boolean);
  return granted.length > 0 ? granted.join('.') : NONE;
}

/** The choice a cookie holds; null when the shopper has not chosen yet (or the value is not one we write). */
export function consentFromCookie(value: string | undefined): ConsentChoice | null {
  if (!value) return null;
  const parts = value.split('.');
  if (value !== NONE && !parts.every((p) => p === 'analytics' || p === 'ads')) return null;
  return { analytics: parts.includes('analytics'), ads: parts.includes('ads') };
}

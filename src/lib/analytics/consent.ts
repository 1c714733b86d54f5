import { signal } from '@preact/signals-react';
import { adCookieChange, ADS_COOKIE, ADUID_COOKIE, isAdLanding } from '../../domain/attribution';
import { CONSENT_COOKIE, consentCookieValue, consentFromCookie, type ConsentChoice } from '../../domain/attribution-consent';
import { AD_COOKIE_SECONDS } from '../../domain/limits';
import { readCookie, writeCookie } from '../cookies';
import { updateGtagConsent } from './gtag';

/**
 * The shopper's privacy choice (docs/product-rules.md#analytics-and-attribution): null until they choose. Read from
 * its cookie once the app runs in the browser; the server reads the same cookie.
 */
export const consentChoice = signal<ConsentChoice | null>(null);
/** the footer's "cookie settings" opens the choice again */
export const consentSettingsOpen = signal(false);

const CONSENT_DAYS = 365;
const AD_COOKIE_DAYS = AD_COOKIE_SECONDS / 86_400;
/** the ad link the shopper landed with, kept for this tab until they choose (nothing is stored for ads before) */
const LANDING_KEY = 'ad_landing';

function session(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    // Private modes may refuse storage: the landing is then not remembered.
    return null;
  }
}

/** At the start in the browser: the stored choice, and an ad landing kept aside while there is none. */
export function readConsent(search: string): void {
  consentChoice.value = consentFromCookie(readCookie(CONSENT_COOKIE));
  if (consentChoice.peek() === null && isAdLanding(search)) session()?.setItem(LANDING_KEY, search);
}

function applyAdLanding(search: string): void {
  const change = adCookieChange(search);
  if (change?.ads) writeCookie(ADS_COOKIE, change.ads, AD_COOKIE_DAYS);
  if (change?.aduid) writeCookie(ADUID_COOKIE, change.aduid, AD_COOKIE_DAYS);
  else if (change?.aduid === null) writeCookie(ADUID_COOKIE, '', 0);
}

/**
 * Keeps the choice for a year and acts on it: Google's tag hears it; with advertising allowed the ad link the
 * shopper landed with is applied now, without it the ad cookies go.
 */
export function chooseConsent(choice: ConsentChoice): void {
  writeCookie(CONSENT_COOKIE, consentCookieValue(choice), CONSENT_DAYS);
  consentChoice.value = choice;
  consentSettingsOpen.value = false;
  updateGtagConsent(choice);
  const landing = session()?.getItem(LANDING_KEY);
  session()?.removeItem(LANDING_KEY);
  if (!choice.ads) {
    writeCookie(ADS_COOKIE, '', 0);
    writeCookie(ADUID_COOKIE, '', 0);
  } else if (landing) {
    applyAdLanding(landing);
  }
}

import type { ConsentChoice } from '../../domain/attribution-consent';
import type { AnalyticsSink } from './transport';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const GTAG_ORIGIN = 'https://www.googletagmanager.com';

/** Google's tag reads its commands as `arguments` objects from dataLayer, exactly as its own snippet pushes them. */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- gtag.js recognises commands only as an Arguments object
  (window.dataLayer ??= []).push(arguments);
}

/** Google Consent Mode v2: everything denied until the shopper chooses (null), then what they chose. */
function consentMode(choice: ConsentChoice | null) {
  const ads = choice?.ads ? 'granted' : 'denied';
  return { analytics_storage: choice?.analytics ? 'granted' : 'denied', ad_storage: ads, ad_user_data: ads, ad_personalization: ads };
}

/** The store's measurement id, set in the page by the server only in production with GA_MEASUREMENT_ID configured. */
export const measurementId = (): string | null =>
  document.querySelector<HTMLMetaElement>('meta[name="ga-measurement-id"]')?.content || null;

/**
 * Consent defaults first, then the tag, loaded after the page is interactive: it never holds up the first paint.
 * Events carry their own time (`event_time`, ms) so those sent late, after being offline, keep when they happened.
 */
export function startGtag(id: string, choice: ConsentChoice | null): AnalyticsSink {
  gtag('consent', 'default', { ...consentMode(null), wait_for_update: 500 });
  if (choice) gtag('consent', 'update', consentMode(choice));
  gtag('js', new Date());
  gtag('config', id);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
  return (event) => gtag('event', event.name, { ...event.params, event_time: event.time });
}

/** Tells Google's tag the shopper's new choice; nothing to tell when the tag is not running. */
export function updateGtagConsent(choice: ConsentChoice): void {
  if (window.dataLayer) gtag('consent', 'update', consentMode(choice));
}

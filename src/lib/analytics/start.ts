import { consentChoice, readConsent } from './consent';
import { measurementId, startGtag } from './gtag';
import { recorderSink, startSending } from './transport';

let started = false;

/**
 * Once the page is interactive: the stored consent, then where events go. Google's tag only when the server named a
 * measurement id (production with GA_MEASUREMENT_ID); the recorder otherwise, so development and tests see every
 * event without a network.
 */
export function startAnalytics(): void {
  if (started) return;
  started = true;
  readConsent(location.search);
  const id = measurementId();
  startSending(id ? startGtag(id, consentChoice.peek()) : recorderSink);
}

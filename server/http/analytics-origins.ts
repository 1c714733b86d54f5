import type { Config } from '../config';

/**
 * Where Google's tag loads from and reports to (docs/decisions/0037-consent-and-attribution.md). The CSP names these
 * origins only when the store has a measurement id: without one no outside script may run at all.
 */
export function analyticsOrigins(config: Pick<Config, 'gaMeasurementId'>) {
  if (!config.gaMeasurementId) return { script: [], connect: [], img: [] };
  const tag = 'https://www.googletagmanager.com';
  const collect = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
  return { script: [tag], connect: [tag, ...collect], img: [tag, ...collect] };
}

/** The id the app's analytics reads from the page; nothing without one. */
export const analyticsMeta = (config: { gaMeasurementId?: string | null }): string =>
  config.gaMeasurementId ? `<meta name="ga-measurement-id" content="${config.gaMeasurementId}">` : '';

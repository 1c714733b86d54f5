/**
 * docs/product-rules.md#analytics-and-attribution: which campaign or affiliate brought a shopper. Pure rules, so the
 * server (writing the cookies as it renders a landing page) and the browser (writing them once the shopper
 * consents) decide the same way.
 */

/** The ad source a visit came from. */
export const ADS_COOKIE = 'ads';
/** The affiliate network's click id, kept only for admitad visits. */
export const ADUID_COOKIE = 'aduid';

/** A gclid is a Google Ads click: it names the source when the link has no utm_source of its own. */
const GCLID_SOURCE = 'google';
const AFFILIATE_SOURCE = 'admitad';
/** what one cookie value may hold (the order columns keep 200 characters) */
const MAX_VALUE_LENGTH = 200;

/** What a visit does to the ad cookies: a value to write, `null` to clear, absent to leave as it is. */
export interface AdCookieChange {
  ads?: string;
  aduid?: string | null;
}

/** The query parameters the rule reads, as a URL's `search` or already parsed. */
type LandingQuery = string | URLSearchParams;

const param = (query: URLSearchParams, name: string) => query.get(name)?.trim().slice(0, MAX_VALUE_LENGTH) || '';

/**
 * A visit with utm_source or gclid writes `ads` (the source); admitad_uid goes into `aduid` only when the source is
 * admitad; a gclid with another source clears `aduid`. Null: the visit changes nothing.
 */
export function adCookieChange(landing: LandingQuery): AdCookieChange | null {
  const query = typeof landing === 'string' ? new URLSearchParams(landing) : landing;
  const utmSource = param(query, 'utm_source');
  const gclid = param(query, 'gclid');
  if (!utmSource && !gclid) return null;
  const source = utmSource || GCLID_SOURCE;
  const change: AdCookieChange = { ads: source };
  const uid = param(query, 'admitad_uid');
  if (source.toLowerCase() === AFFILIATE_SOURCE) {
    if (uid) change.aduid = uid;
  } else if (gclid) {
    change.aduid = null;
  }
  return change;
}

/** True when the link carries something the rule reads: worth keeping until the shopper decides on consent. */
export const isAdLanding = (landing: LandingQuery): boolean => adCookieChange(landing) !== null;

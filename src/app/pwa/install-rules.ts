/**
 * When the shop offers to be installed (the rules only; install-offer-store.ts feeds them). Never on the first
 * screen of a first visit: a stranger has not yet decided to come back. The offer comes from the second visit on,
 * or right after the first order, when the shopper has a reason to return (the order's status).
 */

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A visit ends after 30 minutes away (the usual web-analytics session) or at midnight. */
const VISIT_GAP_MS = 30 * MINUTE_MS;
/** "Не зараз" hides the offer this long: long enough not to nag, short enough for a shopper who came to like the shop. */
const INSTALL_SNOOZE_MS = 14 * DAY_MS;

export interface Visits {
  count: number;
  /** ms since epoch: when the app was last seen in use */
  lastSeen: number;
}

const sameDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();

/** The visits after the app is seen in use at `now`: a new one on a later day or after 30 minutes away. */
export function visitSeen(visits: Visits | null, now: number): Visits {
  if (!visits) return { count: 1, lastSeen: now };
  const newVisit = now - visits.lastSeen > VISIT_GAP_MS || !sameDay(visits.lastSeen, now);
  return { count: visits.count + (newVisit ? 1 : 0), lastSeen: now };
}

/** How this browser installs an app: its own prompt (Chromium), the Share menu (iOS Safari), or not at all. */
export type InstallWay = 'prompt' | 'ios' | 'none';

export interface InstallFacts {
  way: InstallWay;
  /** running from the home screen, or installed in this browser */
  installed: boolean;
  visits: number;
  /** on the thank-you page of an order this browser placed */
  afterOrder: boolean;
  /** when "Не зараз" (or the browser's own "cancel") last hid the prompt offer */
  snoozedAt: number | null;
  iosHintDismissed: boolean;
  now: number;
}

/** What to offer now: the install prompt, the iOS hint, or nothing. */
export function installOfferNow(facts: InstallFacts): 'prompt' | 'ios' | null {
  if (facts.installed || facts.way === 'none') return null;
  if (facts.visits < 2 && !facts.afterOrder) return null;
  if (facts.way === 'ios') return facts.iosHintDismissed ? null : 'ios';
  return facts.snoozedAt !== null && facts.now - facts.snoozedAt < INSTALL_SNOOZE_MS ? null : 'prompt';
}

/**
 * iPhone and iPad Safari, which install only from the Share menu. iPadOS says "Macintosh" but has a touch screen;
 * other browsers on iOS name themselves (CriOS, FxiOS, EdgiOS...) and in-app views (Instagram, Facebook) cannot install.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const apple = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return apple && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|YaBrowser|GSA\/|Instagram|FBAN|FBAV/.test(userAgent);
}

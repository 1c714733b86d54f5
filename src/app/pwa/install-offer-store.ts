import { computed, signal } from '@preact/signals-react';
import { boolean, enums, integer, nullable, number, object, type Describe } from 'superstruct';
import { EARLY_INSTALL_PROMPT } from '../../domain/page-rendering';
import { readWebStorage, writeWebStorage, type StoredShape } from '../../lib/storage';
import { installOfferNow, isIosSafari, visitSeen, type InstallWay, type Visits } from './install-rules';

/**
 * The install offer's memory and the browser's side of it: the prompt Chromium hands over, whether the app runs
 * from the home screen, and the shopper's visits and answers (one localStorage entry).
 */

/** What Chromium hands over instead of showing its own install bar. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface OfferMemory {
  visits: Visits | null;
  snoozedAt: number | null;
  iosHintDismissed: boolean;
  installed: boolean;
  /** the shopper's answer to the browser's install dialog, last time it was shown */
  outcome: 'accepted' | 'dismissed' | null;
}

const KEY = 'kramnytsia:install-offer';
const memoryStruct: Describe<OfferMemory> = object({
  visits: nullable(object({ count: integer(), lastSeen: number() })),
  snoozedAt: nullable(number()),
  iosHintDismissed: boolean(),
  installed: boolean(),
  outcome: nullable(enums(['accepted', 'dismissed'])),
});
const OFFER_MEMORY: StoredShape<OfferMemory> = { version: 1, data: memoryStruct };
const FORGOTTEN: OfferMemory = { visits: null, snoozedAt: null, iosHintDismissed: false, installed: false, outcome: null };

/** The prompt the browser handed over, until it is used. */
export const installPrompt = signal<BeforeInstallPromptEvent | null>(null);
/** Null until the app starts in a browser: the server's page and the first render offer nothing. */
const memory = signal<OfferMemory | null>(null);
export const installOfferStarted = computed(() => memory.value !== null);
const standalone = signal(false);
const iosSafari = signal(false);

/** Another tab may have counted a visit or answered meanwhile: each change starts from what is stored. */
function remember(change: (stored: OfferMemory) => Partial<OfferMemory>): void {
  const stored = readWebStorage(localStorage, KEY, OFFER_MEMORY) ?? FORGOTTEN;
  const next = { ...stored, ...change(stored) };
  memory.value = next;
  writeWebStorage(localStorage, KEY, OFFER_MEMORY, next);
}

/**
 * The shopper opened a page, or came back to the tab: a visit goes on with each (a new one after 30 minutes
 * without either, as web analytics count sessions). A tab left open and idle is no visit going on.
 */
export const pageSeen = () => remember((stored) => ({ visits: visitSeen(stored.visits, Date.now()) }));

// Caught as the app's code loads, before the page is taken over: the browser may hand the prompt over early, and
// an uncaught one shows the browser's own bar on a first visit. One handed over before the code came was kept by the
// server-rendered page's loader (server/http/app-code.ts).
if (typeof window !== 'undefined') {
  const early = (window as { [EARLY_INSTALL_PROMPT]?: BeforeInstallPromptEvent })[EARLY_INSTALL_PROMPT];
  if (early) installPrompt.value = early;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt.value = event as BeforeInstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    installPrompt.value = null;
    remember(() => ({ installed: true }));
  });
}

/** Reads what the browser is (installed? iOS Safari?) and follows returns to the tab; returns the cleanup. */
export function startInstallOffer(): () => void {
  const home = window.matchMedia?.('(display-mode: standalone)');
  standalone.value = home?.matches === true || (navigator as { standalone?: boolean }).standalone === true;
  iosSafari.value = isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0);
  const onVisibility = () => document.visibilityState === 'visible' && pageSeen();
  const onHomeScreen = (event: MediaQueryListEvent) => (standalone.value = event.matches);
  document.addEventListener('visibilitychange', onVisibility);
  home?.addEventListener?.('change', onHomeScreen);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    home?.removeEventListener?.('change', onHomeScreen);
  };
}

const installWay = (): InstallWay => (installPrompt.value ? 'prompt' : iosSafari.value ? 'ios' : 'none');

/** What to offer now; `afterOrder`: on the thank-you page of an order this browser placed. */
export function installOffer(afterOrder: boolean): 'prompt' | 'ios' | null {
  const stored = memory.value;
  if (!stored) return null;
  return installOfferNow({
    way: installWay(),
    installed: stored.installed || standalone.value,
    visits: stored.visits?.count ?? 0,
    afterOrder,
    snoozedAt: stored.snoozedAt,
    iosHintDismissed: stored.iosHintDismissed,
    now: Date.now(),
  });
}

/** "Встановити": the browser's own dialog; a "cancel" there hides the offer as "Не зараз" does. */
export async function installApp(): Promise<void> {
  const prompt = installPrompt.peek();
  if (!prompt) return;
  // A prompt works once; the browser hands over a new one when it may be asked again.
  installPrompt.value = null;
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  remember(() => ({ outcome, ...(outcome === 'dismissed' && { snoozedAt: Date.now() }) }));
}

export const notNow = () => remember(() => ({ snoozedAt: Date.now() }));
export const dismissIosHint = () => remember(() => ({ iosHintDismissed: true }));

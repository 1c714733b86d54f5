// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import ruPwa from '../../../locales/ru/pwa.json';
import ukPwa from '../../../locales/uk/pwa.json';
import { testI18n } from '../../lib/test-i18n';
import { updateAvailable, updateDismissed } from '../../lib/service-worker';
import { cartPopupOpen } from '../../stores/cart';
import { rememberPlacedCheckout } from '../../stores/placed-orders';
import { installPrompt } from './install-offer-store';
import { InstallOffer } from './InstallOffer';

const KEY = 'kramnytsia:install-offer';
const MIN = 60 * 1000;
const DAY = 24 * 60 * MIN;
const UK = {
  region: 'Встановлення застосунку',
  question: 'Встановити Крамницю на головний екран?',
  install: 'Встановити',
  notNow: 'Не зараз',
};
const RU = {
  region: 'Установка приложения',
  question: 'Установить Крамницю на главный экран?',
  install: 'Установить',
  notNow: 'Не сейчас',
};
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let i18nUk: i18n;
let i18nRu: i18n;

beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { pwa: ukPwa } });
  i18nRu = await testI18n('ru', { ru: { pwa: ruPwa } });
});

beforeEach(() => {
  // A visit also ends at midnight (install-rules.ts): each test's "10 minutes ago" stays on one day at midday. Run
  // just after midnight, "within 30 minutes: the same visit" saw yesterday and counted a second visit.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 28, 12, 0));
  localStorage.clear();
  installPrompt.value = null;
  cartPopupOpen.value = false;
  updateAvailable.value = false;
  updateDismissed.value = false;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The moment the browser is idle after the page is shown: the offer starts and counts the page then. */
const idle = () => act(() => new Promise<void>((done) => setTimeout(done, 5)));

/** The shop at an address, in its language (the path as the browser has it, /ru included), once the browser is idle. */
async function show(path = '/product/5') {
  const lang = path === '/ru' || path.startsWith('/ru/') ? 'ru' : 'uk';
  const { hook } = memoryLocation({ path });
  const shown = render(
    <I18nextProvider i18n={lang === 'ru' ? i18nRu : i18nUk}>
      <Router hook={hook} base={lang === 'ru' ? '/ru' : ''}>
        <InstallOffer />
      </Router>
    </I18nextProvider>,
  );
  await idle();
  return shown;
}

/** A shopper who was here before: their last visit ended this long ago. */
function visitedBefore(away: number, count = 1) {
  localStorage.setItem(
    KEY,
    JSON.stringify({
      version: 1,
      data: { visits: { count, lastSeen: Date.now() - away }, snoozedAt: null, iosHintDismissed: false, installed: false, outcome: null },
    }),
  );
}

const stored = () => JSON.parse(localStorage.getItem(KEY)!).data;

/** The browser hands its install prompt over, as Chromium does; the shopper will answer its dialog `outcome`. */
function browserOffersInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn(async () => {});
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

const offer = () => screen.queryByRole('region', { name: UK.region });

describe('InstallOffer', () => {
  it('takes the browser’s prompt and keeps its own bar away, yet offers nothing on a first visit', async () => {
    const { event } = browserOffersInstall();
    await show('/');
    expect(event.defaultPrevented).toBe(true);
    expect(offer()).toBeNull();
    expect(stored().visits.count).toBe(1);
  });

  it('neither counts the page nor reads the browser while the page is drawn: only once the browser is idle', async () => {
    visitedBefore(DAY);
    browserOffersInstall();
    const { hook } = memoryLocation({ path: '/' });
    render(
      <I18nextProvider i18n={i18nUk}>
        <Router hook={hook}>
          <InstallOffer />
        </Router>
      </I18nextProvider>,
    );
    expect(stored().visits.count).toBe(1);
    expect(offer()).toBeNull();
    await idle();
    expect(stored().visits.count).toBe(2);
    expect(offer()).not.toBeNull();
  });

  it('offers nothing when the shopper comes back within 30 minutes: the same visit', async () => {
    visitedBefore(10 * MIN);
    browserOffersInstall();
    await show();
    expect(offer()).toBeNull();
  });

  it('on a second visit, offers to install with buttons the keyboard reaches; "Встановити" opens the browser’s dialog and keeps the answer', async () => {
    visitedBefore(31 * MIN);
    const { prompt } = browserOffersInstall('accepted');
    await show();
    const region = offer()!;
    expect(region.textContent).toContain(UK.question);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([UK.install, UK.notNow]);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe(UK.install);
    await userEvent.keyboard('{Enter}');
    expect(prompt).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(stored().outcome).toBe('accepted'));
    expect(offer()).toBeNull();
  });

  it('"Не зараз" hides it for 14 days; a cancel in the browser’s dialog does too', async () => {
    visitedBefore(DAY, 2);
    browserOffersInstall();
    const { unmount } = await show();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe(UK.notNow);
    await userEvent.keyboard(' ');
    expect(offer()).toBeNull();
    expect(Date.now() - stored().snoozedAt).toBeLessThan(MIN);
    unmount();
    await show();
    expect(offer()).toBeNull();

    // 14 days later the offer comes back; the browser's "cancel" snoozes it again.
    localStorage.setItem(KEY, JSON.stringify({ version: 1, data: { ...stored(), snoozedAt: Date.now() - 14 * DAY - MIN } }));
    await cleanupAndShow();
    const { prompt } = browserOffersInstall('dismissed');
    await userEvent.click(screen.getByRole('button', { name: UK.install }));
    expect(prompt).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(stored()).toMatchObject({ outcome: 'dismissed' }));
    expect(Date.now() - stored().snoozedAt).toBeLessThan(MIN);
  });

  it('counts a return to a tab left open more than 30 minutes as a new visit, and offers then', async () => {
    browserOffersInstall();
    await show();
    expect(offer()).toBeNull();
    visitedBefore(40 * MIN);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(stored().visits.count).toBe(2);
    expect(offer()).not.toBeNull();
  });

  it('speaks Russian under /ru', async () => {
    visitedBefore(DAY);
    browserOffersInstall();
    await show('/ru/catalog/c1');
    const region = screen.getByRole('region', { name: RU.region });
    expect(region.textContent).toContain(RU.question);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([RU.install, RU.notNow]);
  });

  it('right after the first order, on the thank-you page, offers it on a first visit and asks once to keep the storage', async () => {
    const persist = vi.fn(async () => true);
    // happy-dom has no StorageManager.
    Object.defineProperty(navigator, 'storage', { value: { persist, persisted: async () => false }, configurable: true });
    browserOffersInstall();
    await show('/thank-you-page');
    expect(offer()).toBeNull();
    expect(persist).not.toHaveBeenCalled();

    rememberPlacedCheckout('c'.repeat(32));
    await cleanupAndShow('/ru/thank-you-page');
    expect(screen.getByRole('region', { name: RU.region })).toBeTruthy();
    await vi.waitFor(() => expect(persist).toHaveBeenCalledOnce());
    await cleanupAndShow('/thank-you-page');
    await new Promise((done) => setTimeout(done, 10));
    expect(persist).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem('kramnytsia:storage-kept')!).data).toEqual({ persisted: true });
    delete (navigator as { storage?: unknown }).storage;
  });

  it.each([
    ['on a checkout page', () => show('/checkout')],
    ['over the open cart', () => ((cartPopupOpen.value = true), show())],
    ['beside the update notice', () => ((updateAvailable.value = true), show())],
  ])('stays away %s', async (_name, arrange) => {
    visitedBefore(DAY, 3);
    browserOffersInstall();
    await arrange();
    expect(offer()).toBeNull();
  });

  it('never shows once installed, or when running from the home screen', async () => {
    visitedBefore(DAY, 3);
    browserOffersInstall();
    await show();
    expect(offer()).not.toBeNull();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(offer()).toBeNull();
    expect(stored().installed).toBe(true);

    localStorage.clear();
    visitedBefore(DAY, 3);
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({ matches: query === '(display-mode: standalone)', addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
    await cleanupAndShow();
    browserOffersInstall();
    expect(offer()).toBeNull();
  });

  it('on iPhone Safari, shows the Share-menu hint at the same moments, until dismissed for good', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    await show('/');
    expect(offer()).toBeNull();
    await cleanupAndShow('/ru/thank-you-page');
    expect(offer()).toBeNull();

    visitedBefore(DAY);
    await cleanupAndShow();
    expect(offer()!.textContent).toContain('натисніть «Поділитися», потім «На початковий екран»');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(offer()).toBeNull();
    visitedBefore(DAY, 5);
    localStorage.setItem(KEY, JSON.stringify({ version: 1, data: { ...stored(), iosHintDismissed: true } }));
    rememberPlacedCheckout('c'.repeat(32));
    await cleanupAndShow('/thank-you-page');
    expect(offer()).toBeNull();
  });

  it('speaks Russian on iPhone too', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    visitedBefore(DAY);
    await show('/ru');
    const region = screen.getByRole('region', { name: RU.region });
    expect(region.textContent).toBe('Чтобы установить Крамницю, нажмите «Поделиться», затем «На экран «Домой»»Понятно');
  });
});

/** Unmounts what shows and shows the shop again, as the next page load would. */
async function cleanupAndShow(path?: string) {
  document.body.innerHTML = '';
  return show(path);
}

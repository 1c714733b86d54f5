// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ruPush from '../../locales/ru/web-push.json';
import ukPush from '../../locales/uk/web-push.json';
import { testI18n } from '../lib/test-i18n';
import { FAKE_KEYS, installFakePushBrowser, removeFakePushBrowser, type FakePushBrowser } from '../lib/test-push';
import { PushOptIn } from './PushOptIn';

const STORE_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const FOLLOWS = { kinds: { stock: true }, stock_reminders: [{ product_id: 5, verification_token: 'proof-of-the-phone' }] };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The store: its key, and what browsers posted to /api/push/subscriptions. */
let posted: unknown[];
let subscriptionStatus: number;
async function server(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === '/api/push/key') return json({ data: { public_key: STORE_KEY } });
  if (pathname === '/api/push/subscriptions' && request.method === 'POST') {
    posted.push(await request.json());
    if (subscriptionStatus !== 201) return json({ message: 'Нагадування не знайдено' }, subscriptionStatus);
    return json(
      {
        data: {
          endpoint: 'e',
          kinds: { stock: true, order: true, chat: true, price: true },
          signed_in: false,
          stock_reminder_ids: [5],
          checkout_ids: [],
        },
      },
      201,
    );
  }
  return json({ message: 'not here' }, 404);
}

let i18nUk: i18n;
let i18nRu: i18n;
let browser: FakePushBrowser;
let turnedOn: ReturnType<typeof vi.fn<() => void>>;

function show(lang: 'uk' | 'ru' = 'uk') {
  render(
    <I18nextProvider i18n={lang === 'ru' ? i18nRu : i18nUk}>
      <PushOptIn label="Сповістити також у браузері" follows={FOLLOWS} onTurnedOn={turnedOn} />
    </I18nextProvider>,
  );
}
const offer = () => screen.getByRole('button', { name: 'Сповістити також у браузері' });
const press = () => userEvent.click(offer());

beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'web-push': ukPush } });
  i18nRu = await testI18n('ru', { ru: { 'web-push': ruPush } });
});
beforeEach(() => {
  posted = [];
  subscriptionStatus = 201;
  turnedOn = vi.fn<() => void>();
  browser = installFakePushBrowser();
  vi.stubGlobal('fetch', server);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  removeFakePushBrowser();
  vi.restoreAllMocks();
});

describe('PushOptIn', () => {
  it('asks nothing until pressed; then subscribes, sends what the browser follows and says notifications are on', async () => {
    show();
    expect(browser.prompts).toBe(0);
    await press();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Сповіщення увімкнено');
    expect(browser.prompts).toBe(1);
    expect(posted).toEqual([{ endpoint: browser.subscription!.endpoint, expirationTime: null, keys: FAKE_KEYS, ...FOLLOWS }]);
    expect(turnedOn).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the shopper refuses, and offers nothing more', async () => {
    browser.answer = 'denied';
    show();
    await press();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Сповіщення заборонені в налаштуваннях браузера');
    expect(posted).toEqual([]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a prompt closed without an answer leaves the offer for another try', async () => {
    browser.answer = 'default';
    show();
    await press();
    expect(await screen.findByRole('button', { name: 'Сповістити також у браузері' })).not.toHaveProperty('disabled', true);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each<[string, () => void]>([
    ['the push service cannot be reached', () => (browser.unreachable = true)],
    ['the store refuses the subscription', () => (subscriptionStatus = 404)],
  ])('when %s, says it failed and lets the shopper try again', async (_name, fail) => {
    fail();
    show();
    await press();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Не вдалося увімкнути сповіщення. Спробуйте пізніше');
    expect(offer()).toHaveProperty('disabled', false);
    expect(turnedOn).not.toHaveBeenCalled();
  });

  it('in a browser with notifications blocked, says where they are blocked instead of offering', () => {
    browser.permission = 'denied';
    show('ru');
    expect(screen.getByRole('status').textContent).toBe('Уведомления запрещены в настройках браузера');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('in a browser without web push, says how to get it instead of offering', () => {
    removeFakePushBrowser();
    show();
    expect(screen.getByText(/Цей браузер не показує сповіщень/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

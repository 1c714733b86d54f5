// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukWorkspace from '../../../locales/uk/seller-workspace.json';
import { testI18n } from '../../lib/test-i18n';
import { NewOrdersPush } from './NewOrdersPush';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SUBSCRIPTION = { endpoint: 'https://push.example/seller-phone', expirationTime: null, keys: { p256dh: 'BPk', auth: 'AuT' } };
/** A browser with a worker and a push service; `permission` is what the seller answers the prompt. */
function browserWithPush(permission: NotificationPermission) {
  const subscription = { ...SUBSCRIPTION, options: { applicationServerKey: null }, toJSON: () => SUBSCRIPTION, unsubscribe: vi.fn() };
  const registration = { pushManager: { getSubscription: async () => null, subscribe: vi.fn(async () => subscription) } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', Object.assign(class {}, { permission: 'default', requestPermission: vi.fn(async () => permission) }));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return registration;
}

let posted: unknown[];
async function server(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/api/push/key') return json({ data: { public_key: 'BEl62iUYgUivxIkv69yViEuiBIa' } });
  posted.push({ method: request.method, path: url.pathname, body: await request.json() });
  return json({ data: { endpoint: SUBSCRIPTION.endpoint, new_orders: true } }, 201);
}

let uk: i18n;
beforeAll(async () => {
  uk = await testI18n('uk', { uk: { 'seller-workspace': ukWorkspace } });
});
beforeEach(() => {
  posted = [];
  vi.stubGlobal('fetch', server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const show = () =>
  render(
    <I18nextProvider i18n={uk}>
      <NewOrdersPush />
    </I18nextProvider>,
  );

describe('pushes of new orders on the seller’s device', () => {
  it('asks the browser only on the seller’s click, then gives the store this device’s subscription', async () => {
    const registration = browserWithPush('granted');
    show();
    expect(registration.pushManager.subscribe).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Сповіщати про нові замовлення на цьому пристрої' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Цей пристрій отримує сповіщення про нові замовлення'));
    expect(posted).toEqual([
      {
        method: 'POST',
        path: '/api/seller-api/push-subscriptions',
        body: { endpoint: SUBSCRIPTION.endpoint, keys: SUBSCRIPTION.keys },
      },
    ]);
  });

  it('says so when the seller refuses the browser’s prompt, and tells the store nothing', async () => {
    browserWithPush('denied');
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Сповіщати про нові замовлення на цьому пристрої' }));
    expect(await screen.findByText('Сповіщення заборонені в налаштуваннях браузера')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('a browser without push says it cannot have them', async () => {
    show();
    expect(await screen.findByText('Цей браузер не вміє отримувати сповіщення')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukProfile from '../../../locales/uk/seller-profile.json';
import { clearResources } from '../../lib/resource';
import { testI18n } from '../../lib/test-i18n';
import { NovaPoshtaKey } from './NovaPoshtaKey';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const GOOD = '5e11e5a0c0ffee00d15ea5ed0b0a7b01';
let shown: { set: boolean; last4: string; set_at: string | null; can_edit: boolean };
let sent: unknown[];
/** The key the fake server refuses, as Nova Poshta would, with the store's message. */
const REFUSED = '0123456789abcdef0123456789abcdef';

async function server(request: Request): Promise<Response> {
  if (request.method === 'PUT') {
    const body = (await request.json()) as { api_key: string };
    sent.push(body);
    if (body.api_key === REFUSED) return json({ message: 'Нова пошта не прийняла цей ключ API: Термін дії ключа API закінчився' }, 422);
    shown = { ...shown, set: true, last4: body.api_key.slice(-4), set_at: '2026-12-06T10:00:00.000Z' };
  }
  if (request.method === 'DELETE') shown = { ...shown, set: false, last4: '', set_at: null };
  return json({ data: shown });
}

let i18nUk: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'seller-profile': ukProfile } });
});
beforeEach(() => {
  shown = { set: false, last4: '', set_at: null, can_edit: true };
  sent = [];
  clearResources();
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

const mount = () =>
  render(
    <I18nextProvider i18n={i18nUk}>
      <NovaPoshtaKey sellerId={3} />
    </I18nextProvider>,
  );

describe('the shop’s Nova Poshta key', () => {
  it('the owner gives a key, sees only its end, replaces a refused one’s attempt with the reason, and removes it', async () => {
    mount();
    expect(await screen.findByText('Власний ключ не вказано: ТТН створюються в кабінеті магазину')).toBeTruthy();
    const input = screen.getByLabelText('Ключ API');
    await userEvent.type(input, 'not-a-key');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти ключ' }));
    expect(await screen.findByText('Ключ API Нової пошти складається з 32 символів: цифр і літер a–f')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти ключ' }));
    expect(
      await screen.findByText('Ключ вказано (закінчується на 7b01): ТТН ваших замовлень створюються у вашому кабінеті Нової пошти'),
    ).toBeTruthy();
    expect(sent).toEqual([{ api_key: GOOD }]);
    expect((screen.getByLabelText('Новий ключ API') as HTMLInputElement).value).toBe('');
    expect(document.body.textContent).not.toContain(GOOD);

    await userEvent.type(screen.getByLabelText('Новий ключ API'), REFUSED);
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти ключ' }));
    expect(await screen.findByText('Нова пошта не прийняла цей ключ API: Термін дії ключа API закінчився')).toBeTruthy();
    expect(screen.getByText(/закінчується на 7b01/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Видалити ключ' }));
    expect(await screen.findByText('Власний ключ не вказано: ТТН створюються в кабінеті магазину')).toBeTruthy();
  });

  it('a manager sees whether it is set, and no form', async () => {
    shown = { set: true, last4: '7b01', set_at: '2026-12-06T10:00:00.000Z', can_edit: false };
    mount();
    expect(await screen.findByText(/закінчується на 7b01/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Зберегти ключ' })).toBeNull();
    expect(screen.queryByLabelText('Новий ключ API')).toBeNull();
  });
});

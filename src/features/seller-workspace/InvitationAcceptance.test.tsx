// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukTeam from '../../../locales/uk/seller-team.json';
import { testI18n } from '../../lib/test-i18n';
import { InvitationAcceptance } from './InvitationAcceptance';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const EXPIRED = ukTeam.errors.invitationInvalid;
/** The invitation routes over one live token ('good') and one spent ('spent'). */
let accepted: unknown[];
async function server(request: Request): Promise<Response> {
  const body = (await request.json()) as { token: string; password?: string };
  if (body.token !== 'good') return json({ message: EXPIRED }, 422);
  if (new URL(request.url).pathname.endsWith('/accept')) {
    accepted.push(body);
    return json({ data: { id: 9, name: '', phone: '380681234567', role: 'manager', seller: { id: 3, shop_name: 'Лавка' } } });
  }
  return json({ data: { shop_name: 'Лавка', phone: '380681234567', name: '' } });
}

let i18nUk: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'seller-team': ukTeam } });
});
beforeEach(() => {
  accepted = [];
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

const screenFor = (token: string, onJoined = vi.fn()) => {
  render(
    <I18nextProvider i18n={i18nUk}>
      <InvitationAcceptance token={token} onJoined={onJoined} />
    </I18nextProvider>,
  );
  return onJoined;
};

describe('an invited manager’s screen', () => {
  it('names the shop and the phone, takes a confirmed password and signs the manager in', async () => {
    const onJoined = screenFor('good');
    expect(await screen.findByText(/«Лавка» запрошує вас працювати в кабінеті продавця менеджером/)).toBeTruthy();
    expect(screen.getByText(/\+380681234567/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Пароль'), 'Menedzher2026');
    await userEvent.type(screen.getByLabelText('Повторіть пароль'), 'Menedzher2027');
    await userEvent.click(screen.getByRole('button', { name: 'Прийняти запрошення' }));
    await waitFor(() => expect(screen.getByLabelText('Повторіть пароль').getAttribute('aria-invalid')).toBe('true'));
    expect(accepted).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Повторіть пароль'));
    await userEvent.type(screen.getByLabelText('Повторіть пароль'), 'Menedzher2026');
    await userEvent.click(screen.getByRole('button', { name: 'Прийняти запрошення' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(expect.objectContaining({ role: 'manager' })));
    expect(accepted).toEqual([{ token: 'good', password: 'Menedzher2026', password_confirmation: 'Menedzher2026' }]);
  });

  it('says at once why a spent or expired link no longer works, and offers no password form', async () => {
    screenFor('spent');
    expect((await screen.findByRole('alert')).textContent).toBe(EXPIRED);
    expect(screen.queryByLabelText('Пароль')).toBeNull();
  });
});

// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ruTeam from '../../../locales/ru/admin-team.json';
import ukTeam from '../../../locales/uk/admin-team.json';
import type { OperatorTeam as Team } from '../../api/operator';
import { clearResources } from '../../lib/resource';
import { testI18n } from '../../lib/test-i18n';
import { OperatorTeam } from './OperatorTeam';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The team's routes over one admin and what the writes left. */
let team: Team;
const sent: { call: string; body: unknown }[] = [];
async function server(req: Request): Promise<Response> {
  const url = new URL(req.url).pathname;
  if (req.method === 'GET') return json({ data: team });
  const body: unknown = req.method === 'POST' ? await req.json() : null;
  sent.push({ call: `${req.method} ${url}`, body });
  if (url === '/api/operator/operators/1') return json({ message: ukTeam.errors.notYourself }, 409);
  if (req.method === 'POST') {
    const { phone, role, name } = body as { phone: string; role: 'admin' | 'moderator'; name: string };
    // The app sends a phone as the API takes it, 380XXXXXXXXX; the answer is the stored one.
    const invitation = {
      id: 5,
      phone,
      role,
      name,
      created_at: '2026-12-03T08:00:00.000Z',
      expires_at: '2026-12-06T08:00:00.000Z',
      expired: false,
    };
    team = { ...team, invitations: [invitation] };
    return json({ data: invitation }, 201);
  }
  team = { ...team, invitations: [] };
  return new Response(null, { status: 204 });
}

let i18nUk: i18n;
let i18nRu: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'admin-team': ukTeam } });
  i18nRu = await testI18n('ru', { ru: { 'admin-team': ruTeam } });
});
beforeEach(() => {
  team = {
    members: [{ id: 1, name: 'Ольга', phone: '380501150001', role: 'admin', created_at: '2026-12-01T08:00:00.000Z' }],
    invitations: [],
  };
  sent.length = 0;
  clearResources();
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

describe('the back office’s team', () => {
  it('invites a moderator by phone, lists the invitation and revokes it', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18nUk}>
        <OperatorTeam />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('listitem', { name: 'Ольга' })).toBeTruthy();
    expect(screen.getByText('Запрошень, що чекають, немає')).toBeTruthy();
    await user.type(screen.getByLabelText('Номер телефону'), '+380661234567');
    await user.type(screen.getByLabelText("Ім'я (необов'язково)"), 'Ірина');
    await user.click(screen.getByRole('button', { name: 'Надіслати запрошення' }));
    expect((await screen.findByRole('status')).textContent).toBe('Запрошення надіслано на +380661234567');
    expect(sent).toEqual([{ call: 'POST /api/operator/invitations', body: { phone: '380661234567', role: 'moderator', name: 'Ірина' } }]);
    const invitations = await screen.findByRole('list', { name: 'Запрошення' });
    expect(within(invitations).getByRole('listitem', { name: '+380661234567' }).textContent).toContain('Модератор');
    await user.click(within(invitations).getByRole('button', { name: 'Відкликати запрошення Ірина' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Запрошення' })).toBeNull());
    expect(sent.at(-1)).toEqual({ call: 'DELETE /api/operator/invitations/5', body: null });
  });

  it('refuses a wrong phone before sending, and shows the server’s refusal to remove, in Russian', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18nRu}>
        <OperatorTeam />
      </I18nextProvider>,
    );
    await user.type(await screen.findByLabelText('Номер телефона'), '12345');
    await user.click(screen.getByRole('radio', { name: 'Администратор' }));
    await user.click(screen.getByRole('button', { name: 'Отправить приглашение' }));
    await waitFor(() => expect(screen.getByLabelText('Номер телефона').getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Удалить оператора Ольга' }));
    expect((await screen.findByText(ukTeam.errors.notYourself)).getAttribute('role')).toBe('alert');
    expect(sent).toEqual([{ call: 'DELETE /api/operator/operators/1', body: null }]);
  });
});

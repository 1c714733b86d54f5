// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ruCommon from '../../../locales/ru/common.json';
import ruTeam from '../../../locales/ru/seller-team.json';
import ruWorkspace from '../../../locales/ru/seller-workspace.json';
import ukCommon from '../../../locales/uk/common.json';
import ukTeam from '../../../locales/uk/seller-team.json';
import ukWorkspace from '../../../locales/uk/seller-workspace.json';
import { clearResources } from '../../lib/resource';
import { testI18n } from '../../lib/test-i18n';
import { TeamBoard } from './TeamBoard';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Member = { id: number; name: string; phone: string; role: 'owner' | 'manager'; created_at: string };
type Invitation = { id: number; name: string; phone: string; created_at: string; expires_at: string; expired: boolean };

/** The team routes over one shop: an invitation is added, a manager or an invitation removed, as the server does. */
let members: Member[];
let invitations: Invitation[];
let calls: string[];
async function server(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  calls.push(`${request.method} ${path}`);
  if (request.method === 'GET') return json({ data: { members, invitations } });
  if (request.method === 'POST') {
    const { phone, name } = (await request.json()) as { phone: string; name: string };
    if (phone === '380507000002') return json({ message: 'Цей телефон уже працює в кабінеті продавця' }, 409);
    const invitation = {
      id: 30 + invitations.length,
      name,
      phone,
      created_at: '2026-12-02T10:00:00.000Z',
      expires_at: '2026-12-05T10:00:00.000Z',
      expired: false,
    };
    invitations = [invitation, ...invitations];
    return json({ data: invitation }, 201);
  }
  const id = Number(path.split('/').at(-1));
  if (path.includes('/members/')) members = members.filter((m) => m.id !== id);
  else invitations = invitations.filter((i) => i.id !== id);
  return new Response(null, { status: 204 });
}

let i18nUk: i18n;
let i18nRu: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'seller-team': ukTeam, 'seller-workspace': ukWorkspace, common: ukCommon } });
  i18nRu = await testI18n('ru', { ru: { 'seller-team': ruTeam, 'seller-workspace': ruWorkspace, common: ruCommon } });
});
beforeEach(() => {
  members = [
    { id: 1, name: 'Власник', phone: '380507000001', role: 'owner', created_at: '2026-09-01T09:00:00.000Z' },
    { id: 7, name: 'Марія', phone: '380671234567', role: 'manager', created_at: '2026-11-01T09:00:00.000Z' },
  ];
  invitations = [
    {
      id: 20,
      name: '',
      phone: '380931112233',
      created_at: '2026-11-20T09:00:00.000Z',
      expires_at: '2026-11-23T09:00:00.000Z',
      expired: true,
    },
  ];
  calls = [];
  clearResources();
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

const board = (i18n = i18nUk) =>
  render(
    <I18nextProvider i18n={i18n}>
      <TeamBoard userId={1} />
    </I18nextProvider>,
  );

describe('the team screen', () => {
  it('lists the owner (who is you), the managers and the invitations, the expired one saying so', async () => {
    board();
    const people = within(await screen.findByRole('list', { name: 'Працівники' })).getAllByRole('listitem');
    expect(people.map((p) => p.textContent)).toEqual([
      'Власник · +380507000001 · Власник (це ви)',
      expect.stringContaining('Марія · +380671234567 · Менеджер'),
    ]);
    // The owner has no remove button: only managers are removed.
    expect(within(people[0]!).queryByRole('button')).toBeNull();
    const waiting = within(screen.getByRole('list', { name: 'Запрошення, що чекають' })).getByRole('listitem');
    expect(waiting.textContent).toContain('+380931112233');
    expect(waiting.textContent).toContain('Термін посилання минув');
  });

  it('invites a manager by phone, says so and shows the invitation', async () => {
    board();
    await screen.findByRole('list', { name: 'Працівники' });
    await userEvent.type(screen.getByLabelText('Телефон'), '+380 50 123 45 67');
    await userEvent.type(screen.getByLabelText("Ім'я (необов'язково)"), 'Ігор');
    await userEvent.click(screen.getByRole('button', { name: 'Запросити' }));
    await waitFor(() => expect(screen.getByText('Запрошення надіслано на +380501234567')).toBeTruthy());
    expect(calls).toContain('POST /api/seller-team/invitations');
    const list = screen.getByRole('list', { name: 'Запрошення, що чекають' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('+380501234567 · Ігор'));
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Посилання діє до 5 грудня 2026');
  });

  it('refuses a phone that is no Ukrainian mobile before asking the server', async () => {
    board();
    await screen.findByRole('list', { name: 'Працівники' });
    await userEvent.type(screen.getByLabelText('Телефон'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Запросити' }));
    const field = screen.getByLabelText('Телефон');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('removes a manager and cancels an invitation, in Russian', async () => {
    board(i18nRu);
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить Марія из команды' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Марія больше не работает в кабинете'));
    expect(calls).toContain('DELETE /api/seller-team/members/7');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Сотрудники' })).getAllByRole('listitem')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Отменить приглашение для +380931112233' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Приглашение для +380931112233 отменено'));
    expect(await screen.findByText('Ожидающих приглашений нет')).toBeTruthy();
  });
});

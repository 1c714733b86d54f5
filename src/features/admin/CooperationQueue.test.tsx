// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukAdmin from '../../../locales/uk/admin.json';
import type { CooperationRequest } from '../../api/operator';
import { testI18n } from '../../lib/test-i18n';
import { CooperationQueue } from './CooperationQueue';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The back office's API over one request: the queue answers what the decisions left. */
let request: CooperationRequest;
const sent: { url: string; body: unknown }[] = [];
async function server(req: Request): Promise<Response> {
  if (req.method === 'POST') {
    const body: unknown = req.headers.get('content-type')?.includes('json') ? await req.json() : null;
    sent.push({ url: new URL(req.url).pathname, body });
    if (req.url.endsWith('/accept')) return json({ message: 'Цей телефон уже належить користувачу кабінету продавця' }, 409);
    if (req.url.endsWith('/refuse')) request = { ...request, status: 'refused' };
    if (req.url.endsWith('/note')) request = { ...request, note: (body as { note: string }).note };
    return json({ data: { id: request.id, message: 'Збережено' } });
  }
  return json({ data: [request] });
}

let i18nUk: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { admin: ukAdmin } });
});
beforeEach(() => {
  request = {
    id: 4,
    company: 'Степова олія',
    contact_person: 'Ірина',
    phone: '380677654321',
    email: '',
    goods: 'CBD-олії',
    website: '',
    lang: 'uk',
    created_at: '2026-12-01T10:00:00.000Z',
    status: 'new',
    note: '',
    seller_id: null,
  };
  sent.length = 0;
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

const queue = () =>
  render(
    <I18nextProvider i18n={i18nUk}>
      <CooperationQueue />
    </I18nextProvider>,
  );

describe('the onboarding queue', () => {
  it('refuses a request with the reason typed, and the card shows it decided without its buttons', async () => {
    queue();
    const card = await screen.findByRole('listitem', { name: 'Степова олія' });
    await userEvent.click(within(card).getByRole('button', { name: 'Відхилити' }));
    // the reason takes the keyboard at once
    await userEvent.keyboard('не наша категорія');
    expect((within(card).getByLabelText('Причина відмови (її отримає партнер)') as HTMLTextAreaElement).value).toBe('не наша категорія');
    await userEvent.click(within(card).getByRole('button', { name: 'Надіслати відмову' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Степова олія' })).getByText('Відхилена')).toBeTruthy());
    expect(sent).toEqual([{ url: '/api/operator/cooperation/4/refuse', body: { reason: 'не наша категорія' } }]);
    expect(within(screen.getByRole('listitem', { name: 'Степова олія' })).queryByRole('button', { name: 'Прийняти' })).toBeNull();
  });

  it('says why an accept was refused, and the request stays open', async () => {
    queue();
    const card = await screen.findByRole('listitem', { name: 'Степова олія' });
    await userEvent.click(within(card).getByRole('button', { name: 'Прийняти' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Цей телефон уже належить користувачу кабінету продавця');
    expect(within(screen.getByRole('listitem', { name: 'Степова олія' })).getByText('Нова')).toBeTruthy();
  });

  it('keeps a note on a request, and its save button goes once the note is saved', async () => {
    queue();
    const card = await screen.findByRole('listitem', { name: 'Степова олія' });
    expect(within(card).queryByRole('button', { name: 'Зберегти нотатку' })).toBeNull();
    await userEvent.type(within(card).getByLabelText('Нотатка'), 'передзвонити в понеділок');
    await userEvent.click(within(card).getByRole('button', { name: 'Зберегти нотатку' }));
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Степова олія' })).queryByRole('button', { name: 'Зберегти нотатку' })).toBeNull(),
    );
    expect(sent).toEqual([{ url: '/api/operator/cooperation/4/note', body: { note: 'передзвонити в понеділок' } }]);
  });
});

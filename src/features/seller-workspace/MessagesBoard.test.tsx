// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukWorkspace from '../../../locales/uk/seller-workspace.json';
import { clearResources } from '../../lib/resource';
import { testI18n } from '../../lib/test-i18n';
import { MessagesBoard } from './MessagesBoard';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Message = { id: number; author: 'customer' | 'seller'; text: string; created_at: string; read_at: string | null };
const message = (id: number, author: Message['author'], text: string): Message => ({
  id,
  author,
  text,
  created_at: '2026-12-01T10:00:00.000Z',
  read_at: null,
});

/** The seller API over two chats: a reply reads the customer's messages before it, as the server does. */
let threads: Record<number, Message[]>;
let replies: unknown[];
const head = (id: number) => ({
  id,
  kind: id === 5 ? 'order' : 'regular',
  customer: { name: id === 5 ? 'Оксана' : 'Тарас' },
  product: id === 5 ? null : { id: 7, title: 'Олія CBD 10%', image: null },
  order_id: id === 5 ? 41 : null,
  unread_count: threads[id]!.filter((m) => m.author === 'customer' && !m.read_at).length,
  updated_at: '2026-12-01T10:00:00.000Z',
});
async function server(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const id = Number(path.split('/')[4]);
  if (request.method === 'POST') {
    const { text } = (await request.json()) as { text: string };
    if (text.length > 2000) return json({ message: 'Задовге повідомлення', errors: {} }, 422);
    replies.push({ id, text });
    threads[id] = [...threads[id]!.map((m) => ({ ...m, read_at: m.read_at ?? 'now' })), message(100, 'seller', text)];
    return json({ data: threads[id]!.at(-1) }, 201);
  }
  if (id) return json({ data: { ...head(id), messages: threads[id] } });
  return json({ data: [5, 6].map((chat) => ({ ...head(chat), last_message: threads[chat]!.at(-1) ?? null })) });
}

let i18nUk: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'seller-workspace': ukWorkspace } });
});
beforeEach(() => {
  threads = {
    5: [message(1, 'customer', 'Коли відправите?'), message(2, 'customer', 'Дуже чекаю')],
    6: [message(3, 'seller', 'Вітаємо!')],
  };
  replies = [];
  clearResources();
  window.history.replaceState(null, '', '/seller?tab=messages');
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

const board = () =>
  render(
    <I18nextProvider i18n={i18nUk}>
      <MessagesBoard />
    </I18nextProvider>,
  );

describe('the messages tab', () => {
  it('lists the chats with their unread counts, opens one and sends the reply, after which it counts as read', async () => {
    board();
    const orderChat = await screen.findByRole('button', { name: /Оксана · Замовлення № 41/ });
    expect(within(orderChat).getByText('2 непрочитані')).toBeTruthy();
    const regular = screen.getByRole('button', { name: /Тарас · Олія CBD 10%/ });
    expect(within(regular).queryByText(/непрочитан/)).toBeNull();

    await userEvent.click(orderChat);
    expect(window.location.search).toBe('?tab=messages&chat=5');
    expect(await screen.findByText('Дуже чекаю')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Надіслати' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Ваша відповідь'), '  Сьогодні ввечері  ');
    await userEvent.click(send);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Відповідь надіслано'));
    expect(replies).toEqual([{ id: 5, text: 'Сьогодні ввечері' }]);
    expect(screen.getByText('Сьогодні ввечері')).toBeTruthy();
    expect((screen.getByLabelText('Ваша відповідь') as HTMLTextAreaElement).value).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'До розмов' }));
    const answered = await screen.findByRole('button', { name: /Оксана · Замовлення № 41/ });
    await waitFor(() => expect(within(answered).queryByText(/непрочитан/)).toBeNull());
    expect(within(answered).getByText('Сьогодні ввечері')).toBeTruthy();
  });

  it('says so when no buyer has written yet', async () => {
    threads = { 5: [], 6: [] };
    vi.stubGlobal('fetch', async (request: Request) =>
      new URL(request.url).pathname.endsWith('/conversations') ? json({ data: [] }) : server(request),
    );
    board();
    expect(await screen.findByText('Покупці ще не писали')).toBeTruthy();
  });

  it('keeps the reply and says why when the server refuses it', async () => {
    board();
    await userEvent.click(await screen.findByRole('button', { name: /Оксана/ }));
    await screen.findByText('Дуже чекаю');
    const long = 'а'.repeat(2001);
    const box = screen.getByLabelText('Ваша відповідь') as HTMLTextAreaElement;
    await userEvent.click(box);
    await userEvent.paste(long);
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Задовге повідомлення');
    expect(box.value).toBe(long);
    expect(replies).toEqual([]);
  });
});

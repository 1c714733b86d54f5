// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukCabinet from '../../../../locales/uk/cabinet.json';
import ukCommon from '../../../../locales/uk/common.json';
import ukErrors from '../../../../locales/uk/errors.json';
import ukMessages from '../../../../locales/uk/messages.json';
import type { ChatMessage, Conversation } from '../../../api/conversations';
import { flush, queued } from '../../../lib/outbox';
import { closeTestConnection, json, testConnection, type TestConnection } from '../../../lib/test-connection';
import { cabinetTexts, connectionBack, keptOffline, notices, signedIn } from '../shared/test-waiting-changes';
import { ConversationView } from './ConversationView';

const hello: ChatMessage = {
  id: 1,
  author: 'seller',
  text: 'Вітаємо! Чим допомогти?',
  created_at: '2026-12-01T10:00:00.000Z',
  read_at: null,
};

let connection: TestConnection;
/** The chat as the server holds it. */
let chat: Conversation;

beforeAll(() => cabinetTexts({ messages: ukMessages, common: ukCommon, errors: ukErrors, cabinet: ukCabinet }));

beforeEach(async () => {
  chat = {
    id: 9,
    kind: 'regular',
    seller: { id: 2, shop_name: 'Конопляна хата' },
    product: null,
    order: null,
    unread_count: 0,
    updated_at: hello.created_at,
    messages: [hello],
  };
  connection = await testConnection((method) => {
    if (method === 'POST') {
      const { text } = connection.reached.at(-1)!.body as { text: string };
      chat = {
        ...chat,
        messages: [...chat.messages, { id: 2, author: 'customer', text, created_at: '2026-12-01T10:05:00.000Z', read_at: null }],
      };
      return json(201, { data: { id: chat.id } });
    }
    return json(200, { data: chat });
  });
  signedIn();
  render(<ConversationView id={9} />);
  await screen.findByText('Вітаємо! Чим допомогти?');
});
afterEach(closeTestConnection);

const messages = () =>
  within(screen.getByRole('list', { name: 'Повідомлення' }))
    .queryAllByRole('listitem')
    .filter((li) => li.textContent);
/** Waits, inside act, for what the chat shows: its waiting messages and its answers come without a click. */
const settled = (check: () => void) => act(() => vi.waitFor(check));
const posts = () => connection.reached.filter((r) => r.method === 'POST');

/** Writes to the seller with the connection gone: the message is kept on the device, and the shopper told so. */
async function writeOffline() {
  const box = screen.getByRole('textbox');
  fireEvent.change(box, { target: { value: 'Коли відправите?' } });
  const { entry, told } = await keptOffline(connection, () => fireEvent.keyDown(box, { key: 'Enter' }));
  expect(told).toEqual([['warn', "Немає зв'язку: зміну збережено на пристрої. Її буде надіслано, щойно з'явиться зв'язок", '']]);
  await settled(() => expect(messages().map((li) => li.textContent)).toEqual([expect.any(String), "Ви чекає на зв'язокКоли відправите?"]));
  return entry;
}

describe('a chat without a connection', () => {
  it('a message waits in the chat, marked so; once the connection is back it is sent once, with its key, and shows as sent', async () => {
    const entry = await writeOffline();
    await connectionBack(connection);
    expect(notices()).toEqual([['success', "Зміну, що чекала на зв'язок, збережено", '']]);
    await settled(() => expect(messages().at(-1)!.textContent).not.toContain("чекає на зв'язок"));
    expect(messages().map((li) => li.textContent?.endsWith('Коли відправите?'))).toEqual([false, true]);
    await flush();
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: '/api/conversation/send-to-seller',
        key: entry.key,
        body: { seller_id: 2, text: 'Коли відправите?' },
      },
    ]);
    expect(await queued()).toEqual([]);
  });

  it('a waiting message the server refuses is said with its reasons and leaves the chat, and is not sent again', async () => {
    await writeOffline();
    connection.nextWrites = [json(422, { message: 'Перевірте правильність заповнення полів', errors: { text: ['Завеликий текст'] } })];
    await connectionBack(connection);
    expect(notices()).toEqual([
      ['error', "Зміну, що чекала на зв'язок, не збережено", 'Перевірте правильність заповнення полів Завеликий текст'],
    ]);
    await settled(() => expect(messages()).toHaveLength(1));
    await flush();
    expect(posts()).toHaveLength(1);
  });
});

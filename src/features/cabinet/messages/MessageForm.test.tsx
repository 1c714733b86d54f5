// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import ukMessages from '../../../../locales/uk/messages.json';
import { testI18n } from '../../../lib/test-i18n';
import { notifications } from '../../../stores/notifications';
import { MessageForm } from './MessageForm';

let user: UserEvent;
let send: ReturnType<typeof vi.fn<(text: string) => Promise<unknown>>>;
let sent: ReturnType<typeof vi.fn<() => void>>;

beforeEach(async () => {
  const i18n = await testI18n('uk', { uk: { messages: ukMessages } });
  send = vi.fn(async () => ({}));
  sent = vi.fn();
  user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MessageForm send={send} onSent={sent} />
    </I18nextProvider>,
  );
});
afterEach(() => {
  notifications.value = [];
});

const textarea = () => screen.getByRole<HTMLTextAreaElement>('textbox');
/** Types into the message box; `{Enter}` presses Enter, `{Shift>}{Enter}{/Shift}` Shift+Enter. */
const type = (keys: string) => user.type(textarea(), keys);

it('Enter sends the message, says it went to the seller and empties the box', async () => {
  await type('Коли буде в наявності?{Enter}');
  expect(send).toHaveBeenCalledWith('Коли буде в наявності?');
  expect(sent).toHaveBeenCalledOnce();
  expect(notifications.value.map((n) => n.title)).toEqual(['Повідомлення надіслано продавцю']);
  expect(textarea().value).toBe('');
});

it('Shift+Enter is a new line, not a send', async () => {
  await type('Рядок{Shift>}{Enter}{/Shift}');
  expect(send).not.toHaveBeenCalled();
  expect(textarea().value).toBe('Рядок\n');
});

it('an empty message is refused under the field without a request', async () => {
  await type('{Enter}');
  expect(send).not.toHaveBeenCalled();
  expect(screen.getByRole('alert').textContent).toBe("Обов'язкове поле");
});

// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import ukMessages from '../../../../locales/uk/messages.json';
import { testI18n } from '../../../lib/test-i18n';
import { notifications } from '../../../stores/notifications';
import { MessageForm } from './MessageForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;
let send: ReturnType<typeof vi.fn<(text: string) => Promise<unknown>>>;
let sent: ReturnType<typeof vi.fn<() => void>>;

beforeEach(async () => {
  const i18n = await testI18n('uk', { uk: { messages: ukMessages } });
  send = vi.fn(async () => ({}));
  sent = vi.fn();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <MessageForm send={send} onSent={sent} />
      </I18nextProvider>,
    ),
  );
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  notifications.value = [];
});

const textarea = () => host.querySelector('textarea')!;
function type(text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(textarea(), text);
    textarea().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const press = (init: KeyboardEventInit) => act(async () => void textarea().dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })));

it('Enter sends the message, says it went to the seller and empties the box', async () => {
  type('Коли буде в наявності?');
  await press({ key: 'Enter' });
  expect(send).toHaveBeenCalledWith('Коли буде в наявності?');
  expect(sent).toHaveBeenCalledOnce();
  expect(notifications.value.map((n) => n.title)).toEqual(['Повідомлення надіслано продавцю']);
  expect(textarea().value).toBe('');
});

it('Shift+Enter is a new line, not a send', async () => {
  type('Рядок');
  await press({ key: 'Enter', shiftKey: true });
  expect(send).not.toHaveBeenCalled();
});

it('an empty message is refused under the field without a request', async () => {
  await press({ key: 'Enter' });
  expect(send).not.toHaveBeenCalled();
  expect(host.querySelector('.field__error')?.textContent).toBe("Обов'язкове поле");
});

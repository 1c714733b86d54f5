// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { useState, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ruCommon from '../../locales/ru/common.json';
import ukCommon from '../../locales/uk/common.json';
import { testI18n } from '../lib/test-i18n';
import { DialogBody, DialogFrame } from './Dialog';
import { DialogWaiting, loadOnOpen } from './load-on-open';

let uk: i18n;
let ru: i18n;
beforeAll(async () => {
  uk = await testI18n('uk', { uk: { common: ukCommon } });
  ru = await testI18n('ru', { ru: { common: ruCommon } });
});

/** A module import the test answers when it likes: `answer()` gives the module, `fail()` the browser's error. */
function controlledImport<P>(component: ComponentType<P>) {
  let calls = 0;
  let settle: { answer: () => void; fail: () => void } | null = null;
  const load = () => {
    calls++;
    return new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
      settle = {
        answer: () => resolve({ default: component }),
        fail: () => reject(new TypeError('Failed to fetch dynamically imported module: /assets/Body-1.js')),
      };
    });
  };
  return { load, calls: () => calls, settle: () => settle! };
}

function Message({ name }: { name: string }) {
  return (
    <DialogBody>
      <label>
        {name}
        <textarea data-autofocus />
      </label>
    </DialogBody>
  );
}

/** A page's button with a dialog whose body loads on opening. */
function harness(Body: ComponentType<{ name: string }>) {
  return function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Запитати</button>
        <DialogFrame open={open} onClose={() => setOpen(false)} title="Питання" closeLabel="Закрити">
          <Body name="Повідомлення" />
        </DialogFrame>
      </>
    );
  };
}

describe('a dialog whose body loads when it opens', () => {
  it('asks for nothing until opened, opens at once saying it loads, then shows the body focused on its marked field', async () => {
    const user = userEvent.setup();
    const body = controlledImport(Message);
    const Page = harness(loadOnOpen(body.load, DialogWaiting));
    render(
      <I18nextProvider i18n={uk}>
        <Page />
      </I18nextProvider>,
    );
    expect(body.calls()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Запитати' }));
    const dialog = screen.getByRole('dialog', { name: 'Питання' });
    expect(screen.getByRole('status').textContent).toBe('Завантаження…');
    expect(document.activeElement).toBe(dialog);

    await act(async () => body.settle().answer());
    const field = screen.getByRole('textbox', { name: 'Повідомлення' });
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('status')).toBeNull();

    // Opened again, the body is there at once, its code asked for once.
    await user.click(screen.getByRole('button', { name: 'Закрити' }));
    await user.click(screen.getByRole('button', { name: 'Запитати' }));
    expect(screen.getByRole('textbox', { name: 'Повідомлення' })).toBeTruthy();
    expect(body.calls()).toBe(1);
  });

  it('leaves the focus where the shopper moved it while the body loaded', async () => {
    const user = userEvent.setup();
    const body = controlledImport(Message);
    const Page = harness(loadOnOpen(body.load, DialogWaiting));
    render(
      <I18nextProvider i18n={uk}>
        <Page />
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Запитати' }));
    const close = screen.getByRole('button', { name: 'Закрити' });
    close.focus();
    await act(async () => body.settle().answer());
    expect(document.activeElement).toBe(close);
  });

  it('says when the code could not be loaded, in the page’s language, and loads it on “try again”', async () => {
    const user = userEvent.setup();
    const body = controlledImport(Message);
    const Page = harness(loadOnOpen(body.load, DialogWaiting));
    render(
      <I18nextProvider i18n={ru}>
        <Page />
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Запитати' }));
    await act(async () => body.settle().fail());
    expect(screen.getByRole('alert').textContent).toContain('Этот раздел сейчас недоступен');

    await user.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(screen.getByRole('status').textContent).toBe('Загрузка…');
    await act(async () => body.settle().answer());
    expect(screen.getByRole('textbox', { name: 'Повідомлення' })).toBeTruthy();
    expect(body.calls()).toBe(2);
  });
});

it('a part in the page shows the same loading line until its code is here', async () => {
  const body = controlledImport(({ name }: { name: string }) => <p>{name}</p>);
  const Part = loadOnOpen(body.load);
  render(
    <I18nextProvider i18n={uk}>
      <Part name="Форма відгуку" />
    </I18nextProvider>,
  );
  expect(screen.getByRole('status').textContent).toBe('Завантаження…');
  await act(async () => body.settle().answer());
  expect(screen.getByText('Форма відгуку')).toBeTruthy();
});

// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function show(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <ConfirmDialog open title="Видалити улюбленця Рекс?" confirmLabel="Видалити" cancelLabel="Скасувати" closeLabel="Закрити" onConfirm={onConfirm} onCancel={onCancel} {...props} />,
    ),
  );
  const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name || b.getAttribute('aria-label') === name)!;
  return { onConfirm, onCancel, button, unmount: () => act(() => root.unmount()) };
}

it('asks with Cancel focused, so a habitual Enter destroys nothing; each way out answers once', () => {
  const { onConfirm, onCancel, button, unmount } = show();
  expect(document.activeElement?.textContent).toBe('Скасувати');

  act(() => button('Скасувати').click());
  act(() => button('Закрити').click());
  act(() => void document.querySelector('[role="dialog"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
  expect(onCancel).toHaveBeenCalledTimes(3);
  expect(onConfirm).not.toHaveBeenCalled();

  act(() => button('Видалити').click());
  expect(onConfirm).toHaveBeenCalledTimes(1);
  unmount();
});

it('while the action runs, confirming again is not possible', () => {
  const { onConfirm, button, unmount } = show({ busy: true });
  expect(button('Видалити').disabled).toBe(true);
  act(() => button('Видалити').click());
  expect(onConfirm).not.toHaveBeenCalled();
  unmount();
});

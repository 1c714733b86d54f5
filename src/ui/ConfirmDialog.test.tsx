// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function show(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Видалити улюбленця Рекс?"
      confirmLabel="Видалити"
      cancelLabel="Скасувати"
      closeLabel="Закрити"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

const button = (name: string) => screen.getByRole('button', { name });

it('asks with Cancel focused, so a habitual Enter destroys nothing; each way out answers once', async () => {
  const user = userEvent.setup();
  const { onConfirm, onCancel } = show();
  expect(document.activeElement).toBe(button('Скасувати'));

  await user.click(button('Скасувати'));
  await user.click(button('Закрити'));
  await user.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(3);
  expect(onConfirm).not.toHaveBeenCalled();

  await user.click(button('Видалити'));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

it('while the action runs, confirming again is not possible', async () => {
  const { onConfirm } = show({ busy: true });
  expect((button('Видалити') as HTMLButtonElement).disabled).toBe(true);
  await userEvent.click(button('Видалити'));
  expect(onConfirm).not.toHaveBeenCalled();
});

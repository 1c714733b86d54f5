// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { Dialog } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Фільтри" closeLabel="Закрити" footer={<button>apply</button>}>
        <input aria-label="first" data-autofocus />
      </Dialog>
    </>
  );
}

it('opens focused on its marked field, keeps Tab inside, closes on Escape and gives focus back', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'open' });
  await user.click(opener);

  const dialog = screen.getByRole('dialog', { name: 'Фільтри' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(screen.getByRole('textbox', { name: 'first' })).toBe(document.activeElement);
  expect(document.body.style.overflow).toBe('hidden');

  const apply = screen.getByRole('button', { name: 'apply' });
  apply.focus();
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрити' }));
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(apply);

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
  expect(document.body.style.overflow).toBe('');
});

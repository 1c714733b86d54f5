// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { Dialog } from './Dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

const key = (target: Element, init: KeyboardEventInit) => act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init })));

it('opens focused on its marked field, keeps Tab inside, closes on Escape and gives focus back', () => {
  const host = document.createElement('div');
  document.body.append(host);
  act(() => createRoot(host).render(<Harness />));
  const opener = host.querySelector('button')!;
  opener.focus();
  act(() => opener.click());

  const dialog = document.querySelector('[role="dialog"]')!;
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Фільтри');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('first');
  expect(document.body.style.overflow).toBe('hidden');

  const apply = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'apply')!;
  apply.focus();
  key(apply, { key: 'Tab' });
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Закрити');
  key(document.activeElement!, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(apply);

  key(apply, { key: 'Escape' });
  expect(document.querySelector('[role="dialog"]')).toBeNull();
  expect(document.activeElement).toBe(opener);
  expect(document.body.style.overflow).toBe('');
});

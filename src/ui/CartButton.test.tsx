// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { expect, it, vi } from 'vitest';
import ukCart from '../../locales/uk/cart.json';
import { testI18n } from '../lib/test-i18n';
import { CartButton } from './CartButton';

async function show(props: { qty: number; inCart: boolean }) {
  const i18n = await testI18n('uk', { uk: { cart: ukCart } });
  const onAdd = vi.fn();
  const onOpenCart = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <CartButton {...props} onAdd={onAdd} onOpenCart={onOpenCart} />
    </I18nextProvider>,
  );
  return { onAdd, onOpenCart };
}

it('offers to buy, from the minimum quantity when it is more than one, and adds on press', async () => {
  const { onAdd, onOpenCart } = await show({ qty: 3, inCart: false });
  await userEvent.click(screen.getByRole('button', { name: 'Купити від 3 шт.' }));
  expect(onAdd).toHaveBeenCalledOnce();
  expect(onOpenCart).not.toHaveBeenCalled();
});

it('says a single piece plainly', async () => {
  await show({ qty: 1, inCart: false });
  expect(screen.getByRole('button').textContent).toBe('Купити');
});

it('once the offer is in the cart, says so and opens the cart popup', async () => {
  const { onAdd, onOpenCart } = await show({ qty: 1, inCart: true });
  const button = screen.getByRole('button', { name: 'У кошику' });
  expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  await userEvent.click(button);
  expect(onOpenCart).toHaveBeenCalledOnce();
  expect(onAdd).not.toHaveBeenCalled();
});

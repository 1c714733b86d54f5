// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, expect, it, vi } from 'vitest';
import ukCart from '../../locales/uk/cart.json';
import { testI18n } from '../lib/test-i18n';
import type { CartItem } from '../stores/cart';
import { AddToCartButton } from './AddToCartButton';

// The button's own choice is under test; what the cart does with a press is the cart store's (cart.test.ts).
const cart = vi.hoisted(() => ({ qtyInCart: 0, setCartQty: vi.fn(), openCartPopup: vi.fn() }));
vi.mock('../stores/cart', () => ({
  cartQtyOf: () => cart.qtyInCart,
  setCartQty: cart.setCartQty,
  openCartPopup: cart.openCartPopup,
}));

beforeEach(() => {
  cart.setCartQty.mockReset();
  cart.openCartPopup.mockReset();
});

async function show({ qty, inCart, inStock = 5 }: { qty: number; inCart: boolean; inStock?: number }) {
  cart.qtyInCart = inCart ? qty : 0;
  const i18n = await testI18n('uk', { uk: { cart: ukCart } });
  const item = { product_id: 7, min_cart_quantity: qty, qty_store: inStock } as CartItem;
  render(
    <I18nextProvider i18n={i18n}>
      <AddToCartButton item={item} />
    </I18nextProvider>,
  );
  return { onAdd: cart.setCartQty, onOpenCart: cart.openCartPopup };
}

it('offers to buy, from the minimum quantity when it is more than one, and adds on press', async () => {
  const { onAdd, onOpenCart } = await show({ qty: 3, inCart: false });
  await userEvent.click(screen.getByRole('button', { name: 'Купити від 3 шт.' }));
  expect(onAdd).toHaveBeenCalledOnce();
  expect(onAdd.mock.calls[0]!.slice(0, 2)).toEqual([7, 3]);
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

it('offers nothing for an offer out of stock', async () => {
  await show({ qty: 1, inCart: false, inStock: 0 });
  expect(screen.queryByRole('button')).toBeNull();
});

// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { cartPopupOpen } from '../../stores/cart';
import { CartShell } from './CartShell';

// What the popup shows is not the question here, only whether it stays open.
vi.mock('../../features/cart/CartPopup', () => ({ default: () => null }));

describe('CartShell: docs/product-rules.md#cart "Any open cart popup closes on every route change"', () => {
  it.each<{ name: string; from: string; to: string }>([
    { name: 'another page', from: '/catalog/c1', to: '/product/5' },
    { name: 'a change of query only', from: '/catalog/c1', to: '/catalog/c1?page=2' },
    { name: 'another value of the query', from: '/catalog/c1?page=2', to: '/catalog/c1?page=3' },
  ])('closes on $name', ({ from, to }) => {
    const memory = memoryLocation({ path: from });
    render(
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <CartShell />
      </Router>,
    );
    act(() => {
      cartPopupOpen.value = true;
    });
    act(() => memory.navigate(to));
    expect(cartPopupOpen.value).toBe(false);
  });

  it('stays open while the address stays the same', () => {
    const memory = memoryLocation({ path: '/catalog/c1?page=2' });
    render(
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <CartShell />
      </Router>,
    );
    act(() => {
      cartPopupOpen.value = true;
    });
    expect(cartPopupOpen.value).toBe(true);
  });
});

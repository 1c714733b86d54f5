// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { placedCheckoutId, rememberPlacedCheckout } from './placed-orders';

const KEY = 'kramnytsia:placed-orders';

beforeEach(() => localStorage.clear());

describe('the last placed checkout', () => {
  it('reads back the id it remembered', () => {
    rememberPlacedCheckout('c-1');
    expect(placedCheckoutId()).toBe('c-1');
  });

  it.each([
    ['not JSON', '{not json'],
    ['an id without a version', JSON.stringify({ checkout_id: 'c-0' })],
    ['an id of another type', JSON.stringify({ version: 1, data: { checkout_id: 5 } })],
    ['a missing id', JSON.stringify({ version: 1, data: {} })],
    ['an unknown version', JSON.stringify({ version: 2, data: { checkout_id: 'c-1' } })],
  ])('reads %s as none, and removes it', (_name, text) => {
    localStorage.setItem(KEY, text);
    expect(placedCheckoutId()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});

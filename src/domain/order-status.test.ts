import { describe, expect, it } from 'vitest';
import { orderStatusChange, type OrderStatus } from './order-status';

describe('a seller moving an order along', () => {
  it.each<[OrderStatus, OrderStatus, ReturnType<typeof orderStatusChange>]>([
    ['new', 'confirmed', 'move'],
    ['new', 'cancelled', 'move'],
    ['new', 'sent', 'refused'],
    ['new', 'fulfilled', 'refused'],
    ['confirmed', 'sent', 'move'],
    ['confirmed', 'cancelled', 'move'],
    ['confirmed', 'fulfilled', 'refused'],
    ['confirmed', 'new', 'refused'],
    ['sent', 'fulfilled', 'move'],
    ['sent', 'cancelled', 'refused'],
    ['sent', 'confirmed', 'refused'],
    ['fulfilled', 'cancelled', 'refused'],
    ['fulfilled', 'sent', 'refused'],
    ['cancelled', 'confirmed', 'refused'],
    ['sent', 'sent', 'same'],
    ['cancelled', 'cancelled', 'same'],
  ])('%s → %s: %s', (from, to, outcome) => {
    expect(orderStatusChange(from, to)).toBe(outcome);
  });
});

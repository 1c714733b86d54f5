import { describe, expect, it } from 'vitest';
import { paymentDeclined, type PaymentStatus } from './orders';

describe('paymentDeclined', () => {
  it.each<[PaymentStatus[], boolean]>([
    [['success', 'new'], false],
    [['success', 'fail'], true],
    [['downloaded'], false],
    [[], false],
  ])('%j → %s', (statuses, declined) => {
    expect(paymentDeclined(statuses.map((payment_status) => ({ payment_status })))).toBe(declined);
  });
});

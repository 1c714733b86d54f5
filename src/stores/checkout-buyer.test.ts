// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'kramnytsia:checkout-buyer';
type Store = typeof import('./checkout-buyer');

/** A fresh module, as after a reload, reading what local storage holds. */
async function reload(): Promise<Store> {
  vi.resetModules();
  return import('./checkout-buyer');
}

beforeEach(() => localStorage.clear());

describe('checkout buyer data', () => {
  it('survives a reload: typed data and the phone proof come back from local storage', async () => {
    const first = await reload();
    first.updateCheckoutBuyer({ name: 'Оксана', phone: '+380671234567' });
    first.phoneVerification.value = { phone: '380671234567', token: 'proof', expiresAt: Date.now() + 60_000 };
    const again = await reload();
    expect(again.checkoutBuyer.value).toEqual({ name: 'Оксана', firstName: '', phone: '+380671234567', email: '' });
    expect(again.verificationTokenFor('380671234567')).toBe('proof');
  });

  it.each([
    ['another phone', '380501112233', 0],
    ['an expired proof', '380671234567', 120_000],
  ])('proves nothing for %s', async (_name, phone, later) => {
    const store = await reload();
    store.phoneVerification.value = { phone: '380671234567', token: 'proof', expiresAt: Date.now() + 60_000 };
    expect(store.verificationTokenFor(phone, Date.now() + later)).toBeNull();
  });

  it('clearCheckoutBuyer (on logout) forgets the data and the proof', async () => {
    const store = await reload();
    store.updateCheckoutBuyer({ name: 'Оксана' });
    store.phoneVerification.value = { phone: '380671234567', token: 'proof', expiresAt: Date.now() + 60_000 };
    store.clearCheckoutBuyer();
    expect(localStorage.getItem(KEY)).toBeNull();
    const again = await reload();
    expect(again.checkoutBuyer.value).toEqual(again.EMPTY_BUYER);
    expect(again.phoneVerification.value).toBeNull();
  });

  it('reads unreadable storage as empty', async () => {
    localStorage.setItem(KEY, '{not json');
    const store = await reload();
    expect(store.checkoutBuyer.value).toEqual(store.EMPTY_BUYER);
  });

  it.each([
    ['a field of another type', { version: 1, data: { buyer: { name: 5, firstName: '', phone: '', email: '' }, verification: null } }],
    ['a missing field', { version: 1, data: { buyer: { name: 'Оксана' }, verification: null } }],
    [
      'a broken proof',
      { version: 1, data: { buyer: { name: '', firstName: '', phone: '', email: '' }, verification: { token: 'proof' } } },
    ],
    ['an unknown version', { version: 7, data: { buyer: { name: 'Оксана', firstName: '', phone: '', email: '' }, verification: null } }],
    ['an old shape that is no object', 'Оксана'],
    ['data without a version', { buyer: { name: 'Оксана', firstName: '', phone: '', email: '' }, verification: null }],
  ])('starts empty from %s, and removes it', async (_name, stored) => {
    localStorage.setItem(KEY, JSON.stringify(stored));
    const store = await reload();
    expect(store.checkoutBuyer.value).toEqual(store.EMPTY_BUYER);
    expect(store.phoneVerification.value).toBeNull();
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ version: 1, data: { buyer: store.EMPTY_BUYER, verification: null } });
  });
});

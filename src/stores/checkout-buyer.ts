import { effect, signal } from '@preact/signals-react';

/**
 * docs/product-rules.md#checkout "Checkout buyer data", kept in local storage so a reload or a lost connection loses nothing the
 * shopper typed; docs/product-rules.md#accounts-and-sign-in "Logout" clears it. `firstName` is the surname field (it is sent as `surname`).
 */
export type CheckoutBuyer = {
  name: string;
  firstName: string;
  phone: string;
  email: string;
};

/** A guest's proof of the buyer phone (an hour long): a reload keeps it, another phone needs a new one. */
export interface PhoneVerification {
  /** the 12 digits the code was sent to */
  phone: string;
  token: string;
  /** ms since epoch */
  expiresAt: number;
}

interface Stored {
  buyer: CheckoutBuyer;
  verification: PhoneVerification | null;
}

const KEY = 'kramnytsia:checkout-buyer';
export const EMPTY_BUYER: CheckoutBuyer = { name: '', firstName: '', phone: '', email: '' };

function read(): Stored {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Stored> | null;
    return { buyer: { ...EMPTY_BUYER, ...stored?.buyer }, verification: stored?.verification ?? null };
  } catch {
    return { buyer: EMPTY_BUYER, verification: null };
  }
}

const initial = typeof localStorage === 'undefined' ? { buyer: EMPTY_BUYER, verification: null } : read();
export const checkoutBuyer = signal<CheckoutBuyer>(initial.buyer);
export const phoneVerification = signal<PhoneVerification | null>(initial.verification);

effect(() => {
  const stored: Stored = { buyer: checkoutBuyer.value, verification: phoneVerification.value };
  try {
    localStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Private mode or a full storage: the data still lives while the tab is open.
  }
});

export function updateCheckoutBuyer(change: Partial<CheckoutBuyer>): void {
  checkoutBuyer.value = { ...checkoutBuyer.peek(), ...change };
}

/** The token when it proves this phone (digits) and has not expired. */
export function verificationTokenFor(phoneDigits: string, now = Date.now()): string | null {
  const proof = phoneVerification.value;
  return proof && proof.phone === phoneDigits && proof.expiresAt > now ? proof.token : null;
}

/** docs/product-rules.md#accounts-and-sign-in "Logout": the checkout user data goes with the session. */
export function clearCheckoutBuyer(): void {
  checkoutBuyer.value = EMPTY_BUYER;
  phoneVerification.value = null;
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored to clear
  }
}

import { effect, signal } from '@preact/signals-react';
import { nullable, number, object, string, type Describe } from 'superstruct';
import { readWebStorage, writeWebStorage, type StoredShape } from '../lib/storage';

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
interface PhoneVerification {
  /** the 12 digits the code was sent to */
  phone: string;
  token: string;
  /** ms since epoch */
  expiresAt: number;
}

const buyerStruct: Describe<CheckoutBuyer> = object({ name: string(), firstName: string(), phone: string(), email: string() });
const verificationStruct: Describe<PhoneVerification> = object({ phone: string(), token: string(), expiresAt: number() });

interface Stored {
  buyer: CheckoutBuyer;
  verification: PhoneVerification | null;
}

const KEY = 'kramnytsia:checkout-buyer';
export const EMPTY_BUYER: CheckoutBuyer = { name: '', firstName: '', phone: '', email: '' };

const STORED_BUYER: StoredShape<Stored> = {
  version: 1,
  data: object({ buyer: buyerStruct, verification: nullable(verificationStruct) }),
};

const initial = (typeof localStorage === 'undefined' ? null : readWebStorage(localStorage, KEY, STORED_BUYER)) ?? {
  buyer: EMPTY_BUYER,
  verification: null,
};
export const checkoutBuyer = signal<CheckoutBuyer>(initial.buyer);
export const phoneVerification = signal<PhoneVerification | null>(initial.verification);

effect(() => {
  const stored: Stored = { buyer: checkoutBuyer.value, verification: phoneVerification.value };
  // Without storage (or with a full one) the data still lives while the tab is open.
  if (typeof localStorage !== 'undefined') writeWebStorage(localStorage, KEY, STORED_BUYER, stored);
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

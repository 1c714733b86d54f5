import { createHmac, timingSafeEqual } from 'node:crypto';
import { localizedPath, type Lang } from '../../src/domain/paths';
import type { PaymentProviderName } from '../config';

/** One online payment: what the acquirer charges for the online-paid orders of a checkout. */
export interface PaymentStart {
  sessionId: string;
  amountKop: number;
  lang: Lang;
}

export type PaymentOutcome = 'success' | 'fail';

/** What an acquirer tells the shop about a payment, as the shop's callback endpoint receives it. */
export interface PaymentCallback {
  session_id: string;
  status: PaymentOutcome;
  /** hex HMAC-SHA256 of the other fields, so nobody but the acquirer can mark a payment paid */
  signature: string;
}

/**
 * An acquirer, as the shop sees it. A real one (LiqPay, WayForPay...) implements the same two methods:
 * where to send the browser to pay, and whether a callback really comes from the acquirer.
 */
export interface PaymentProvider {
  /** which acquirer it is (PAYMENT_PROVIDER): the sandbox's own page and routes are served only when it is the one */
  readonly name: PaymentProviderName;
  /** The page where the shopper pays (absolute, or a path on this server). */
  start(payment: PaymentStart): string;
  /** The session and outcome a callback reports, or null when its signature is not the acquirer's. */
  verify(callback: PaymentCallback): { sessionId: string; status: PaymentOutcome } | null;
}

/** A separate message format from the SMS code hashes, so one HMAC can never stand in for the other. */
const signedText = (sessionId: string, status: PaymentOutcome) => `payment-callback:${sessionId}:${status}`;

export function signCallback(secret: string, sessionId: string, status: PaymentOutcome): PaymentCallback {
  return { session_id: sessionId, status, signature: createHmac('sha256', secret).update(signedText(sessionId, status)).digest('hex') };
}

/**
 * The default acquirer (README "Trying the shop without outside services"): a payment page served by this very server (`/payment/sandbox/{id}`)
 * with pay and decline buttons; no money moves. Its callbacks are signed with the server secret.
 */
export function sandboxAcquirer(secret: string): PaymentProvider {
  return {
    name: 'sandbox',
    start: ({ sessionId, lang }) => localizedPath(lang, `/payment/sandbox/${sessionId}`),
    verify(callback) {
      const expected = Buffer.from(signCallback(secret, callback.session_id, callback.status).signature, 'hex');
      const given = Buffer.from(callback.signature, 'hex');
      const genuine = given.length === expected.length && timingSafeEqual(given, expected);
      return genuine ? { sessionId: callback.session_id, status: callback.status } : null;
    },
  };
}

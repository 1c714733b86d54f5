import { createHmac, timingSafeEqual } from 'node:crypto';
import { localizedPath, type Lang } from '../../src/domain/paths';
import type { PaymentProviderName } from '../config';

/** One online payment: what the acquirer charges for the online-paid orders of a checkout. */
export interface PaymentStart {
  sessionId: string;
  /** the checkout whose thank-you page the shopper comes back to */
  checkoutId: string;
  amountKop: number;
  lang: Lang;
}

export type PaymentOutcome = 'success' | 'fail';

/** What an acquirer tells the shop about a payment, as the shop's callback endpoint receives it. */
interface PaymentCallback {
  session_id: string;
  status: PaymentOutcome;
  /** hex HMAC-SHA256 of the other fields, so nobody but the acquirer can mark a payment paid */
  signature: string;
}

/**
 * An acquirer, as the shop sees it: where to send the browser to pay, and whether a sandbox-format callback really
 * comes from it. An outside acquirer (server/adapters/liqpay.ts, monobank.ts) has its own callback format and routes,
 * and answers none of the sandbox's.
 */
interface Acquirer<Name extends PaymentProviderName> {
  /** which acquirer it is (PAYMENT_PROVIDER): each one's own pages and routes are served only when it is the one */
  readonly name: Name;
  /** The page where the shopper pays (absolute, or a path on this server). */
  start(payment: PaymentStart): string;
  /** The session and outcome a callback reports, or null when its signature is not the acquirer's. */
  verify(callback: PaymentCallback): { sessionId: string; status: PaymentOutcome } | null;
}

/** Where a payment stands at the acquirer, in the shop's words: `pending` covers every step before the money moves. */
export type AcquirerState = 'pending' | 'success' | 'fail' | 'refunded';

/** One status report of an outside acquirer, from its callback or from asking it. */
export interface AcquirerEvent {
  sessionId: string;
  state: AcquirerState;
  /** the acquirer's own time of the status: of two reports, the later one wins, whichever arrives last */
  at: Date;
  /** what it says was charged, in kopecks */
  amountKop: number;
  /** the acquirer's id of the payment, where it has its own (Monobank's invoiceId) */
  ref?: string;
}

/** A payment session as an outside acquirer is asked about it. */
export interface AcquirerPayment {
  sessionId: string;
  ref: string | null;
  amountKop: number;
}

/** Part of a payment to return: its kopecks, and the shop's name for that refund. */
export interface RefundPart {
  amountKop: number;
  reference: string;
  /** what the store holds already returned of the same payment, before this part (other cancelled orders) */
  returnedBeforeKop?: number;
}

/** An acquirer outside the store: it can be asked for a payment's status, and returns a paid one's money. */
export interface OutsideAcquirer<Name extends PaymentProviderName> extends Acquirer<Name> {
  /** The payment's status at the acquirer, or null when it knows none (the shopper never opened its page). */
  status(payment: AcquirerPayment): Promise<AcquirerEvent | null>;
  /**
   * Returns a paid payment's money, all of it or `part` (one cancelled order of the checkout, under its own
   * reference); resolves once the acquirer took the request.
   */
  refund(payment: AcquirerPayment, part?: RefundPart): Promise<void>;
  /** Makes an unpaid payment impossible to pay, where the acquirer can (an expired one gave its stock back). */
  abandon(payment: AcquirerPayment): Promise<void>;
}

export type SandboxAcquirer = Acquirer<'sandbox'>;

/** A separate message format from the SMS code hashes, so one HMAC can never stand in for the other. */
const signedText = (sessionId: string, status: PaymentOutcome) => `payment-callback:${sessionId}:${status}`;

export function signCallback(secret: string, sessionId: string, status: PaymentOutcome): PaymentCallback {
  return { session_id: sessionId, status, signature: createHmac('sha256', secret).update(signedText(sessionId, status)).digest('hex') };
}

/**
 * The default acquirer (README "Trying the shop without outside services"): a payment page served by this very server (`/payment/sandbox/{id}`)
 * with pay and decline buttons; no money moves. Its callbacks are signed with the server secret.
 */
export function sandboxAcquirer(secret: string): SandboxAcquirer {
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

import { array, enums, is, literal, string, type, unknown, type Infer } from 'superstruct';
import { LANGS } from '../src/domain/paths';
import { FORGET_CUSTOMER_DATA } from '../src/lib/worker-cache';

/**
 * What a page may post to the worker. A message is data from another context (any page of the origin, any
 * version of the app): the worker acts only on one that has a known shape, and ignores anything else.
 */

/** The message workbox-window's `messageSkipWaiting()` posts to the waiting worker (it may carry more fields). */
const skipWaitingMessage = type({ type: literal('SKIP_WAITING') });

export function isSkipWaitingMessage(data: unknown): boolean {
  return is(data, skipWaitingMessage);
}

/** A server-rendered page's API answers, for the data cache: the page never asked for them over the network. */
export const pageAnswers = array(type({ url: string(), body: unknown() }));
const pageDataMessage = type({
  type: literal('KEEP_PAGE_DATA'),
  lang: enums(LANGS),
  answers: pageAnswers,
});
export type PageData = Infer<typeof pageDataMessage>;

/** The page's word that the customer signed out, or another account signed in: their stored answers go. */
const forgetCustomerDataMessage = type({ type: literal(FORGET_CUSTOMER_DATA) });

export function isForgetCustomerDataMessage(data: unknown): boolean {
  return is(data, forgetCustomerDataMessage);
}

export function pageDataOf(data: unknown): PageData | null {
  return is(data, pageDataMessage) ? data : null;
}

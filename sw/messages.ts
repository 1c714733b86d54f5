import { is, literal, type } from 'superstruct';

/**
 * What a page may post to the worker. A message is data from another context (any page of the origin, any
 * version of the app): the worker acts only on one that has a known shape, and ignores anything else.
 */

/** The message workbox-window's `messageSkipWaiting()` posts to the waiting worker (it may carry more fields). */
const skipWaitingMessage = type({ type: literal('SKIP_WAITING') });

export function isSkipWaitingMessage(data: unknown): boolean {
  return is(data, skipWaitingMessage);
}

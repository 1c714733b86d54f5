/** The message workbox-window's `messageSkipWaiting()` posts to the waiting worker. */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_POLL_MS } from '../../../domain/conversation-rules';
import { notifyCallFailure } from '../../../stores/call-failure';

export type Polled<T> = { status: 'loading' | 'ready' | 'failed'; data?: T; refresh: () => Promise<void> };

/**
 * Data of an open chat screen, asked for again every CHAT_POLL_MS while the page is in view and at once when it
 * comes back into view, so a seller's reply shows up without a reload. `onFresh` sees each answer with the one before.
 */
export function usePolled<T>(key: string, load: () => Promise<T>, onFresh?: (next: T, previous: T | undefined) => void): Polled<T> {
  const [state, setState] = useState<{ key: string; status: Polled<T>['status']; data?: T }>({ key, status: 'loading' });
  const latest = useRef<{ load: typeof load; onFresh: typeof onFresh }>({ load, onFresh });
  latest.current = { load, onFresh };
  const data = useRef<T | undefined>(undefined);
  const liveKey = useRef(key);
  liveKey.current = key;

  const refresh = useCallback(async () => {
    try {
      const next = await latest.current.load();
      if (liveKey.current !== key) return;
      const previous = data.current;
      data.current = next;
      setState({ key, status: 'ready', data: next });
      latest.current.onFresh?.(next, previous);
    } catch (error) {
      // A poll that fails keeps what is shown; only the first load tells the shopper.
      if (data.current !== undefined) return console.warn('chat refresh failed', error);
      setState({ key, status: 'failed' });
      notifyCallFailure(error);
    }
  }, [key]);

  useEffect(() => {
    data.current = undefined;
    void refresh();
    const inView = () => document.visibilityState === 'visible';
    const timer = setInterval(() => inView() && void refresh(), CHAT_POLL_MS);
    const onVisibility = () => inView() && void refresh();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refresh]);

  // A new key shows loading, not the previous chat.
  return state.key === key ? { status: state.status, data: state.data, refresh } : { status: 'loading', refresh };
}

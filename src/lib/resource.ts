import { signal, type Signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { lruMap } from './lru-map';

export type Resource<T> = { status: 'loading'; data?: T } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown; data?: T };

/** The last answers of the 50 keys used most recently. */
const cache = lruMap<string, Signal<Resource<unknown>>>(50);
/** Loads under way by key: a component that asks meanwhile waits for the same answer. */
const loading = new Map<string, Promise<void>>();

/**
 * Page data kept in signals by key: going back shows the last answer at once while a fresh one loads,
 * and two components asking for the same key share one request.
 */
export function useResource<T>(key: string, load: () => Promise<T>): Resource<T> {
  useSignals();
  let state = cache.get(key) as Signal<Resource<T>> | undefined;
  if (!state) {
    state = signal<Resource<T>>({ status: 'loading' });
    cache.set(key, state as Signal<Resource<unknown>>);
  }
  const current = state;
  useEffect(() => {
    // Two orders' city pickers, say, mount together: the second joins the first one's request.
    if (loading.has(key)) return;
    const previous = current.peek().data;
    if (current.peek().status !== 'loading') current.value = { status: 'loading', data: previous };
    // The answer goes to the key's signal of the moment: a full cache may have made a new one meanwhile.
    const settle = (result: Resource<T>) => {
      ((cache.get(key) as Signal<Resource<T>> | undefined) ?? current).value = result;
    };
    loading.set(
      key,
      load()
        .then(
          (data) => settle({ status: 'ready', data }),
          (error: unknown) => settle({ status: 'failed', error, data: previous }),
        )
        .finally(() => loading.delete(key)),
    );
    // `load` is recreated each render; the key names what it loads.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [key]);
  return current.value;
}

import { signal, type Signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';

export type Resource<T> = { status: 'loading'; data?: T } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown; data?: T };

const cache = new Map<string, Signal<Resource<unknown>>>();
const LIMIT = 50;

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
    if (cache.size > LIMIT) cache.delete(cache.keys().next().value!);
  }
  const current = state;
  useEffect(() => {
    let live = true;
    const previous = current.peek().data;
    if (current.peek().status !== 'loading') current.value = { status: 'loading', data: previous };
    load().then(
      (data) => live && (current.value = { status: 'ready', data }),
      (error: unknown) => live && (current.value = { status: 'failed', error, data: previous }),
    );
    return () => {
      live = false;
    };
    // `load` is recreated each render; the key names what it loads.
  }, [key]);
  return current.value;
}

import { signal, type Signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lruMap } from '../domain/lru-map';
import type { ResourceDef } from './resource-def';
import { currentScreen, noteAnswer, storedCopiesShown, storedCopiesOf } from './screen-age';

export type Resource<T> = { status: 'loading'; data?: T } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown; data?: T };

export type { ResourceDef } from './resource-def';

/** The last answers of the 50 keys used most recently. */
const cache = lruMap<string, Signal<Resource<unknown>>>(50);
/** Loads under way by key: a component that asks meanwhile waits for the same answer. */
const loading = new Map<string, Promise<void>>();
/**
 * Answers nobody has shown yet, with when they arrived: the page's HTML brought them, or a navigation fetched
 * them ahead of the page's code. The first component to show one does not ask again; after a few seconds an
 * unclaimed one counts as old.
 */
const fresh = new Map<string, number>();
const FRESH_FOR_MS = 10_000;
const isFresh = (key: string): boolean => {
  const at = fresh.get(key);
  return at !== undefined && Date.now() - at < FRESH_FOR_MS;
};
const takeFresh = (key: string): boolean => {
  const taken = isFresh(key);
  fresh.delete(key);
  return taken;
};

function stateOf<T>(key: string): Signal<Resource<T>> {
  let state = cache.get(key) as Signal<Resource<T>> | undefined;
  if (!state) {
    state = signal<Resource<T>>({ status: 'loading' });
    cache.set(key, state as Signal<Resource<unknown>>);
  }
  return state;
}

/** Loads a key once at a time; the answer goes to the key's signal of the moment (a full cache may have made a new one). */
function startLoading<T>(key: string, load: () => Promise<T>): Promise<void> {
  const under = loading.get(key);
  if (under) return under;
  const current = stateOf<T>(key);
  const previous = current.peek().data;
  if (current.peek().status !== 'loading') current.value = { status: 'loading', data: previous };
  const settle = (result: Resource<T>) => {
    ((cache.get(key) as Signal<Resource<T>> | undefined) ?? current).value = result;
  };
  const screen = currentScreen();
  const done = load()
    .then(
      (data) => {
        noteAnswer({ key, load }, data, screen);
        settle({ status: 'ready', data });
      },
      (error: unknown) => settle({ status: 'failed', error, data: previous }),
    )
    .finally(() => loading.delete(key));
  loading.set(key, done);
  return done;
}

/** What a component may ask of a resource beyond its key. */
export interface ResourceOptions<T> {
  /**
   * Asks again when it changes (a change saved, a review published). An answer of another revision is never shown on
   * a new visit; on the screen that asked, the answer shown stays until the new one comes.
   */
  revision?: string | number;
  /** Asks again this often (ms) while the page is in view, and at once when it comes back into view. */
  poll?: number;
  /** A new key shows the answer of the key before until its own comes (or fails), instead of nothing. */
  keepPrevious?: boolean;
  /** Sees each answer that comes while the component is on screen, with the one it saw before (none at first). */
  onAnswer?: (next: T, previous: T | undefined) => void;
  /** Sees each failure while the component is on screen, with what is shown (nothing on a first load). */
  onFailure?: (error: unknown, shown: T | undefined) => void;
  /**
   * The next page of what is shown, or null on the last one: `loadMore` asks for it and `join` adds it to the answer
   * (null when the page cannot be added).
   */
  more?: { next: (shown: T) => ResourceDef<T> | null; join: (shown: T, next: T) => T | null };
}

export type ResourceView<T> = Resource<T> & {
  /** Asks again, keeping what is shown meanwhile. */
  refresh: () => Promise<void>;
  /** Shows a newer answer a change brought, without asking. */
  replace: (data: T) => void;
  /** Adds the next page (`more`); true when one was added. A failure leaves the list as it was and is passed on. */
  loadMore: () => Promise<boolean>;
  loadingMore: boolean;
};

const keyOf = (key: string, revision: string | number | undefined) => (revision === undefined ? key : `${key}#${revision}`);

/**
 * Page data kept in signals by key: going back shows the last answer at once while a fresh one loads,
 * and two components asking for the same key share one request.
 */
export function useResource<T>(def: ResourceDef<T>, options: ResourceOptions<T> = {}): ResourceView<T> {
  useSignals();
  const key = keyOf(def.key, options.revision);
  const current = stateOf<T>(key);
  const latest = useRef({ def, options });
  latest.current = { def, options };
  const load = useCallback(() => startLoading(key, latest.current.def.load), [key]);
  // What this screen saw, for `onAnswer`, `onFailure` and `keepPrevious`; `since` is the state it found, already seen.
  const seen = useRef<{
    since: Resource<T> | null;
    answer: T | undefined;
    shown: T | undefined;
    shownKey: string;
    onScreen: T | undefined;
  }>({
    since: null,
    answer: undefined,
    shown: undefined,
    shownKey: def.key,
    onScreen: undefined,
  });
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    seen.current.answer = undefined;
    if (takeFresh(key)) return void (seen.current.since = null);
    seen.current.since = current.peek();
    void load();
    // `current` is the key's signal; `load` changes with the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [key]);

  const state = current.value;
  useEffect(() => {
    if (state === seen.current.since) return;
    const { onAnswer, onFailure } = latest.current.options;
    if (state.status === 'ready' && state.data !== seen.current.answer) {
      const previous = seen.current.answer;
      seen.current.answer = state.data;
      onAnswer?.(state.data, previous);
    }
    if (state.status === 'failed') onFailure?.(state.error, seen.current.onScreen);
  }, [state]);

  useEffect(() => {
    if (!options.poll) return;
    const inView = () => document.visibilityState === 'visible';
    const timer = setInterval(() => inView() && void load(), options.poll);
    const onVisibility = () => inView() && void load();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [load, options.poll]);

  // A new revision of the same key keeps what is shown; another key only when asked to.
  const keepShown = options.keepPrevious || seen.current.shownKey === def.key;
  const shown = state.data === undefined && keepShown && state.status !== 'ready' ? seen.current.shown : state.data;
  if (state.data !== undefined) seen.current = { ...seen.current, shown: state.data, shownKey: def.key };
  seen.current.onScreen = shown;

  const replace = useCallback((data: T) => void (current.value = { status: 'ready', data }), [current]);
  const loadMore = async (): Promise<boolean> => {
    const { more } = latest.current.options;
    const at = current.peek();
    const next = more && at.status === 'ready' && !loadingMore ? more.next(at.data) : null;
    if (!more || !next) return false;
    setLoadingMore(true);
    try {
      const page = await next.load();
      const now = current.peek();
      // A newer answer came meanwhile (another product, a publication): the page belongs to the old one.
      const joined = now === at ? more.join(at.data as T, page) : null;
      if (joined === null) return false;
      current.value = { status: 'ready', data: joined };
      return true;
    } finally {
      setLoadingMore(false);
    }
  };

  const view = state.status === 'ready' ? state : shown === undefined ? { ...state, data: undefined } : { ...state, data: shown };
  return { ...(view as Resource<T>), refresh: load, replace, loadMore, loadingMore };
}

/** Starts loading what a page will ask for, before its code has arrived (client navigation). */
export function prefetchResources(defs: readonly ResourceDef<unknown>[]): void {
  // An answer that just came and nobody has shown yet needs no second request.
  for (const def of defs.filter((d) => !isFresh(d.key))) {
    void startLoading(def.key, def.load).then(() => {
      if (cache.get(def.key)?.peek().status === 'ready') fresh.set(def.key, Date.now());
    });
  }
}

/** The answer of a key if one is at hand, without asking. */
function readyData<T>(key: string): T | undefined {
  const state = cache.get(key)?.peek();
  return state?.status === 'ready' ? (state.data as T) : undefined;
}

/** The answers embedded in server-rendered HTML (or rendered on the server): shown as they are, not asked again. */
export function seedResources(answers: Readonly<Record<string, unknown>>): void {
  for (const [key, data] of Object.entries(answers)) {
    stateOf(key).value = { status: 'ready', data };
    fresh.set(key, Date.now());
  }
}

/** Forgets every answer: each server render starts from its own request's data only. */
export function clearResources(): void {
  cache.clear();
  loading.clear();
  fresh.clear();
}

/**
 * Fetches a page's definitions for a server render. A failed one is left out: the page renders its
 * loading state for it and the client asks again after hydration. `failed` hears of each failure.
 */
export async function fetchResources(
  defs: readonly ResourceDef<unknown>[],
  failed: (error: unknown) => void = () => {},
): Promise<Record<string, unknown>> {
  const answers = await Promise.all(
    defs.map((d) =>
      d.load().then(
        (data) => [d.key, data] as const,
        (error: unknown) => {
          failed(error);
          return null;
        },
      ),
    ),
  );
  return Object.fromEntries(answers.filter((a) => a !== null));
}

/** The state of a key as it is, for a component that shows what another one asked for (the page's head). */
export function resourceState<T>(key: string): Resource<T> {
  return stateOf<T>(key).value;
}

/** The data of a definition: joins a load under way (one a navigation started) or asks now. */
export async function loadResource<T>(def: ResourceDef<T>): Promise<T> {
  await startLoading(def.key, def.load);
  const state = stateOf<T>(def.key).peek();
  if (state.status === 'failed') throw state.error;
  return state.data as T;
}

/** An answer nobody has shown yet, only looked at: the component that shows it is the one to take it. */
export function freshData<T>(key: string): T | undefined {
  return isFresh(key) ? readyData<T>(key) : undefined;
}

/**
 * Asks again, quietly, for what the screen shows from stored copies (the connection came back): an answer that
 * comes replaces the old one and waits to be shown; a failure leaves the old one on screen. True when anything
 * came, so the page can mount anew and show it, whichever store holds its data.
 */
export async function refreshStoredCopies(screen: string): Promise<boolean> {
  const answers = await Promise.all(
    storedCopiesOf(storedCopiesShown.peek(), screen).map(({ def }) =>
      def.load().then(
        (data) => {
          noteAnswer(def, data, screen);
          stateOf(def.key).value = { status: 'ready', data };
          fresh.set(def.key, Date.now());
          return true;
        },
        () => false,
      ),
    ),
  );
  return answers.includes(true);
}

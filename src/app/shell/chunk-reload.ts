import { createElement, lazy, type ComponentType } from 'react';
import { RELOAD_GUARD_TTL_MS } from '../../domain/limits';

const GUARD_KEY = 'chunk-reload-at';

/**
 * A new deployment removes old hashed chunks; an open tab then fails to load a route. docs/product-rules.md#routes-and-screens: reload the
 * target path, at most once per 10 s so a truly missing chunk cannot loop.
 */
export function reloadAfterChunkError(error: unknown, options: { now?: number; storage?: Storage; reload?: () => void } = {}): boolean {
  // Checked first: any other failure (on the server too, where there is no sessionStorage) is not about chunks.
  if (!isChunkLoadError(error)) return false;
  const { now = Date.now(), storage = sessionStorage, reload = () => location.assign(location.href) } = options;
  const last = Number(storage.getItem(GUARD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_TTL_MS) return false;
  storage.setItem(GUARD_KEY, String(now));
  reload();
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i.test(
    message,
  );
}

/**
 * A page's code loaded on first use. `preload()` fetches it ahead: a page loaded so renders at once instead of
 * suspending, which hydration needs (the server's page must be taken over in one go, without a fallback).
 */
export function lazyWithReload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(() =>
    preload().catch((error: unknown) => {
      if (reloadAfterChunkError(error)) return new Promise<never>(() => {});
      throw error;
    }),
  );
  function Page(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Page, { preload });
}

import { lazy, type ComponentType } from 'react';
import { RELOAD_GUARD_TTL_MS } from '../../domain/limits';

const GUARD_KEY = 'chunk-reload-at';

/**
 * A new deployment removes old hashed chunks; an open tab then fails to load a route. docs/product-rules.md#routes-and-screens: reload the
 * target path, at most once per 10 s so a truly missing chunk cannot loop.
 */
export function reloadAfterChunkError(
  error: unknown,
  { now = Date.now(), storage = sessionStorage, reload = () => location.assign(location.href) }: { now?: number; storage?: Storage; reload?: () => void } = {},
): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(GUARD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_TTL_MS) return false;
  storage.setItem(GUARD_KEY, String(now));
  reload();
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i.test(message);
}

export function lazyWithReload<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      if (reloadAfterChunkError(error)) return new Promise<never>(() => {});
      throw error;
    }),
  );
}

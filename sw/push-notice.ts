import { enums, is, optional, string, type } from 'superstruct';
import { NOTICE_BADGE } from '../src/domain/app-manifest';
import { splitLang } from '../src/domain/paths';

/**
 * What a push says and where its click leads (docs/product-rules.md#notifications), kept pure so a table test
 * covers it. A push is data from the push service: the worker shows only one of the store's own shape and opens
 * only pages of the store's own origin.
 */

/** The manifest's small icon: the notice's picture when none is given. */
export const NOTICE_ICON = '/icons/icon-192.png';

const storePush = type({
  kind: enums(['stock', 'order', 'chat', 'price']),
  title: string(),
  body: string(),
  url: string(),
  tag: string(),
  icon: optional(string()),
});

/** The address on the store's origin a path names, or null for anything else (another site, `javascript:`, `//host`). */
export function storeAddress(path: unknown, origin: string): string | null {
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  try {
    const url = new URL(path, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

export interface Notice {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/** The notification a push asks for, or null when the push is not the store's (the worker then shows nothing). */
export function noticeOf(payload: unknown, origin: string): Notice | null {
  if (!is(payload, storePush)) return null;
  const url = storeAddress(payload.url, origin);
  if (!url) return null;
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: payload.icon && storeAddress(payload.icon, origin) ? payload.icon : NOTICE_ICON,
      // A phone draws only the badge's shape in its status bar: the coloured icon would be a white square.
      badge: NOTICE_BADGE,
      tag: payload.tag,
      lang: splitLang(new URL(url).pathname).lang,
      // The path, as the push gave it: the click reads it back through clickTarget.
      data: { url: payload.url },
    },
  };
}

/** The page a click on a notice opens: its data is read again, as anything a notification keeps may be old or foreign. */
export function clickTarget(data: unknown, origin: string): string | null {
  return data && typeof data === 'object' && 'url' in data ? storeAddress(data.url, origin) : null;
}

/** What a click on a notice does with the store's open windows. */
type ClickPlan<C> = { do: 'focus'; client: C } | { do: 'navigate'; client: C } | { do: 'open' };

/**
 * A window already showing the page is brought forward; otherwise an open window of the store goes to it (the
 * focused one first, as the shopper is looking at it); with no window open, a new one opens.
 */
export function clickPlan<C extends { url: string; focused?: boolean }>(
  windows: readonly C[],
  target: string,
  origin: string,
): ClickPlan<C> {
  const ours = windows.filter((w) => originOf(w.url) === origin);
  const showing = ours.find((w) => withoutHash(w.url) === withoutHash(target));
  if (showing) return { do: 'focus', client: showing };
  const other = ours.find((w) => w.focused) ?? ours[0];
  return other ? { do: 'navigate', client: other } : { do: 'open' };
}

const withoutHash = (href: string) => href.split('#')[0];

function originOf(href: string): string | null {
  try {
    return new URL(href).origin;
  } catch {
    return null;
  }
}

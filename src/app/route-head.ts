import { notFoundHead, type HeadContext, type HeadSite, type PageHead } from '../domain/page-head';
import type { Lang, PageParams } from '../domain/paths';
import { ApiFailure } from '../lib/api';
import { i18next } from '../lib/i18n';
import type { Resource } from '../lib/resource';
import type { RouteDef } from './routes';

/** A 404 answer to a page's data makes the page the not-found page. */
export const answeredNotFound = (error: unknown): boolean => error instanceof ApiFailure && error.status === 404;

/** A head's context; `used` hears of each text namespace the head reads. */
export function headContext(
  lang: Lang,
  path: string,
  params: PageParams,
  search: string,
  site: HeadSite,
  used: (namespace: string) => void = () => {},
): HeadContext {
  return {
    lang,
    path,
    params,
    search,
    site,
    text: (key, values) => {
      used(key.split(':')[0]!);
      return i18next.t(key, { lng: lang, ...values });
    },
  };
}

/**
 * What a route's head is with its data as it stands: the not-found head when an answer was 404, undefined
 * while an answer is still missing (or for a page without a head of its own).
 */
export function routeHead(route: RouteDef | null, ctx: HeadContext, states: readonly Resource<unknown>[]): PageHead | undefined {
  if (!route || states.some((s) => s.status === 'failed' && answeredNotFound(s.error))) return notFoundHead(ctx);
  return route.head(
    states.map((s) => s.data),
    ctx,
  );
}

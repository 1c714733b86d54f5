import { api, unwrap } from '../../lib/api';
import type { PageParams } from '../../domain/paths';
import { i18next } from '../../lib/i18n';

export type CategoryPageData = Awaited<ReturnType<typeof request>>;

const pageFromSearch = (search: string) => {
  const n = Number(new URLSearchParams(search).get('page') ?? 1);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

let last: { key: string; at: number; promise: ReturnType<typeof request> } | null = null;

function request(path: string, page: number) {
  // The route is a catch-all (`/api/catalog/*`), which openapi-fetch cannot fill in: the concrete path is
  // passed as it is, typed against the catch-all.
  const url = `/api/catalog/${path.split('/').map(encodeURIComponent).join('/')}` as '/api/catalog/{*}';
  return unwrap(api.GET(url, { params: { path: { '*': path }, query: { page } } }), i18next.t('errors:network'));
}

/**
 * The catalogue-redirect guard and the page ask for the same answer one after the other; the second
 * call within a moment reuses the first request.
 */
export function fetchCategoryPage(path: string, search: string) {
  const page = pageFromSearch(search);
  const key = `${path}?${page}`;
  if (!last || last.key !== key || Date.now() - last.at > 2000) last = { key, at: Date.now(), promise: request(path, page) };
  return last.promise;
}

/** SPEC: a response with redirect_path goes back to the caller for redirecting and is not stored. */
export async function catalogueRedirect(params: PageParams, search: string): Promise<string | null> {
  try {
    const page = await fetchCategoryPage(catalogPath(params), search);
    if (page.redirect_path) last = null;
    return page.redirect_path;
  } catch {
    // The page shows the failure itself (not found, offline).
    return null;
  }
}

export function catalogPath(params: PageParams): string {
  return `${params.key ?? ''}${params.rest ?? ''}`;
}

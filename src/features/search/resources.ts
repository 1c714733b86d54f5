import { fetchSearch, type SearchResult } from '../../api/search';
import type { Lang } from '../../domain/paths';
import type { ResourceDef } from '../../lib/resource';
import { isSearchQueryLongEnough } from '../../domain/limits';
import { parseSearchState, searchHref, type SearchState } from './model';

export const searchResource = (lang: Lang, state: SearchState): ResourceDef<SearchResult> => ({
  key: `search:${lang}:${searchHref(state)}`,
  load: () => fetchSearch(state),
});

/** A query too short to search asks nothing: the page explains instead. */
export function searchPageResources(lang: Lang, search: string): ResourceDef<SearchResult>[] {
  const state = parseSearchState(search);
  return isSearchQueryLongEnough(state.query) ? [searchResource(lang, state)] : [];
}

import { fetchSearch, type SearchResult } from '../../api/search';
import { isSearchQueryLongEnough } from '../../domain/limits';
import type { Lang } from '../../domain/paths';
import type { ResourceDef } from '../../lib/resource';
import { parseSearchState, searchHref, type SearchState } from './model';

export const searchResource = (lang: Lang, state: SearchState): ResourceDef<SearchResult> => ({
  key: `search:${lang}:${searchHref(state)}`,
  load: () => fetchSearch(state),
});

/** The results page's first screen: the results, when the query is long enough to search. */
export function searchPageResources(lang: Lang, _params: unknown, search: string): ResourceDef<SearchResult>[] {
  const state = parseSearchState(search);
  return isSearchQueryLongEnough(state.query) ? [searchResource(lang, state)] : [];
}

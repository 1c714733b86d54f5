import { fetchSearch, type SearchResult } from '../../api/search';
import type { Lang } from '../../domain/paths';
import type { ResourceDef } from '../../lib/resource';
import { searchHref, type SearchState } from './model';

export const searchResource = (lang: Lang, state: SearchState): ResourceDef<SearchResult> => ({
  key: `search:${lang}:${searchHref(state)}`,
  load: () => fetchSearch(state),
});

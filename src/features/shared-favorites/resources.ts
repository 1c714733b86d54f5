import { fetchSharedList, type SharedList } from '../../api/favorites';
import type { Lang, PageParams } from '../../domain/paths';
import type { ResourceDef } from '../../lib/resource';

export const sharedListResource = (lang: Lang, shareId: string): ResourceDef<SharedList> => ({
  key: `shared-favorites:${lang}:${shareId}`,
  load: () => fetchSharedList(shareId),
});

export const sharedListPageResources = (lang: Lang, params: PageParams) => [sharedListResource(lang, params.id ?? '')];

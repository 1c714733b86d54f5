import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-schema';
import { i18next } from '../../lib/i18n';

export type SharedList = paths['/api/favorite/lists/{id}/share']['get']['responses'][200]['content']['application/json']['data'];

export async function fetchSharedList(shareId: string): Promise<SharedList> {
  return (await unwrap(api.GET('/api/favorite/lists/{id}/share', { params: { path: { id: shareId } } }), i18next.t('errors:network'))).data;
}

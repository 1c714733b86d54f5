import { api, unwrap } from '../../../lib/api';
import type { paths } from '../../../lib/api-schema';
import { i18next } from '../../../lib/i18n';

type Lists = paths['/api/customer/favorite/lists']['get']['responses'][200]['content']['application/json'];
export type FavoriteList = Lists['data'][number];
export type FavoriteProduct = NonNullable<FavoriteList['products']>[number];

const network = () => i18next.t('errors:network');
/** Every call on the lists answers the lists as they are now. */
const lists = async (call: Promise<{ data?: Lists; error?: unknown; response: Response }>) => (await unwrap(call, network())).data;
const byId = (id: number) => ({ params: { path: { id } } });

export const fetchLists = () => lists(api.GET('/api/customer/favorite/lists'));
export const createList = (name: string) => lists(api.POST('/api/customer/favorite/lists', { body: { name } }));
export const changeList = (id: number, change: { name?: string; is_shared?: boolean }) => lists(api.PUT('/api/customer/favorite/lists/{id}', { ...byId(id), body: change }));
export const deleteList = (id: number) => lists(api.DELETE('/api/customer/favorite/lists/{id}', byId(id)));
/** Moves the product out of its list into this one. */
export const moveToList = (id: number, productId: number) => lists(api.PUT('/api/customer/favorite/lists/{id}/attach-items', { ...byId(id), body: { product_ids: [productId] } }));

/** Takes the product out of favourites (it is in one list at most), then answers the lists. */
export async function removeProduct(productId: number): Promise<FavoriteList[]> {
  await unwrap(api.DELETE('/api/customer/favorite/product/{id}', byId(productId)), network());
  return fetchLists();
}

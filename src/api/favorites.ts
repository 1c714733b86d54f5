import { api } from '../lib/api';
import { operation } from '../lib/operation';
import type { OutboxEntry, OutboxRequest } from '../lib/outbox';
import { dataOf } from './answer';
import { changeCustomerData } from './customer-change';
import type { ResponseOf } from './types';

export type FavoriteList = ResponseOf<'/api/customer/favorite/lists'>['data'][number];
export type FavoriteProduct = NonNullable<FavoriteList['products']>[number];
export type SharedList = ResponseOf<'/api/favorite/lists/{id}/share'>['data'];
/** The hearts and the header count: which products are favourites, and the lists in short. */
export type FavoriteSummary = ResponseOf<'/api/customer/favorite'>['data'];

const byId = (id: number) => ({ params: { path: { id } } });

// Every call on the lists answers the lists as they are now.
export const fetchLists = () => dataOf(api.GET('/api/customer/favorite/lists'));
export const createList = (name: string) => changeCustomerData('post', '/api/customer/favorite/lists', { body: { name } });
export const changeList = (id: number, change: { name?: string; is_shared?: boolean }) =>
  changeCustomerData('put', '/api/customer/favorite/lists/{id}', { ...byId(id), body: change });
export const deleteList = (id: number) => changeCustomerData('delete', '/api/customer/favorite/lists/{id}', byId(id));
/** Moves the product out of its list into this one. */
export const moveToList = (id: number, productId: number) =>
  changeCustomerData('put', '/api/customer/favorite/lists/{id}/attach-items', { ...byId(id), body: { product_ids: [productId] } });

export const fetchFavorites = () => dataOf(api.GET('/api/customer/favorite'));
/** Out of every list; answers the favourites as they are now. */
export const removeFavorite = (productId: number) => changeCustomerData('delete', '/api/customer/favorite/product/{id}', byId(productId));

/** Who hears what became of a heart that waited in the outbox. */
export const FAVORITES_SCOPE = 'favorites';

/**
 * A heart as a write that can wait in the outbox: into the default list, or out of every list. Either answers the
 * favourites as they are now.
 */
export function favoriteWrite(productId: number, add: boolean): OutboxRequest {
  const path = '/api/customer/favorite/product/{id}';
  return { operation: add ? operation('post', path, byId(productId)) : operation('delete', path, byId(productId)), scope: FAVORITES_SCOPE };
}

/** The heart a queued write stands for. */
export function favoriteChangeOf(entry: OutboxEntry): { productId: number; add: boolean } {
  return { productId: Number(entry.operation.params?.path?.id), add: entry.operation.method === 'post' };
}

/** Takes the product out of favourites (it is in one list at most), then answers the lists. */
export async function removeProduct(productId: number): Promise<FavoriteList[]> {
  await removeFavorite(productId);
  return fetchLists();
}

/** A list another customer shared, by its share id. */
export const fetchSharedList = (shareId: string): Promise<SharedList> =>
  dataOf(api.GET('/api/favorite/lists/{id}/share', { params: { path: { id: shareId } } }));

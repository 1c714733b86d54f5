import { api } from '../lib/api';
import { bodyOf, dataOf } from './answer';
import { phoneForApi } from './auth';
import type { RequestBodyOf } from './types';

/** docs/product-rules.md#seller-workspace: the workspace calls the seller API with its session cookie, as an integration does with its key. */
export const signInSeller = async (phone: string, password: string) =>
  dataOf(api.POST('/api/seller-auth/login', { body: { phone: phoneForApi(phone), password } }));

/** The signed-in seller user, or null when the workspace has no session. */
export async function currentSellerUser() {
  const { data, response } = await api.GET('/api/seller-auth/me');
  if (response.status === 401) return null;
  if (!data) throw new Error(`seller sign-in check answered ${response.status}`);
  return data.data;
}

export const signOutSeller = async () => {
  await api.POST('/api/seller-auth/logout');
};

export type OfferQuery = {
  q?: string;
  stock?: 'out_of_stock' | 'low_stock';
  category?: number;
  warehouse?: number;
  /** only the offers of these goods: which of them the seller offers already */
  goods?: number[];
  page?: number;
  per_page?: number;
};

export const sellerOffers = (query: OfferQuery) =>
  bodyOf(api.GET('/api/seller-api/offers', { params: { query: { ...query, q: query.q || undefined } } }));

/** The seller's warehouses, the one new offers ship from first. */
export const sellerWarehouses = () => dataOf(api.GET('/api/seller-api/warehouses'));
export type SellerWarehouse = Awaited<ReturnType<typeof sellerWarehouses>>[number];

export type OfferChanges = RequestBodyOf<'/api/seller-api/offers/{id}', 'patch'>;
export type NewOffer = RequestBodyOf<'/api/seller-api/offers', 'post'>;

/** The seller's offer of goods the catalogue already has; goods the seller already offers are refused (409). */
export const addOffer = (offer: NewOffer) => dataOf(api.POST('/api/seller-api/offers', { body: offer }));

export const editOffer = (id: number, changes: OfferChanges) =>
  dataOf(api.PATCH('/api/seller-api/offers/{id}', { params: { path: { id } }, body: changes }));

export type SellerUser = NonNullable<Awaited<ReturnType<typeof currentSellerUser>>>;
export type SellerOffer = Awaited<ReturnType<typeof sellerOffers>>['data'][number];

/** Signs in with the one-time link an accepted cooperation request sent the shop's owner. */
export const signInSellerByLink = async (token: string) => dataOf(api.POST('/api/seller-auth/link', { body: { token } }));

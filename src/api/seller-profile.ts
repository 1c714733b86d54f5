import { api } from '../lib/api';
import { dataOf } from './answer';
import type { RequestBodyOf } from './types';

/** docs/product-rules.md#seller-profile: the shop's public profile, read by its team and changed by its owner. */
export const sellerProfile = () => dataOf(api.GET('/api/seller-profile'));

export type SellerProfile = Awaited<ReturnType<typeof sellerProfile>>;
export type SellerProfileBody = RequestBodyOf<'/api/seller-profile', 'put'>;

export const saveSellerProfile = (body: SellerProfileBody) => dataOf(api.PUT('/api/seller-profile', { body }));

export function uploadSellerLogo(file: File) {
  const form = new FormData();
  form.append('logo', file);
  return dataOf(api.PUT('/api/seller-profile/logo', { body: form as never, bodySerializer: (body: unknown) => body as FormData }));
}

export const removeSellerLogo = () => dataOf(api.DELETE('/api/seller-profile/logo'));

export type StatisticsDays = 7 | 30 | 90;

/** docs/product-rules.md#seller-statistics: the seller's own order figures over the last Kyiv days. */
export const sellerStatistics = (days: StatisticsDays) => dataOf(api.GET('/api/seller-api/statistics', { params: { query: { days } } }));

export type SellerStatistics = Awaited<ReturnType<typeof sellerStatistics>>;

/** docs/product-rules.md#seller-profile: the shop's own Nova Poshta key, shown only as set and its last characters. */
export const sellerNpKey = () => dataOf(api.GET('/api/seller-profile/nova-poshta-key'));

export type SellerNpKey = Awaited<ReturnType<typeof sellerNpKey>>;

export const saveSellerNpKey = (apiKey: string) => dataOf(api.PUT('/api/seller-profile/nova-poshta-key', { body: { api_key: apiKey } }));

export const removeSellerNpKey = () => dataOf(api.DELETE('/api/seller-profile/nova-poshta-key'));

import type { SellerTab } from '../domain/seller-storefront';
import { api } from '../lib/api';
import type { ResourceDef } from '../lib/resource-def';
import { bodyOf } from './answer';
import type { ResponseOf } from './types';

export type SellerInfoData = ResponseOf<'/api/seller-info/{id}'>;
export type SellerStatisticData = ResponseOf<'/api/seller-info/{seller_id}/statistic'>;
export type SellerReviewsData = ResponseOf<'/api/seller-info/{seller_id}/reviews'>;
export type SellerReview = SellerReviewsData['data'][number];

/** A seller's storefront data, with the head of the tab shown (the products tab is a listing of its own). */
export const fetchSellerInfo = (id: number, tab: Exclude<SellerTab, 'products'>) =>
  bodyOf(api.GET('/api/seller-info/{id}', { params: { path: { id }, query: tab === 'about' ? {} : { tab } } }));

const fetchSellerStatistic = (sellerId: number) =>
  bodyOf(api.GET('/api/seller-info/{seller_id}/statistic', { params: { path: { seller_id: sellerId } } }));

/** The public rating windows, read by the storefront and by the seller's own statistics under one key. */
export const sellerStatisticResource = (id: number): ResourceDef<SellerStatisticData> => ({
  key: `seller-statistic:${id}`,
  load: () => fetchSellerStatistic(id),
});

export const fetchSellerReviews = (sellerId: number, page: number) =>
  bodyOf(api.GET('/api/seller-info/{seller_id}/reviews', { params: { path: { seller_id: sellerId }, query: page > 1 ? { page } : {} } }));

import {
  fetchSellerInfo,
  fetchSellerReviews,
  sellerStatisticResource,
  type SellerInfoData,
  type SellerReviewsData,
} from '../../api/seller';
import type { Lang, PageParams } from '../../domain/paths';
import { sellerTabOf, type SellerTab } from '../../domain/seller-storefront';
import type { ResourceDef } from '../../lib/resource';

type InfoTab = Exclude<SellerTab, 'products'>;

export const sellerInfoResource = (lang: Lang, id: number, tab: InfoTab): ResourceDef<SellerInfoData> => ({
  key: `seller:${lang}:${id}:${tab}`,
  load: () => fetchSellerInfo(id, tab),
});

export const sellerReviewsResource = (id: number, page: number): ResourceDef<SellerReviewsData> => ({
  key: `seller-reviews:${id}:${page}`,
  load: () => fetchSellerReviews(id, page),
});

/** The reviews page a storefront address asks for (`?page=2`); anything that is not a page number is the first. */
export function reviewsPageOf(search: string): number {
  const asked = new URLSearchParams(search).get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : 1;
}

/** The first screen of a storefront tab: the seller, and the rating windows on the landing or the reviews page asked for. */
export function sellerPageResources(lang: Lang, params: PageParams, search: string): ResourceDef<unknown>[] {
  const id = Number(params.id);
  const tab = sellerTabOf(params.rest);
  if (!tab || tab === 'products') return [];
  const info = sellerInfoResource(lang, id, tab);
  if (tab === 'about') return [info, sellerStatisticResource(id)];
  if (tab === 'reviews') return [info, sellerReviewsResource(id, reviewsPageOf(search))];
  return [info];
}

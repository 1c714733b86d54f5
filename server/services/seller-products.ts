import type { CatalogQuery } from '../../src/domain/catalog-query';
import { DEFAULT_CARD_ATTRIBUTES_COUNT, DEFAULT_VIEW } from '../../src/domain/limits';
import { paths, type Lang } from '../../src/domain/paths';
import type { SellerProducts } from '../contract/seller-info';
import type { Db } from '../db/connection';
import { listing, listingSummary } from './listing';
import { itemList, listingHead, selectionName } from './listing-seo';
import { sellerCard, sellerCrumbs } from './seller-info';
import type { Site } from './seo';

/**
 * The products tab of a storefront: the catalogue's own listing (filters, sort, pages, head) over the base
 * products the seller offers (docs/decisions/0034-seller-storefronts.md). What it is without its cards, enough
 * for the HTML head; null for an unknown seller.
 */
export async function sellerProductsHead(db: Db, lang: Lang, site: Site, sellerId: number, asked: CatalogQuery) {
  const seller = await sellerCard(db, sellerId);
  if (!seller) return null;
  const scope = { sellerId };
  const summary = await listingSummary(db, lang, scope, asked);
  const path = paths.seller(sellerId, 'products');
  const name = selectionName(lang, seller.shop_name, summary.selection);
  const crumbs = sellerCrumbs(seller);
  return {
    seller,
    scope,
    path,
    summary,
    ...listingHead(site, lang, { path, name, text: '', crumbs, summary, titles: { title: 'sellerProductsTitle', desc: 'sellerProductsDescription' } }),
  };
}

export async function sellerProducts(db: Db, lang: Lang, site: Site, sellerId: number, asked: CatalogQuery): Promise<SellerProducts | null> {
  const head = await sellerProductsHead(db, lang, site, sellerId, asked);
  if (!head) return null;
  const { seller, scope, path, summary, ...meta } = head;
  const list = await listing(db, lang, scope, path, summary);
  return {
    data: {
      id: seller.id,
      h1: meta.seo.h1,
      view_type_catalog: DEFAULT_VIEW,
      card_attributes_count: DEFAULT_CARD_ATTRIBUTES_COUNT,
      sort: list.sort,
      products: list.products,
      seller,
    },
    ...meta,
    google: [...meta.google, itemList(site, lang, list.products.content, (summary.query.page - 1) * summary.pagination.per_page)],
  };
}

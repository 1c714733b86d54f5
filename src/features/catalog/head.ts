import { listingHead, notFoundHead, seoHead, type HeadContext } from '../../domain/page-head';
import type { BrandListData, ListingPage } from '../../api/catalog';
import { categoryIdFromKey } from '../../domain/paths';
import { sellerCategoryOf } from './resources';

/** A listing's head is in its answer: a brand, a promotion's goods. */
export const listingPageHead = ([page]: readonly unknown[], ctx: HeadContext) => (page ? listingHead(ctx, page as ListingPage) : undefined);

/** A category page: its key names a category (c{id}), any other key is no page. */
export const categoryHead = (data: readonly unknown[], ctx: HeadContext) =>
  categoryIdFromKey(ctx.params.key ?? '') === null ? notFoundHead(ctx) : listingPageHead(data, ctx);

/** docs/product-rules.md#seller-storefronts: after /products only a category key (c{id}) names a page. */
export const sellerProductsHead = (data: readonly unknown[], ctx: HeadContext) =>
  sellerCategoryOf(ctx.params) === null ? notFoundHead(ctx) : listingPageHead(data, ctx);

/** The brands' list: its head is in its answer. */
export const brandsHead = ([page]: readonly unknown[], ctx: HeadContext) => (page ? seoHead(ctx, page as BrandListData) : undefined);

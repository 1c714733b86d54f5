import { notFoundHead, seoHead, type HeadContext } from '../../domain/page-head';
import { paths } from '../../domain/paths';
import { sellerTabOf } from '../../domain/seller-storefront';
import type { SellerInfoData } from '../../api/seller';

/** A storefront tab's head is in its seller's answer; a tab the storefront does not have is no page (docs/product-rules.md#seller-storefronts). */
export const sellerHead = ([page]: readonly unknown[], ctx: HeadContext) => {
  const tab = sellerTabOf(ctx.params.rest);
  if (!tab || tab === 'products') return notFoundHead(ctx);
  if (!page) return undefined;
  const info = page as SellerInfoData;
  return seoHead(ctx, info, paths.seller(info.data.id, tab));
};

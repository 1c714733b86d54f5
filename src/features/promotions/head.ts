import { movedHead, notFoundHead, seoHead, type HeadContext } from '../../domain/page-head';
import { paths } from '../../domain/paths';
import type { PromotionListData } from '../../api/promotions';

/**
 * docs/product-rules.md#promotions: further pages are a query, like a blog tag's; page 1 lives at the plain
 * address, and a `?page=` that is no page number is no page.
 */
export const promotionsHead = ([list]: readonly unknown[], ctx: HeadContext) => {
  const asked = new URLSearchParams(ctx.search).get('page');
  if (asked === '1') return movedHead(ctx, paths.promotions());
  if (asked !== null && !/^[1-9]\d{0,5}$/.test(asked)) return notFoundHead(ctx);
  if (!list) return undefined;
  return seoHead(ctx, list as PromotionListData, paths.promotions(asked === null ? 1 : Number(asked)));
};

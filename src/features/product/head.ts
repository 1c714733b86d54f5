import { seoHead, type HeadContext } from '../../domain/page-head';
import type { ProductPageData } from '../../api/product';

/** A product's head is in its answer. */
export const productHead = ([page]: readonly unknown[], ctx: HeadContext) => (page ? seoHead(ctx, page as ProductPageData) : undefined);

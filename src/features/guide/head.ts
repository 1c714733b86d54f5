import { seoHead, type HeadContext } from '../../domain/page-head';
import type { GuideArticleData } from '../../api/guide';

/** A guide article's head is in its answer. */
export const guideHead = ([page]: readonly unknown[], ctx: HeadContext) => (page ? seoHead(ctx, page as GuideArticleData) : undefined);

import { seoHead, type HeadContext } from '../../domain/page-head';
import type { HtmlSitemapData } from '../../api/store-pages';

/** A page of the HTML sitemap: its head is in its answer. */
export const htmlSitemapHead = ([page]: readonly unknown[], ctx: HeadContext) => (page ? seoHead(ctx, page as HtmlSitemapData) : undefined);

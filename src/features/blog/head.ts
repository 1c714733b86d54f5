import { canonicalPathOf, movedHead, notFoundHead, seoHead, type HeadContext } from '../../domain/page-head';
import { paths } from '../../domain/paths';
import type { BlogArticleData, BlogListData } from '../../api/blog';

/**
 * The address of page 1 of a blog list when the address names it: page 1 has no address of its own
 * (docs/product-rules.md#blog). Null for any other page.
 */
function pageOneAddress({ params, search }: HeadContext): string | null {
  if (params.tag_id) return new URLSearchParams(search).get('page') === '1' ? paths.blogTag(Number(params.tag_id)) : null;
  if (params.page !== '1') return null;
  return params.category_id ? paths.blogCategory(Number(params.category_id)) : paths.blog();
}

/** A tag's further pages are a `?page=` query: one that is not a page number is no page. */
function isNoPage({ params, search }: HeadContext): boolean {
  const asked = params.tag_id ? new URLSearchParams(search).get('page') : null;
  return asked !== null && !/^[1-9]\d{0,5}$/.test(asked);
}

/** The blog, a category or a tag, plain or paged: its head is in its answer, its alternates on its canonical. */
export const blogListHead = ([list]: readonly unknown[], ctx: HeadContext) => {
  const pageOne = pageOneAddress(ctx);
  if (pageOne) return movedHead(ctx, pageOne);
  if (isNoPage(ctx)) return notFoundHead(ctx);
  if (!list) return undefined;
  const answer = list as BlogListData;
  return seoHead(ctx, answer, canonicalPathOf(answer.seo.canonical));
};

/** An article: link previews show it as one, with its date and category. */
export const blogArticleHead = ([page]: readonly unknown[], ctx: HeadContext) => {
  if (!page) return undefined;
  const article = page as BlogArticleData;
  return { ...seoHead(ctx, article), article: { published_time: article.data.published_at, section: article.data.category.name } };
};

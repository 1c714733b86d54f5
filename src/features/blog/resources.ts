import { fetchBlogArticle, fetchBlogList, type BlogArticleData, type BlogListData, type BlogListScope } from '../../api/blog';
import type { Lang, PageParams } from '../../domain/paths';
import type { ResourceDef } from '../../lib/resource';

/** The list a blog address shows and its page: `/page-{n}` in the path, or `?page=` for a tag. */
export function blogListState(params: PageParams, search: string): { scope: BlogListScope; page: number } {
  const scope: BlogListScope = params.tag_id
    ? { kind: 'tag', id: Number(params.tag_id) }
    : params.category_id
      ? { kind: 'category', id: Number(params.category_id) }
      : { kind: 'all' };
  const asked = params.tag_id ? new URLSearchParams(search).get('page') : params.page;
  return { scope, page: asked && /^[1-9]\d*$/.test(asked) ? Number(asked) : 1 };
}

const scopeKey = (scope: BlogListScope) => (scope.kind === 'all' ? 'all' : `${scope.kind}:${scope.id}`);

export const blogListResource = (lang: Lang, scope: BlogListScope, page: number): ResourceDef<BlogListData> => ({
  key: `blog:${lang}:${scopeKey(scope)}:${page}`,
  load: () => fetchBlogList(scope, page),
});

export const blogArticleResource = (lang: Lang, categoryId: number, articleId: number): ResourceDef<BlogArticleData> => ({
  key: `blog-article:${lang}:${categoryId}:${articleId}`,
  load: () => fetchBlogArticle(categoryId, articleId),
});

export function blogListResources(lang: Lang, params: PageParams, search: string) {
  const { scope, page } = blogListState(params, search);
  return [blogListResource(lang, scope, page)];
}

export const blogArticleResources = (lang: Lang, params: PageParams) => [
  blogArticleResource(lang, Number(params.category_id), Number(params.article_id)),
];

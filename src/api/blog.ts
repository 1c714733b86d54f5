import { api } from '../lib/api';
import { bodyOf } from './answer';
import type { ResponseOf } from './types';

export type BlogListData = ResponseOf<'/api/blog'>;
export type BlogArticleData = ResponseOf<'/api/blog/category/{category_id}/article/{article_id}'>;
export type BlogBlock = BlogArticleData['data']['body'][number];

/** Which blog list a page shows: all articles, a category's or a tag's. */
export type BlogListScope = { kind: 'all' } | { kind: 'category'; id: number } | { kind: 'tag'; id: number };

export function fetchBlogList(scope: BlogListScope, page: number): Promise<BlogListData> {
  const query = { page };
  if (scope.kind === 'category')
    return bodyOf(api.GET('/api/blog/category/{category_id}', { params: { path: { category_id: scope.id }, query } }));
  if (scope.kind === 'tag') return bodyOf(api.GET('/api/blog/tag/{tag_id}', { params: { path: { tag_id: scope.id }, query } }));
  return bodyOf(api.GET('/api/blog', { params: { query } }));
}

export const fetchBlogArticle = (categoryId: number, articleId: number) =>
  bodyOf(
    api.GET('/api/blog/category/{category_id}/article/{article_id}', {
      params: { path: { category_id: categoryId, article_id: articleId } },
    }),
  );

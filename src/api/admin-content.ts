import { api } from '../lib/api';
import { bodyOf, dataOf } from './answer';
import type { RequestBodyOf, ResponseOf } from './types';

/** docs/product-rules.md#content: the back office's content editor, with the back office's own session. */
export type ArticleKind = 'blog' | 'guide';
export type ArticleInput = RequestBodyOf<'/api/operator/content/{kind}'>;
export type EditedArticle = ResponseOf<'/api/operator/content/{kind}/{id}'>['data'];
export type EditedBlock = ArticleInput['body_uk'][number];
export type Publication = ArticleInput['publication'];
export type ArticleListItem = ResponseOf<'/api/operator/content'>['data'][number];
export type ContentOptions = ResponseOf<'/api/operator/content/options'>['data'];

export const contentArticles = async () => dataOf(api.GET('/api/operator/content', {}));
export const contentOptions = async () => dataOf(api.GET('/api/operator/content/options', {}));

export const editedArticle = (kind: ArticleKind, id: number) =>
  dataOf(api.GET('/api/operator/content/{kind}/{id}', { params: { path: { kind, id } } }));
export const createArticle = (kind: ArticleKind, body: ArticleInput) =>
  dataOf(api.POST('/api/operator/content/{kind}', { params: { path: { kind } }, body }));
export const updateArticle = (kind: ArticleKind, id: number, body: ArticleInput) =>
  dataOf(api.PUT('/api/operator/content/{kind}/{id}', { params: { path: { kind, id } }, body }));

/** The public page's own answer for an article, whatever its state: what the preview draws. */
export const blogPreview = (id: number) => bodyOf(api.GET('/api/operator/content/blog/{id}/preview', { params: { path: { id } } }));
export const guidePreview = (id: number) => bodyOf(api.GET('/api/operator/content/guide/{id}/preview', { params: { path: { id } } }));

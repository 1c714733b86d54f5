import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-schema';
import { i18next } from '../../lib/i18n';

type CommentPath = paths['/api/customer/orders/{orderId}/comment'];
export type CommentState = CommentPath['get']['responses'][200]['content']['application/json']['data'];
export type CommentBody = CommentPath['post']['requestBody']['content']['application/json'];

export async function loadCommentState(orderId: number): Promise<CommentState> {
  return (await unwrap(api.GET('/api/customer/orders/{orderId}/comment', { params: { path: { orderId } } }), i18next.t('errors:network'))).data;
}

export function sendComment(orderId: number, body: CommentBody) {
  return unwrap(api.POST('/api/customer/orders/{orderId}/comment', { params: { path: { orderId } }, body }), i18next.t('errors:network'));
}

import { api } from '../lib/api';
import { bodyOf } from './answer';

/** Notes a signed-in customer's visit of a product page for the cabinet's viewed list (a guest's is ignored). */
export const noteProductView = (id: number) => bodyOf(api.POST('/api/product/{id}/view', { params: { path: { id } } }));

/** The signed-in customer's viewed products, kept by the server, a page at a time. */
export const fetchRecentViews = (page: number) => bodyOf(api.GET('/api/customer/recent-views', { params: { query: { page } } }));

export type RecentViewsPage = Awaited<ReturnType<typeof fetchRecentViews>>;

/** `id`: the goods (a card's base_product_id); the answer is the asked page as it is after removal. */
export const removeRecentView = (id: number, page: number) =>
  bodyOf(api.DELETE('/api/customer/recent-views/{id}', { params: { path: { id }, query: { page } } }));

export const clearRecentViews = () => bodyOf(api.DELETE('/api/customer/recent-views'));

import { api, unwrap } from '../../../lib/api';
import { i18next } from '../../../lib/i18n';

const network = () => i18next.t('errors:network');

export const fetchRecentViews = (page: number) => unwrap(api.GET('/api/customer/recent-views', { params: { query: { page } } }), network());

export type RecentViewsPage = Awaited<ReturnType<typeof fetchRecentViews>>;

/** `id`: the goods (a card's base_product_id); the answer is the asked page as it is after removal. */
export const removeRecentView = (id: number, page: number) =>
  unwrap(api.DELETE('/api/customer/recent-views/{id}', { params: { path: { id }, query: { page } } }), network());

export const clearRecentViews = () => unwrap(api.DELETE('/api/customer/recent-views'), network());

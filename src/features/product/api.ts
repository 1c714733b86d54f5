import { api, unwrap } from '../../lib/api';
import { i18next } from '../../lib/i18n';

export const fetchProductPage = (id: number) =>
  unwrap(api.GET('/api/product/{id}', { params: { path: { id } } }), i18next.t('errors:network'));

export type ProductPageData = Awaited<ReturnType<typeof fetchProductPage>>;
export type Proposition = ProductPageData['data']['propositions'][number];

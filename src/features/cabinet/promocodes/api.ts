import { api, unwrap } from '../../../lib/api';
import { i18next } from '../../../lib/i18n';

export const fetchPromoCodes = (page: number) =>
  unwrap(api.GET('/api/customer/promo-codes', { params: { query: { page } } }), i18next.t('errors:network'));

export type CustomerPromoCode = Awaited<ReturnType<typeof fetchPromoCodes>>['data'][number];

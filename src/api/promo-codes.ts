import { api } from '../lib/api';
import { bodyOf } from './answer';

export const fetchPromoCodes = (page: number) => bodyOf(api.GET('/api/customer/promo-codes', { params: { query: { page } } }));

export type CustomerPromoCode = Awaited<ReturnType<typeof fetchPromoCodes>>['data'][number];

import { api } from '../lib/api';
import { answer } from './answer';

export const fetchPromoCodes = (page: number) => answer(api.GET('/api/customer/promo-codes', { params: { query: { page } } }));

export type CustomerPromoCode = Awaited<ReturnType<typeof fetchPromoCodes>>['data'][number];

import { api } from '../lib/api';
import { answer } from './answer';
import type { ResponseOf } from './types';

export type PromotionListData = ResponseOf<'/api/promotions'>;

export const fetchPromotions = (page: number) => answer(api.GET('/api/promotions', { params: { query: page > 1 ? { page } : {} } }));

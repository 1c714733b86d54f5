import { api } from '../lib/api';
import { bodyOf } from './answer';
import type { ResponseOf } from './types';

export type PromotionListData = ResponseOf<'/api/promotions'>;

export const fetchPromotions = (page: number) => bodyOf(api.GET('/api/promotions', { params: { query: page > 1 ? { page } : {} } }));

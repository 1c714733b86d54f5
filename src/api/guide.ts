import { api } from '../lib/api';
import { bodyOf } from './answer';
import type { ResponseOf } from './types';

export type GuideArticleData = ResponseOf<'/api/gid-pokupatelya/{slug}'>;

export const fetchGuideArticle = (slug: string) => bodyOf(api.GET('/api/gid-pokupatelya/{slug}', { params: { path: { slug } } }));

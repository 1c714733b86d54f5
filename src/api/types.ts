import type { ResponseOf } from '../lib/contract-types';

export type { ApiPath, RequestBodyOf, ResponseOf } from '../lib/contract-types';

export type ProductCard = ResponseOf<'/api/pg-slider-via-category/{kind}/{kind2}'>['data'][number];
export type ImageData = ProductCard['image'];

import type { paths } from './api-schema';

/** Names for shapes the generated contract uses in several answers. */
type Json<P extends keyof paths> = paths[P]['get'] extends { responses: { 200: { content: { 'application/json': infer T } } } } ? T : never;

export type ProductCard = Json<'/api/pg-slider-via-category/{kind}/{kind2}'>['data'][number];
export type ImageData = ProductCard['image'];

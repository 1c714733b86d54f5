import { api } from '../lib/api';
import { dataOf } from './answer';

export type SliderPlace = 'tabs' | 'banner' | 'mini_banner';
export type ProductSliderKind = 'pg_popular' | 'pg_new';

export const fetchMediaSlider = (place: SliderPlace) =>
  dataOf(api.GET('/api/media-slider-items/main_page/{place}', { params: { path: { place } } }));

export const fetchProductSlider = (kind: ProductSliderKind) =>
  dataOf(api.GET('/api/pg-slider-via-category/{kind}/{kind2}', { params: { path: { kind, kind2: kind } } }));

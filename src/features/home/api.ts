import { api, unwrap } from '../../lib/api';
import { i18next } from '../../lib/i18n';

export type SliderPlace = 'tabs' | 'banner' | 'mini_banner';
export type ProductSliderKind = 'pg_popular' | 'pg_new';

const network = () => i18next.t('errors:network');

export const fetchMediaSlider = (place: SliderPlace) =>
  unwrap(api.GET('/api/media-slider-items/main_page/{place}', { params: { path: { place } } }), network()).then((r) => r.data);

export const fetchProductSlider = (kind: ProductSliderKind) =>
  unwrap(api.GET('/api/pg-slider-via-category/{kind}/{kind2}', { params: { path: { kind, kind2: kind } } }), network()).then((r) => r.data);

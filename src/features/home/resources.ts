import { fetchMediaSlider, fetchProductSlider, type ProductSliderKind, type SliderPlace } from '../../api/home';
import type { Lang } from '../../domain/paths';
import type { ResourceDef } from '../../lib/resource';

export const mediaSliderResource = (lang: Lang, place: SliderPlace): ResourceDef<Awaited<ReturnType<typeof fetchMediaSlider>>> => ({
  key: `media:${place}:${lang}`,
  load: () => fetchMediaSlider(place),
});

export const productSliderResource = (
  lang: Lang,
  kind: ProductSliderKind,
): ResourceDef<Awaited<ReturnType<typeof fetchProductSlider>>> => ({
  key: `slider:${kind}:${lang}`,
  load: () => fetchProductSlider(kind),
});

/** The home page top to bottom: the tabs, the banner, popular products, the small banners and the new ones. */
export const HOME_SECTIONS = [
  { media: 'tabs' },
  { media: 'banner' },
  { products: 'pg_popular' },
  { media: 'mini_banner' },
  { products: 'pg_new' },
] as const satisfies readonly ({ media: SliderPlace } | { products: ProductSliderKind })[];

export const homeResources = (lang: Lang) =>
  HOME_SECTIONS.map((s) => ('media' in s ? mediaSliderResource(lang, s.media) : productSliderResource(lang, s.products)));

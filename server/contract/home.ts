import { Type, type Static } from 'typebox';
import { Image } from './common';

export const SliderPlace = Type.Union([Type.Literal('tabs'), Type.Literal('banner'), Type.Literal('mini_banner')]);

export const MediaSliderItem = Type.Object({
  id: Type.Integer(),
  place: SliderPlace,
  title: Type.String(),
  subtitle: Type.String(),
  url: Type.String({ description: 'path without the language prefix' }),
  image: Image,
});
export type MediaSliderItem = Static<typeof MediaSliderItem>;

export const MediaSlider = Type.Object({ data: Type.Array(MediaSliderItem) });

export const FooterMenu = Type.Object({
  data: Type.Object({
    groups: Type.Array(Type.Object({ title: Type.String(), links: Type.Array(Type.Object({ title: Type.String(), url: Type.String() })) })),
    contacts: Type.Object({ phone: Type.String(), email: Type.String(), schedule: Type.String() }),
  }),
});
export type FooterMenu = Static<typeof FooterMenu>['data'];

import { Type } from 'typebox';
import { Crumb, JsonLd, Seo } from './common';

const GuideLink = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  url: Type.String({ description: 'path without the language prefix' }),
});

export const GuideIndex = Type.Object({
  data: Type.Array(GuideLink, { description: 'every article of the buyer guide, in reading order' }),
});

export const GuideSlugParam = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 100 }) });

export const GuideArticle = Type.Object({
  data: Type.Object({
    slug: Type.String(),
    title: Type.String(),
    sections: Type.Array(
      Type.Object({
        id: Type.String({ description: 'the anchor of the section: the table of contents links to #id' }),
        heading: Type.String({ description: 'empty for an opening without a heading (left out of the contents)' }),
        paragraphs: Type.Array(Type.String()),
      }),
    ),
    articles: Type.Array(GuideLink, { description: 'the whole guide, to move between its articles' }),
  }),
  breadcrumbs: Type.Array(Crumb),
  seo: Seo,
  google: Type.Array(JsonLd),
});

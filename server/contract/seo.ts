import { Type } from 'typebox';
import { Crumb, Pagination, Seo } from './common';

export const SeoTemplateQuery = Type.Object({
  uri: Type.String({
    pattern: '^/(?!/)',
    maxLength: 2000,
    description: 'a page path with its query, with or without the /ru prefix: /catalog/c1?sort=cheap',
  }),
});

export const SeoTemplate = Type.Object({
  data: Type.Object({
    title: Type.String(),
    description: Type.String(),
    h1: Type.String(),
    text: Type.String({ description: 'the SEO text under a listing; empty for most pages' }),
    canonical: Type.String(),
  }),
});

export const BuildInfo = Type.Object({
  data: Type.Object({
    version: Type.String({ description: 'the app version (package.json)' }),
    built_at: Type.Union([Type.String({ description: 'when the served build was made, ISO date-time' }), Type.Null()], {
      description: 'null when no build is served',
    }),
  }),
});

export const HtmlSitemap = Type.Object({
  data: Type.Object({
    sections: Type.Array(
      Type.Object({
        kind: Type.Union([
          Type.Literal('categories'),
          Type.Literal('brands'),
          Type.Literal('sellers'),
          Type.Literal('guide'),
          Type.Literal('blog'),
        ]),
        title: Type.String(),
        // A link is a title and a path, the shape a breadcrumb has.
        links: Type.Array(Crumb),
      }),
    ),
  }),
  pagination: Pagination,
  breadcrumbs: Type.Array(Crumb),
  seo: Seo,
});

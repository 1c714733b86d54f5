import { Type, type Static } from 'typebox';
import { ListingQuery, listingPage } from './catalog';
import { Crumb, Image, Nullable, Page, Pagination, Seo } from './common';

/** docs/product-rules.md#promotions: what a promotion says of itself, in the list and on its own page. */
export const PromotionCard = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  url: Type.String({ description: 'path without the language prefix: /akcii/{slug}' }),
  banner: Image,
  starts_at: Type.String({ description: 'ISO date-time it began' }),
  ends_at: Type.String({ description: 'ISO date-time it ends or ended' }),
  is_active: Type.Boolean({ description: 'running at the moment of the answer; an ended one stays reachable and says so' }),
  promo_code: Nullable(Type.String({ description: 'the code to type at checkout; null when the promotion has none' })),
});
export type PromotionCard = Static<typeof PromotionCard>;

export const PromotionListQuery = Type.Object({ page: Type.Optional(Page()) });

export const PromotionList = Type.Object({
  data: Type.Array(PromotionCard, { description: 'running ones first (soonest to end first), then ended ones (latest ended first)' }),
  pagination: Pagination,
  seo: Seo,
  breadcrumbs: Type.Array(Crumb),
});
export type PromotionList = Static<typeof PromotionList>;

export const PromotionSlugParam = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 100 }) });

export const PromotionQuery = ListingQuery;

export const PromotionPage = listingPage({ promotion: Type.Object({ ...PromotionCard.properties, terms: Type.String() }) });
export type PromotionPage = Static<typeof PromotionPage>;

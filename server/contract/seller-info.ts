import { ReviewReply } from './review-moderation';
import { Type, type Static } from 'typebox';
import { SELLER_RATING_WINDOWS } from '../../src/domain/seller-rating';
import { ListingQuery, listingPage } from './catalog';
import { DeliveryType, PaymentMethod } from './checkout';
import { Crumb, Image, JsonLd, Nullable, Page, Pagination, Seo } from './common';

/** Whom the storefront's header names, on every tab. */
const SellerCard = Type.Object({
  id: Type.Integer(),
  shop_name: Type.String(),
  logo: Image,
  rating: Type.Number({ description: '0–5, one decimal: every order review ever written' }),
  reviews_count: Type.Integer(),
  paused: Type.Boolean({ description: 'the back office paused the shop: its offers are not sold until it resumes' }),
});

export const SellerInfo = Type.Object({
  data: Type.Object({
    ...SellerCard.properties,
    description: Type.String(),
    legal_name: Type.String({ description: "the business behind the shop: 'ТОВ «…»' or 'ФОП …'; '' when not given" }),
    legal_code: Type.String({ description: 'ЄДРПОУ of a company or РНОКПП of a sole trader; "" when not given' }),
    on_market_since: Type.String({ description: 'ISO date the shop joined' }),
    products_count: Type.Integer({ description: 'base products the seller offers' }),
    contacts: Type.Object({ phone: Type.String(), email: Type.String(), address: Type.String() }),
    schedule: Type.Object({
      lines: Type.Array(Type.Object({ days: Type.String(), hours: Type.String({ description: "'09:00–19:00'" }) })),
      is_open: Type.Boolean({ description: 'working at the moment of the answer, on Kyiv time' }),
      time_zone: Type.String({ description: 'Europe/Kyiv: the clock the schedule is read on' }),
    }),
    delivery: Type.Object({
      ships_from: Type.Array(Type.String(), { description: "cities of the seller's warehouses" }),
      days: Type.Union([Type.Object({ min: Type.Integer(), max: Type.Integer() }), Type.Null()], {
        description: 'days to dispatch across the offers; null with no offers',
      }),
      types: Type.Array(DeliveryType),
    }),
    payment: Type.Object({ methods: Type.Array(PaymentMethod) }),
    returns: Type.String({ description: "the shop's return terms in the request's language; '' when not given" }),
  }),
  seo: Seo,
  breadcrumbs: Type.Array(Crumb),
  google: Type.Array(JsonLd),
});
export type SellerInfo = Static<typeof SellerInfo>;

export const SellerIdParam = Type.Object({ seller_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

export const WindowRating = Type.Object({
  months: Type.Integer({ description: `the window's length: ${SELLER_RATING_WINDOWS.join(', ')} months` }),
  rating: Type.Number({ description: 'mean of the reviews, each the mean of its three ratings; 0 with none' }),
  reviews: Type.Integer(),
  positive_percent: Type.Integer({ description: 'reviews whose mean is 4 stars or more, whole per cent; 0 with none' }),
});

export const SellerStatistic = Type.Object({
  data: Type.Object({ windows: Type.Array(WindowRating, { description: 'the last 6, 8 and 12 months, up to the moment of the answer' }) }),
});

export const SellerReviewsQuery = Type.Object({ page: Type.Optional(Page()) });

export const SellerReview = Type.Object({
  id: Type.Integer(),
  author: Type.String({ description: "the buyer's first name and surname initial: 'Олена К.'" }),
  service_rating: Type.Integer(),
  delivery_rating: Type.Integer(),
  relevance_rating: Type.Integer(),
  rating: Type.Number({ description: 'the mean of the three, one decimal' }),
  text: Type.String(),
  created_at: Type.String(),
  reply: Nullable(ReviewReply),
});

export const SellerReviews = Type.Object({
  data: Type.Array(SellerReview, { description: 'newest first' }),
  pagination: Pagination,
});
export type SellerReviews = Static<typeof SellerReviews>;

export const SellerProductsQuery = Type.Object({
  ...ListingQuery.properties,
  category: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2147483647,
      description:
        "a storefront's category page (`/seller_{id}/products/c{category}`): the seller's goods in this category and below it; 404 for an unknown category",
    }),
  ),
});

export const SellerProducts = listingPage({
  seller: SellerCard,
  categories: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      url: Type.String({ description: 'the storefront category page, without the language prefix' }),
      count: Type.Integer(),
    }),
    {
      description: "the categories of the seller's goods listed here (below the chosen one), most goods first",
    },
  ),
});
export type SellerProducts = Static<typeof SellerProducts>;

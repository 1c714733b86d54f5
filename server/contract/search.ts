import { Type, type Static } from 'typebox';
import { ProductCard } from './catalog';
import { Id, Page, Pagination } from './common';

const QUERY_MAX = 200;

const Exact = Type.Optional(
  Type.Integer({
    minimum: 0,
    maximum: 1,
    description: '1: search for what was typed, word for word, without reading a query that finds nothing more forgivingly',
  }),
);
const Corrected = Type.Optional(
  Type.String({
    description: 'present when the query as typed found nothing and was read on the other keyboard layout: what was searched for instead',
  }),
);

export const MultiSearchHeaders = Type.Object({
  'x-multisearch-id': Type.Optional(
    Type.String({
      description:
        "the shopper's search id: one from an earlier answer (`uid`) or the client's own (8 to 64 of A-Z a-z 0-9 . _ ~ : -), kept as sent; a missing or malformed one gets a new uid",
    }),
  ),
});

export const SearchQuery = Type.Object({
  query: Type.String({ default: '', maxLength: QUERY_MAX, description: 'at least 3 characters' }),
  page: Page(),
  'categories[]': Type.Optional(Type.Array(Id(), { maxItems: 50, description: 'category ids: only products of these' })),
  'brands[]': Type.Optional(Type.Array(Id(), { maxItems: 50, description: 'brand ids: only products of these' })),
  exact: Exact,
});

const Facet = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  count: Type.Integer({ description: 'matching products under the other filter' }),
  is_checked: Type.Boolean(),
});

export const SearchResult = Type.Object({
  uid: Type.String({ description: 'send it back as X-MultiSearch-Id: the history belongs to it (to the customer when signed in)' }),
  query: Type.String(),
  categories: Type.Array(Facet, { description: 'categories of the matching products, most matches first; counted under the brand filter' }),
  products: Type.Object({ content: Type.Array(ProductCard), pagination: Pagination }),
  filters: Type.Object({
    brands: Type.Array(Facet, { description: 'brands of the matching products, most matches first; counted under the category filter' }),
  }),
  pagination: Pagination,
  corrected: Corrected,
  did_you_mean: Type.Optional(Type.String({ description: 'when nothing is found: a near spelling of the query that finds something' })),
  closest_categories: Type.Optional(
    Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String({ description: 'path without the language prefix' }) }),
      {
        description: 'when nothing is found: the categories of the products that carry any of its words, most first (at most 5)',
      },
    ),
  ),
});
export type SearchResult = Static<typeof SearchResult>;

export const LiveSearchQuery = Type.Object({
  query: Type.String({ default: '', maxLength: QUERY_MAX, description: "any non-blank text, otherwise 400 'Empty query'" }),
  purchases: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1,
      description: '1: the cabinet variant, only among the goods the signed-in customer has ordered (401 for a guest)',
    }),
  ),
  exact: Exact,
});

export const LiveSearchResult = Type.Object({
  products: Type.Array(ProductCard, { description: 'the best 6 matches' }),
  categories: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      url: Type.String({ description: 'path without the language prefix' }),
      count: Type.Integer(),
    }),
    { description: 'the 5 categories with most matches' },
  ),
  total: Type.Integer({ description: 'all matching products' }),
  corrected: Corrected,
});
export type LiveSearchResult = Static<typeof LiveSearchResult>;

export const SearchHistory = Type.Object({ data: Type.Array(Type.String(), { description: 'queries, most recent first, at most 20' }) });

export const HistoryDeleteQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: QUERY_MAX, description: 'the query to forget; without it the whole history goes' })),
});

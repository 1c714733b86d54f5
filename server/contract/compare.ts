import { Type, type Static } from 'typebox';
import { ProductCard } from './catalog';
import { Nullable, Shared } from './common';

export const CompareSessionHeader = Type.Object({
  'compare-session': Type.Optional(
    Type.String({
      description:
        'The id a previous answer gave in compare_session, or one the app made offline (32 lowercase hex characters). Absent, unknown or belonging to another customer: GET answers an empty list; a guest’s POST starts the session under an unknown well-formed id as it is, and under a new id otherwise.',
    }),
  ),
});

const CategoryRef = Type.Object({ id: Type.Integer(), name: Type.String() });

export const CompareListRef = Shared(
  'CompareListRef',
  Type.Object(
    {
      category: CategoryRef,
      count: Type.Integer({ description: 'products in this list' }),
      url: Type.String({ description: 'the list page, /compare/{categoryId}, without the language prefix' }),
    },
    { description: 'One list per category of the compared products' },
  ),
);
export type CompareListRef = Static<typeof CompareListRef>;

/** What every compare answer carries next to its data, so one answer refreshes the whole client state. */
const listState = {
  compare_list: Type.Array(Type.Integer(), { description: 'ids of every compared product (offer), oldest first' }),
  extra: Type.Object({
    total: Type.Integer({ description: 'length of compare_list' }),
    limit: Type.Integer({ description: 'most products one category list holds' }),
  }),
  compare_session: Nullable(
    Type.String({ description: 'send it back as the compare-session header; null while the shopper has compared nothing yet' }),
  ),
};

export const CompareSummary = Shared('CompareSummary', Type.Object({ data: Type.Array(CompareListRef), ...listState }));
export type CompareSummary = Static<typeof CompareSummary>;

export const CompareCharacteristic = Type.Object({
  id: Type.Integer({ description: 'attribute id' }),
  name: Type.String(),
  values: Type.Array(Nullable(Type.String()), { description: 'one per product, in the order of products; null when a product lacks it' }),
  is_different: Type.Boolean({ description: 'not every product has the same value' }),
});
export type CompareCharacteristic = Static<typeof CompareCharacteristic>;

export const CompareCategory = Type.Object(
  {
    data: Type.Object({
      category: CategoryRef,
      products: Type.Array(ProductCard, { description: 'each card shows the compared offer (its own price and seller), oldest first' }),
      characteristics: Type.Array(CompareCharacteristic),
    }),
    ...listState,
  },
  { description: 'A category the shopper has nothing in (any more) answers empty products and characteristics, not 404' },
);
export type CompareCategory = Static<typeof CompareCategory>;

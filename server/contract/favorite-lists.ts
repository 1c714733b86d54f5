import { Type, type Static } from 'typebox';
import { ProductCard } from './catalog';
import { Id, Shared } from './common';

const FAVORITE_LIST_NAME_MAX = 100;
/** A customer keeps at most this many lists: enough for any shopper, not a way to fill the database. */
export const FAVORITE_LISTS_MAX = 50;
/** One attach moves at most this many products. */
const ATTACH_MAX = 100;

/** A card as tiles show it, plus what adding it to the cart needs. */
export const FavoriteProduct = Shared(
  'FavoriteProduct',
  Type.Object(
    { ...ProductCard.properties, min_cart_quantity: Type.Integer({ description: 'the cart takes at least this many' }) },
    { description: 'A product (the offer the shopper picked) with its own price, seller and stock' },
  ),
);
export type FavoriteProduct = Static<typeof FavoriteProduct>;

export const FavoriteList = Shared(
  'FavoriteList',
  Type.Object(
    {
      id: Type.Integer(),
      name: Type.String({ description: 'the default list, until renamed, is named in the request language' }),
      is_default: Type.Boolean({ description: 'the list the heart on a product adds to; it cannot be deleted' }),
      is_shared: Type.Boolean({ description: 'anyone with the link may view it; otherwise the link answers 404' }),
      share_id: Type.String({
        description: 'the unguessable id of the public page /favorites/share/{share_id}; it works only while is_shared',
      }),
      count: Type.Integer({ description: 'products in this list' }),
      products: Type.Optional(Type.Array(FavoriteProduct, { description: 'the latest added first; left out in the minimal form' })),
    },
    { description: 'One of the customer’s favourite lists' },
  ),
);
export type FavoriteList = Static<typeof FavoriteList>;

export const FavoriteListsQuery = Type.Object({
  minimal: Type.Optional(Type.Boolean({ description: 'true: lists without their products, for pickers' })),
});

export const FavoriteLists = Shared(
  'FavoriteLists',
  Type.Object(
    { data: Type.Array(FavoriteList, { description: 'the default list first, then the others oldest first' }) },
    { description: 'docs/product-rules.md#cabinet: the full lists, or the minimal form; every change answers the full lists' },
  ),
);
export type FavoriteLists = Static<typeof FavoriteLists>;

const ListName = Type.String({ minLength: 1, maxLength: FAVORITE_LIST_NAME_MAX, pattern: '\\S', description: 'shown as typed, trimmed' });

export const NewFavoriteList = Type.Object({ name: ListName }, { additionalProperties: false });

export const FavoriteChange = Type.Object(
  {
    name: Type.Optional(ListName),
    is_shared: Type.Optional(
      Type.Boolean({ description: 'true opens the list to anyone with its link, false closes it (the link answers 404)' }),
    ),
  },
  { additionalProperties: false },
);

export const AttachItems = Type.Object(
  {
    product_ids: Type.Array(Id(), {
      minItems: 1,
      maxItems: ATTACH_MAX,
      uniqueItems: true,
      description: 'products (offers) to move into the list',
    }),
  },
  { additionalProperties: false },
);

export const ShareIdParam = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64, description: 'the share_id of the list' }) });

export const SharedFavoriteList = Type.Object(
  {
    data: Type.Object({
      name: Type.String(),
      count: Type.Integer(),
      products: Type.Array(FavoriteProduct, { description: 'the latest added first' }),
    }),
  },
  { description: 'A shared list as anyone sees it: its name and products, nothing about its owner' },
);
export type SharedFavoriteList = Static<typeof SharedFavoriteList>;

import { Type, type Static } from 'typebox';
import { Shared } from './common';

const FavoriteListRef = Shared(
  'FavoriteListRef',
  Type.Object(
    {
      id: Type.Integer(),
      name: Type.String({ description: 'the default list, until renamed, is named in the request language' }),
      is_default: Type.Boolean({ description: 'the list the heart on a product adds to' }),
      is_shared: Type.Boolean({ description: 'anyone with its link may view it; otherwise the link answers 404' }),
      count: Type.Integer({ description: 'products in this list' }),
    },
    { description: 'One of the customer’s favourite lists, in short' },
  ),
);
type FavoriteListRef = Static<typeof FavoriteListRef>;

export const FavoriteSummary = Shared(
  'FavoriteSummary',
  Type.Object(
    {
      data: Type.Object({
        product_ids: Type.Array(Type.Integer(), {
          description: 'every favourite product (offer) in any list, each once, the latest added first',
        }),
        count: Type.Integer({ description: 'length of product_ids' }),
        lists: Type.Array(FavoriteListRef, {
          description: 'the default list first, then the others oldest first; empty until the first heart',
        }),
      }),
    },
    { description: 'What the header and the hearts need; every favourites change answers it, so one answer refreshes the client' },
  ),
);
export type FavoriteSummary = Static<typeof FavoriteSummary>;

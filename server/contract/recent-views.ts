import { Type, type Static } from 'typebox';
import { ProductCard } from './catalog';
import { Id, Pagination, Shared } from './common';

/** At most this many viewed records per call: the app keeps 5, other clients get some room. */
const VIEWED_IDS_MAX = 20;

const ViewedRecord = Type.Object({
  id: Id(),
  time: Type.Number({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'when it was viewed, ms since epoch' }),
});

export const ViewedBody = Type.Object({
  ids: Type.Array(Type.Union([Id(), ViewedRecord]), {
    maxItems: VIEWED_IDS_MAX,
    description: 'viewed product (offer) ids, most recent first: the stored {id, time} records or plain ids',
  }),
});
export type ViewedBody = Static<typeof ViewedBody>;

export const ViewRecorded = Type.Null({ description: 'noted; nothing to answer' });

export const RecentViews = Shared(
  'RecentViews',
  Type.Object(
    {
      data: Type.Array(ProductCard, { description: 'the latest viewed first; each card is the goods’ best offer' }),
      pagination: Pagination,
    },
    { description: 'The signed-in customer’s viewed goods, kept on the account (the latest 100)' },
  ),
);

export const RecentViewParam = Type.Object({ id: Id({ description: 'the goods: a card’s base_product_id' }) });

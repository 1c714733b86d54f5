import { Type, type Static } from 'typebox';
import { AUTO_PURCHASE_INTERVAL, AUTO_PURCHASE_NAME_MAX, AUTO_PURCHASE_QTY } from '../../src/domain/auto-purchase';
import { ProductCard } from './catalog';
import { Id, Shared } from './common';

/** A customer keeps at most this many auto-purchase lists. */
export const AUTO_PURCHASE_LISTS_MAX = 20;

const Name = Type.String({ minLength: 1, maxLength: AUTO_PURCHASE_NAME_MAX, pattern: '\\S', description: 'trimmed' });
const Interval = Type.Integer({
  minimum: AUTO_PURCHASE_INTERVAL.min,
  maximum: AUTO_PURCHASE_INTERVAL.max,
  description: 'days between purchases',
});
const StartDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, today (in Kyiv) or later' });
const Qty = Type.Integer({ minimum: AUTO_PURCHASE_QTY.min, maximum: AUTO_PURCHASE_QTY.max });

export const AutoPurchaseItem = Shared(
  'AutoPurchaseItem',
  Type.Object({
    id: Type.Integer(),
    list_id: Type.Integer(),
    qty: Qty,
    product: ProductCard,
  }),
);
export type AutoPurchaseItem = Static<typeof AutoPurchaseItem>;

export const AutoPurchaseList = Shared(
  'AutoPurchaseList',
  Type.Object(
    {
      id: Type.Integer(),
      name: Type.String(),
      interval_days: Type.Integer(),
      start_date: Type.String({ description: 'YYYY-MM-DD' }),
      next_date: Type.String({
        description: 'YYYY-MM-DD: the start date while ahead, else the next day of the series start + k × interval',
      }),
      is_default: Type.Boolean({ description: 'the list a product joins when no list is named' }),
      items: Type.Array(AutoPurchaseItem, { description: 'the earliest added first' }),
    },
    { description: 'docs/product-rules.md#cabinet "Auto-purchase lists"' },
  ),
);
export type AutoPurchaseList = Static<typeof AutoPurchaseList>;

/** Every change answers the lists as they are now, so one answer refreshes the cabinet. */
export const AutoPurchaseLists = Shared(
  'AutoPurchaseLists',
  Type.Object({ data: Type.Array(AutoPurchaseList, { description: 'the default list first, then the others oldest first' }) }),
);
export type AutoPurchaseLists = Static<typeof AutoPurchaseLists>;

export const NewAutoPurchaseList = Type.Object(
  {
    name: Name,
    interval_days: Interval,
    start_date: StartDate,
    is_default: Type.Optional(Type.Boolean({ description: 'true makes it the default list; the first list is the default anyway' })),
  },
  { additionalProperties: false },
);
export type NewAutoPurchaseList = Static<typeof NewAutoPurchaseList>;

export const AutoPurchaseListChange = Type.Object(
  {
    name: Type.Optional(Name),
    interval_days: Type.Optional(Interval),
    start_date: Type.Optional({
      ...StartDate,
      description: 'YYYY-MM-DD; a new date must be today or later, the stored one may be sent back as it is',
    }),
    is_default: Type.Optional(
      Type.Literal(true, { description: 'makes this the default list (another list becomes the default by the same call on it)' }),
    ),
  },
  { additionalProperties: false },
);
export type AutoPurchaseListChange = Static<typeof AutoPurchaseListChange>;

export const NewAutoPurchaseItem = Type.Object(
  {
    product_id: Id(),
    qty: Qty,
    list_id: Type.Optional(Id({ description: 'left out: the default list, made (every 30 days from today) when the customer has none' })),
  },
  { additionalProperties: false },
);
export type NewAutoPurchaseItem = Static<typeof NewAutoPurchaseItem>;

export const AutoPurchaseItemChange = Type.Object({ qty: Qty }, { additionalProperties: false });

export const AutoPurchaseItemMove = Type.Object({ item_id: Id(), list_id: Id() }, { additionalProperties: false });

export const ProductAutoPurchases = Type.Object({
  data: Type.Array(Type.Object({ item_id: Type.Integer(), list_id: Type.Integer(), list_name: Type.String(), qty: Type.Integer() }), {
    description: 'the customer’s lists that hold the product; empty for a guest',
  }),
});
export type ProductAutoPurchases = Static<typeof ProductAutoPurchases>;

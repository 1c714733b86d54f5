import { Type, type Static } from 'typebox';
import { CANCEL_NOTE_MAX, CANCEL_REASONS, ORDER_STATUSES, SELLER_SET_STATUSES } from '../../src/domain/order-status';
import { Page, Pagination } from './common';
import { WAYBILL_PATTERN } from '../../src/domain/waybill';

/** src/domain/order-status.ts CANCEL_REASONS, spelled out so the answer's type keeps each literal. */
export const CancelReasonSchema = Type.Union(
  [Type.Literal('out_of_stock'), Type.Literal('buyer_asked'), Type.Literal('cannot_deliver'), Type.Literal('other')],
  { description: 'why the seller cancelled: out_of_stock, buyer_asked, cannot_deliver, or other (with a note)' },
) satisfies { anyOf: { const: (typeof CANCEL_REASONS)[number] }[] };

/** One of the seller's orders as the seller API shows it (docs/product-rules.md#analytics-and-attribution for the ad fields). */
const SellerOrder = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('checkout'), Type.Literal('fast'), Type.Literal('repeat')]),
  status: Type.String({ description: 'new, confirmed, sent, fulfilled or cancelled' }),
  payment_status: Type.String({ description: 'new, success, fail, downloaded or refunded (the money went back to the buyer)' }),
  total: Type.Number({ description: 'UAH with kopecks: items minus discount plus delivery when known' }),
  items: Type.Array(Type.Object({ product_id: Type.Integer(), title: Type.String(), qty: Type.Integer(), price: Type.Number() })),
  utm_source: Type.String({ description: 'the ad source that brought the buyer (the ads cookie); empty without one' }),
  admitad_uid: Type.String({ description: "the affiliate network's click id (the aduid cookie); empty without one" }),
  created_at: Type.String(),
  cancellation: Type.Union(
    [
      Type.Object({
        reason: CancelReasonSchema,
        note: Type.String({ description: 'empty when the seller wrote none' }),
      }),
      Type.Null(),
    ],
    { description: 'why the seller cancelled it; null for an order not cancelled (or cancelled before reasons were asked)' },
  ),
  opened: Type.Boolean({ description: 'someone of the shop has opened it; the orders tab counts the orders not opened' }),
});

export const SellerOrderAnswer = Type.Object({ data: SellerOrder });
export type SellerOrderAnswer = Static<typeof SellerOrderAnswer>;

/** What a seller may set an order to (docs/product-rules.md#seller-orders). */
export const SellerOrderStatusBody = Type.Object(
  {
    status: Type.Union(
      SELLER_SET_STATUSES.map((status) => Type.Literal(status)),
      { description: 'confirmed, sent, fulfilled or cancelled' },
    ),
    waybill: Type.Optional(
      Type.String({
        pattern: WAYBILL_PATTERN,
        description: 'the Nova Poshta waybill (ТТН, 14 digits), with status sent: the buyer sees it and its tracking',
      }),
    ),
    cancel_reason: Type.Optional(CancelReasonSchema),
    cancel_note: Type.Optional(
      Type.String({
        maxLength: CANCEL_NOTE_MAX,
        description: 'the seller’s words to the buyer with a cancellation; required with the reason other',
      }),
    ),
  },
  { additionalProperties: false },
);

/** The orders board's question: one status, a search by order number or phone, one page. */
export const SellerOrdersQuery = Type.Object({
  status: Type.Optional(
    Type.Union(
      ORDER_STATUSES.map((status) => Type.Literal(status)),
      { description: 'new, confirmed, sent, fulfilled or cancelled' },
    ),
  ),
  q: Type.Optional(Type.String({ maxLength: 40, description: 'the order number, or digits of the buyer’s or recipient’s phone' })),
  page: Type.Optional(Page()),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

/** An order on the board: what the seller needs to call the buyer and send it. */
const SellerBoardOrder = Type.Intersect([
  SellerOrder,
  Type.Object({
    buyer: Type.Object({ name: Type.String(), phone: Type.String({ description: 'digits' }), email: Type.String() }),
    recipient: Type.Object({ name: Type.String(), phone: Type.String({ description: 'digits' }), comment: Type.String() }),
    waybill: Type.Union([Type.String(), Type.Null()], { description: 'the Nova Poshta waybill given on sending it' }),
    waybill_by_store: Type.Boolean({
      description:
        'the store can make its Nova Poshta waybill (POST …/orders/{id}/waybill): it runs with Nova Poshta and its sender, and the order goes to a synced branch or locker',
    }),
    delivery: Type.Object(
      {
        title: Type.String({ description: 'the delivery chosen, in the request language; empty when agreed with the seller' }),
        city: Type.String(),
        address: Type.String({ description: 'the pickup point, or the courier address' }),
      },
      { description: 'where the order goes' },
    ),
  }),
]);

export const SellerOrderList = Type.Object({
  data: Type.Array(SellerBoardOrder),
  meta: Type.Intersect([
    Pagination,
    Type.Object({ counts: Type.Record(Type.String(), Type.Integer(), { description: 'orders per status, within the search' }) }),
  ]),
});
export type SellerOrderList = Static<typeof SellerOrderList>;

/** The waybill Nova Poshta made for the order; the order is "sent" with it. */
export const SellerWaybillAnswer = Type.Object({
  data: Type.Object({
    waybill: Type.String({ pattern: WAYBILL_PATTERN, description: 'the Nova Poshta waybill (ТТН, 14 digits)' }),
    order: SellerOrder,
  }),
});

/** The orders no one of the shop has opened yet: the number the workspace's orders tab shows. */
export const SellerUnopenedAnswer = Type.Object({ data: Type.Object({ unopened: Type.Integer({ minimum: 0 }) }) });

/** A device the shop's new orders are pushed to. */
export const SellerPushAnswer = Type.Object({
  data: Type.Object({ endpoint: Type.String(), new_orders: Type.Boolean({ description: 'each new order of the shop is pushed here' }) }),
});

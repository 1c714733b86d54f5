import { Type, type Static } from 'typebox';
import { REVIEW_TEXT_MAX } from '../../src/domain/limits';
import { Id, Image, Nullable, Page, Pagination, SellerRef, Shared } from './common';
import { ReviewReply } from './review-moderation';
import { CancelReasonSchema } from './seller-orders';

/** Orders per page of the cabinet's orders tab. */
export const CUSTOMER_ORDERS_PER_PAGE = 10;

export const OrderIdParam = Type.Object({ orderId: Id() });

export const CustomerOrdersQuery = Type.Object({
  page: Type.Optional(Page({ description: `${CUSTOMER_ORDERS_PER_PAGE} orders per page, newest first` })),
});

const OrderStatus = Type.Union(
  [Type.Literal('new'), Type.Literal('confirmed'), Type.Literal('sent'), Type.Literal('fulfilled'), Type.Literal('cancelled')],
  {
    description: 'what the seller did with the order; a comment is allowed once it is fulfilled',
  },
);
const PaymentStatus = Type.Union(
  [Type.Literal('new'), Type.Literal('success'), Type.Literal('fail'), Type.Literal('downloaded'), Type.Literal('refunded')],
  { description: 'docs/product-rules.md#payment-and-the-thank-you-page "Thank-you labels"; refunded: the money went back' },
);

const Rating = (description: string) => Type.Integer({ minimum: 1, maximum: 5, description });

export const OrderComment = Shared(
  'OrderComment',
  Type.Object(
    {
      service_rating: Rating('service quality'),
      delivery_rating: Rating('delivery terms'),
      relevance_rating: Rating('price and availability relevance'),
      text: Type.String(),
      created_at: Type.String({ format: 'date-time' }),
      hidden_reason: Nullable(
        Type.String({ description: 'docs/product-rules.md#review-moderation: why a moderator hid it; null while it is shown' }),
      ),
      reply: Nullable(ReviewReply),
    },
    { description: 'docs/product-rules.md#cabinet "Order comment": the customer’s review of the order’s seller' },
  ),
);
export type OrderComment = Static<typeof OrderComment>;

export const CustomerOrder = Shared(
  'CustomerOrder',
  Type.Object({
    id: Type.Integer({ description: 'the order number' }),
    created_at: Type.String({ format: 'date-time' }),
    status: OrderStatus,
    status_label: Type.String({ description: 'the status in the request language' }),
    cancellation: Nullable(
      Type.Object(
        {
          reason: CancelReasonSchema,
          text: Type.String({ description: 'the reason in the request language, then the seller’s note' }),
        },
        { description: 'why the seller cancelled it; null unless cancelled with a reason' },
      ),
    ),
    seller: SellerRef,
    items: Type.Array(
      Type.Object({
        product_id: Type.Integer({ description: 'the offer bought; it may have left the catalogue since' }),
        title: Type.String({ description: 'as it was bought, in the request language' }),
        qty: Type.Integer(),
        price: Type.Number({ description: 'UAH per piece, as bought' }),
        image: Image,
      }),
    ),
    totals: Type.Object({
      items: Type.Number({ description: 'UAH' }),
      discount: Type.Number({ description: 'UAH taken off by a promo code' }),
      delivery: Nullable(Type.Number({ description: 'UAH; null when the carrier prices it on delivery' })),
      total: Type.Number({ description: 'UAH' }),
    }),
    payment: Type.Object({
      title: Nullable(Type.String({ description: 'the payment method; null for a fast order, agreed by phone' })),
      status: PaymentStatus,
      status_label: Type.String(),
    }),
    delivery: Type.Object(
      {
        title: Type.String({ description: 'the delivery type; empty when none was chosen (a fast order)' }),
        city: Type.String(),
        address: Type.String({ description: 'the pickup point with its address, or the courier address' }),
        waybill: Nullable(Type.String({ description: 'the Nova Poshta waybill (ТТН) the seller sent it with' })),
        tracking: Nullable(Type.String({ description: 'where the parcel last was, in the request language; null before the first look' })),
      },
      { description: 'what the order page prints as "Delivery"' },
    ),
    download_pdf_link: Type.String({ description: 'the receipt PDF; the link carries the order’s random token' }),
    can_comment: Type.Boolean({ description: 'fulfilled and not commented yet' }),
    comment: Nullable(OrderComment),
  }),
);
export type CustomerOrder = Static<typeof CustomerOrder>;

export const CustomerOrderList = Type.Object({ data: Type.Array(CustomerOrder), pagination: Pagination });
export type CustomerOrderList = Static<typeof CustomerOrderList>;

export const CustomerOrderAnswer = Type.Object({ data: CustomerOrder });

export const OrderCommentState = Type.Object({
  data: Type.Object({
    order_id: Type.Integer(),
    seller: SellerRef,
    status: OrderStatus,
    status_label: Type.String(),
    can_comment: Type.Boolean({ description: 'fulfilled and not commented yet' }),
    comment: Nullable(OrderComment),
  }),
});
export type OrderCommentState = Static<typeof OrderCommentState>;

export const OrderCommentBody = Type.Object({
  service_rating: Rating('service quality, 1-5'),
  delivery_rating: Rating('delivery terms, 1-5'),
  relevance_rating: Rating('price and availability relevance, 1-5'),
  text: Type.String({ maxLength: REVIEW_TEXT_MAX, description: `required, up to ${REVIEW_TEXT_MAX} characters` }),
});
export type OrderCommentBody = Static<typeof OrderCommentBody>;

export const CreatedOrderComment = Type.Object({ data: OrderComment });

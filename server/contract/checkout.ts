import { Type, type Static } from 'typebox';
import { CART_QTY_MAX } from '../../src/domain/cart-rules';
import { Id, Image, Nullable, SellerRef, Shared } from './common';
import { Phone } from './verification';

const NAME = { minLength: 1, maxLength: 100 } as const;
const ORDERS_MAX = 50;
const ITEMS_MAX = 200;

export const CheckoutHeaders = Type.Object({
  'cart-session': Type.Optional(Type.String({ description: 'the cart to check out (the cart_session cookie stands in)' })),
  'x-verification-token': Type.Optional(
    Type.String({ description: "a guest's proof of the buyer phone, from /api/checkout/verification/confirm" }),
  ),
});

export const CreateOrdersHeaders = Type.Object({
  ...CheckoutHeaders.properties,
  'idempotency-key': Type.String({
    minLength: 8,
    maxLength: 128,
    description:
      'one per attempt to place the orders: a second click, a retry or a replay with the same key answers the same orders and makes none',
  }),
});

export const InitCheckoutBody = Type.Object({
  promo_code_id: Type.Optional(
    Id({ description: 'a code the shopper checked with promo-code/validate; its discount is spread over the orders' }),
  ),
});

export const PaymentMethod = Shared(
  'PaymentMethod',
  Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    is_online: Type.Boolean({ description: 'true: after the orders are placed the browser goes to the payment page (paymentUrl)' }),
  }),
);

export const DeliveryPricing = Type.Object({
  is_by_provider: Type.Boolean(),
  free_from: Nullable(Type.Number({ description: 'UAH' })),
  default_price: Type.Number({ description: 'UAH' }),
});

export const DeliveryType = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  kind: Type.Union([Type.Literal('office'), Type.Literal('address')]),
  pricing: DeliveryPricing,
});

export const SavedRecipient = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  patronymic: Type.String(),
  phone: Type.String({ description: 'digits' }),
});

export const SavedDelivery = Type.Object({
  id: Type.Integer(),
  delivery_id: Type.Integer(),
  city: Type.Object({ id: Type.Integer(), name: Type.String() }),
  delivery_warehouse_id: Nullable(Type.Integer({ description: 'the pickup point; null for a courier' })),
  office_title: Nullable(Type.String()),
  street: Type.String(),
  house: Type.String(),
  flat: Type.String(),
});

export const CheckoutProduct = Type.Object({
  id: Type.Integer({ description: 'same as product_id' }),
  product_id: Type.Integer(),
  base_product_id: Type.Integer(),
  title: Type.String(),
  image: Image,
  price: Type.Number({ description: 'UAH, now' }),
  old_price: Nullable(Type.Number()),
  qty: Type.Integer({ description: 'what is ordered: the cart quantity, never more than the stock' }),
  seller: Type.Object({ shop_name: Type.String() }),
});

export const CheckoutOrder = Type.Object({
  id: Type.String({
    description:
      'the group key "{seller_id}-{warehouse_id}" (docs/product-rules.md#checkout "orders: grouped by seller shop name plus warehouse id")',
  }),
  seller: SellerRef,
  warehouse_id: Type.Integer(),
  total: Type.Number({ description: 'UAH: items after the promo discount, without delivery' }),
  totalWithoutDiscount: Type.Number({ description: 'UAH: items before the promo discount' }),
  discount: Type.Number({ description: 'UAH taken off this order by the promo code' }),
  products: Type.Array(CheckoutProduct),
  payments: Type.Array(PaymentMethod),
  deliveries: Type.Array(DeliveryType, { description: 'delivery types; their price for a city comes from /api/delivery/{cityId}' }),
  savedDeliveries: Type.Array(SavedDelivery, {
    description: "a signed-in customer's saved deliveries for this shop (and the shop-less ones)",
  }),
  recipient: Type.Union([SavedRecipient, Type.Null()], {
    description: 'a saved recipient for this shop: with name, surname and phone set the recipient step opens pre-valid',
  }),
});
export type CheckoutOrder = Static<typeof CheckoutOrder>;

export const InitCheckoutAnswer = Type.Object({
  orders: Type.Array(CheckoutOrder, {
    description: 'one per seller shop and warehouse; empty: nothing to check out, the page sends the shopper to /',
  }),
  dropped: Type.Array(Type.Object({ product_id: Type.Integer(), title: Type.String() }), {
    description: 'cart items left out because they are out of stock, or their stock cannot meet min_cart_quantity',
  }),
  customer_data: Type.Union(
    [Type.Object({ name: Type.String(), surname: Type.String(), phone: Type.String(), email: Type.String() }), Type.Null()],
    {
      description: 'the signed-in customer: their phone needs no SMS code',
    },
  ),
  promo: Nullable(Type.Object({ id: Type.Integer(), code: Type.String(), discount: Type.Number({ description: 'UAH over all orders' }) })),
});
export type InitCheckoutAnswer = Static<typeof InitCheckoutAnswer>;

const BuyerData = Type.Object({
  name: Type.String(NAME),
  surname: Type.String({ ...NAME, description: 'the form field firstName is sent here (docs/product-rules.md#checkout)' }),
  phone: Phone,
  email: Type.String({ maxLength: 200, description: 'optional: empty or an e-mail address' }),
});

const RecipientData = Type.Object({
  name: Type.String(NAME),
  surname: Type.String(NAME),
  patronymic: Type.Optional(Type.String({ maxLength: 100 })),
  phone: Phone,
  comment: Type.Optional(Type.String({ maxLength: 1000, description: 'userComment' })),
});

const OrderDelivery = Type.Object({
  delivery_id: Id(),
  city_id: Id(),
  office_id: Type.Optional(Nullable(Id({ description: 'the pickup point, for office deliveries' }))),
  address: Type.Optional(
    Nullable(
      Type.Object(
        {
          street: Type.String({ maxLength: 200 }),
          house: Type.String({ maxLength: 20 }),
          floor: Type.Optional(Type.String({ maxLength: 20 })),
        },
        { description: 'for courier deliveries' },
      ),
    ),
  ),
});

export const NewOrder = Type.Object({
  contact_data: RecipientData,
  payment_id: Id(),
  delivery: OrderDelivery,
  items: Type.Array(Type.Object({ product_id: Id(), qty: Type.Integer({ minimum: 1, maximum: CART_QTY_MAX }) }), {
    minItems: 1,
    maxItems: ITEMS_MAX,
  }),
  save_contacts: Type.Optional(Type.Boolean({ description: 'signed-in customers: keep this recipient for the shop' })),
  save_delivery: Type.Optional(Type.Boolean({ description: 'signed-in customers: keep this delivery for the shop' })),
});

export const CreateOrdersBody = Type.Object(
  {
    customer_data: BuyerData,
    orders: Type.Array(NewOrder, { minItems: 1, maxItems: ORDERS_MAX }),
    promo_code_id: Type.Optional(Id()),
    utm_source: Type.Optional(Type.String({ maxLength: 200 })),
    admitad_uid: Type.Optional(Type.String({ maxLength: 200 })),
  },
  {
    examples: [
      {
        customer_data: { name: 'Олена', surname: 'Коваль', phone: '380671234567', email: 'olena@example.com' },
        orders: [
          {
            contact_data: { name: 'Олена', surname: 'Коваль', phone: '380671234567' },
            payment_id: 1,
            delivery: { delivery_id: 2, city_id: 5, office_id: 17 },
            items: [{ product_id: 42, qty: 2 }],
          },
        ],
      },
    ],
  },
);
export type CreateOrdersBody = Static<typeof CreateOrdersBody>;

export const PlacedOrder = Type.Object({
  id: Type.Integer({ description: 'the order number' }),
  seller: SellerRef,
  total: Type.Number({ description: 'UAH with delivery when its price is known' }),
  payment_status: Type.Union([
    Type.Literal('new'),
    Type.Literal('success'),
    Type.Literal('fail'),
    Type.Literal('downloaded'),
    Type.Literal('refunded'),
  ]),
  download_pdf_link: Type.String({ description: 'the receipt PDF; works without signing in (the link carries a random token)' }),
});
export type PlacedOrder = Static<typeof PlacedOrder>;

export const CreateOrdersAnswer = Type.Object(
  {
    checkout_id: Type.String({
      description: 'names this set of orders: /api/payment/group-status?checkout_id= reads their payment status',
    }),
    paymentUrl: Nullable(
      Type.String({
        description:
          'go here to pay online (a page the server renders, not an app route: navigate with location.assign; /ru-prefixed for ru); null when nothing is paid online. After paying, the acquirer sends the browser to /thank-you-page?checkout={checkout_id}',
      }),
    ),
    data: Type.Array(PlacedOrder),
  },
  {
    examples: [
      {
        checkout_id: '9f86d081884c7d659a2feaa0c55ad015',
        paymentUrl: null,
        data: [
          {
            id: 1024,
            seller: { id: 3, shop_name: 'Зелена крамниця' },
            total: 1190,
            payment_status: 'new',
            download_pdf_link: '/api/orders/1024/receipt.pdf?token=Yq3xW0bZ',
          },
        ],
      },
    ],
  },
);
export type CreateOrdersAnswer = Static<typeof CreateOrdersAnswer>;

export const FastOrderBody = Type.Object({
  name: Type.String(NAME),
  phone: Phone,
});

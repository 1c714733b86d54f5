import { Type, type Static } from 'typebox';
import { CART_QTY_MAX } from '../../src/domain/cart-rules';
import { Id, Image, Nullable, SellerRef, Shared } from './common';

export const CartSessionHeader = Type.Object({
  'cart-session': Type.Optional(
    Type.String({
      description:
        'The id a previous answer gave in cart_session (the cart_session cookie stands in when the header is absent). Unknown, or a cart of another customer: an empty cart, and the first change starts a new one.',
    }),
  ),
  'idempotency-key': Type.Optional(
    Type.String({ description: 'a change repeated with the same key is done once; the answer is the cart as it is now' }),
  ),
});

export const CartItem = Shared(
  'CartItem',
  Type.Object({
    product_id: Type.Integer({ description: 'the offer (a seller’s product from one warehouse)' }),
    base_product_id: Type.Integer(),
    qty: Type.Integer({ description: 'what the shopper asked for; may be above qty_store or below min_cart_quantity, the cart warns' }),
    qty_store: Type.Integer({ description: 'stock the seller has now; 0: no longer available' }),
    min_cart_quantity: Type.Integer(),
    price: Type.Number({ description: 'UAH, current' }),
    old_price: Nullable(Type.Number({ description: 'UAH before the discount' })),
    title: Type.String(),
    image: Image,
    seller: SellerRef,
    warehouse_id: Type.Integer({ description: 'items of one seller shop and warehouse make one order' }),
  }),
);
export type CartItem = Static<typeof CartItem>;

export const CartAnswer = Shared(
  'CartAnswer',
  Type.Object(
    {
      items: Type.Array(CartItem, { description: 'oldest first' }),
      meta: Type.Object({
        total: Type.Number({ description: 'UAH: price × qty of the items in stock (items out of stock are not ordered)' }),
        clear_total: Type.Number({
          description: 'UAH: the same without discounts (old_price where set); clear_total − total is the saving',
        }),
        qty: Type.Integer({ description: 'units in the cart, the header count' }),
      }),
      cart_session: Nullable(Type.String({ description: 'send it back as cart-session; null while the cart was never changed' })),
    },
    { description: 'Prices and stock are read at the moment of the answer, never stored with the cart' },
  ),
);
export type CartAnswer = Static<typeof CartAnswer>;

export const CartQtyChange = Type.Object(
  {
    product_id: Id(),
    qty: Type.Integer({
      minimum: 0,
      maximum: CART_QTY_MAX,
      description: 'the quantity to have in the cart (absolute, so a replay is harmless); 0 removes',
    }),
  },
  { examples: [{ product_id: 42, qty: 2 }] },
);

export const CartRemoval = Type.Object({ product_id: Id() });

import { Type, type Static } from 'typebox';
import { CartAnswer, CartSessionHeader } from './cart';
import { Id } from './common';

export const ReceiptQuery = Type.Object({
  token: Type.Optional(
    Type.String({ maxLength: 100, description: "the order's receipt token from download_pdf_link; a signed-in owner needs none" }),
  ),
});

export const RepeatOrderBody = Type.Object({
  order_id: Id(),
  item_list_name: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'docs/product-rules.md#cabinet: the analytics list the shopper repeated the order from; the store itself does not use it',
    }),
  ),
});

export const RepeatOrderHeaders = Type.Object({ 'cart-session': CartSessionHeader.properties['cart-session'] });

const DroppedItem = Type.Object({ product_id: Type.Integer(), title: Type.String() });

export const RepeatOrderAnswer = Type.Object({
  cart: CartAnswer,
  dropped: Type.Array(DroppedItem, {
    description:
      'items of the order that could not go back into the cart: the offer is gone, out of stock, or has less stock than its minimum',
  }),
});
export type RepeatOrderAnswer = Static<typeof RepeatOrderAnswer>;

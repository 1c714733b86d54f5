import { Type } from 'typebox';
import { VENDOR_CODE_MAX } from '../../src/domain/price-feed';
import { STOCK_MAX } from '../../src/domain/seller-offers';
import { Id, Image, Nullable, Page, Pagination, SellerRef } from './common';
import { Phone } from './verification';

/** The workspace's sign-in: a seller user's phone and password (docs/product-rules.md#seller-workspace). */
export const SellerLoginBody = Type.Object({ phone: Phone, password: Type.String({ maxLength: 256 }) }, { additionalProperties: false });

export const SellerUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String({ description: '380XXXXXXXXX' }),
  role: Type.Union([Type.Literal('owner'), Type.Literal('manager')]),
  seller: SellerRef,
  /** the back office paused the shop, and why: nothing it changes is published until it resumes; null while it sells */
  pause: Nullable(Type.Object({ since: Type.String({ format: 'date-time' }), reason: Type.String() })),
});

export const SellerUserAnswer = Type.Object({ data: SellerUser });

/** Whole hryvnias: offers are priced without kopecks (docs/product-rules.md#money). */
const Hryvnias = (description: string) => Type.Integer({ minimum: 1, maximum: 10_000_000, description });
const Count = (description: string, minimum = 0) => Type.Integer({ minimum, maximum: STOCK_MAX, description });

export const SellerOffersQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200, description: 'words of the title, or the offer’s or product’s id' })),
  stock: Type.Optional(Type.Union([Type.Literal('out_of_stock'), Type.Literal('low_stock')], { description: 'low_stock: 1 to 5 left' })),
  category: Type.Optional(Id({ description: 'the goods of this category and of every category below it' })),
  warehouse: Type.Optional(Id({ description: 'only the offers whose stock is in this warehouse of the seller' })),
  goods: Type.Optional(
    Type.Array(Id(), {
      maxItems: 50,
      description: 'only the seller’s offers of these goods (base_product_id, repeated): which goods a picker has offered already',
    }),
  ),
  page: Type.Optional(Page()),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

/** The warehouse an offer's stock is in, as the seller named it, and its city. */
const SellerWarehouseRef = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  city: Type.String(),
});

export const SellerWarehouseList = Type.Object({
  data: Type.Array(
    Type.Object({ ...SellerWarehouseRef.properties, offers: Type.Integer({ description: 'how many of the seller’s offers it holds' }) }),
  ),
});

export const SellerOffer = Type.Object({
  id: Type.Integer({ description: 'the offer (a product of this seller)' }),
  base_product_id: Type.Integer(),
  title: Type.String(),
  image: Image,
  url: Type.String({ description: 'the product page, without the language prefix' }),
  price: Type.Integer({ description: 'UAH, whole' }),
  old_price: Nullable(Type.Integer({ description: 'the crossed-out price, UAH, whole' })),
  stock: Type.Integer(),
  min_cart_quantity: Type.Integer(),
  delivery_days: Type.Integer(),
  warehouse_id: Type.Integer(),
  warehouse: SellerWarehouseRef,
  vendor_code: Nullable(Type.String({ description: 'the seller’s own code, by which its price feeds find the offer' })),
  status: Type.Union([Type.Literal('in_stock'), Type.Literal('low_stock'), Type.Literal('out_of_stock')]),
});

export const SellerOfferList = Type.Object({ data: Type.Array(SellerOffer), meta: Pagination });
export const SellerOfferAnswer = Type.Object({ data: SellerOffer });

export const SellerNewOffer = Type.Object(
  {
    base_product_id: Id({ description: 'the catalogue’s goods the seller offers too (a product card’s base_product_id)' }),
    price: Hryvnias('the price'),
    old_price: Type.Optional(Nullable(Hryvnias('the crossed-out price, above the price'))),
    stock: Count('how many there are'),
    min_cart_quantity: Type.Optional(Count('the least a cart may hold; 1 when left out', 1)),
    vendor_code: Type.Optional(
      Type.String({
        // Bounded for the request's sake; the code itself, trimmed, is checked against the feeds' own bound.
        maxLength: 1000,
        description: `the seller’s own code for its price feeds, trimmed: at most ${VENDOR_CODE_MAX} characters, none of the seller’s other offers or waiting proposals has it (409); empty: none`,
      }),
    ),
  },
  { additionalProperties: false },
);

export const SellerOfferChanges = Type.Object(
  {
    price: Type.Optional(Hryvnias('the new price; going down tells the customers who keep the offer in favourites')),
    old_price: Type.Optional(Nullable(Hryvnias('the crossed-out price, above the price; null takes it away'))),
    stock: Type.Optional(Count('how many are left; from 0 to more tells the back-in-stock reminders')),
    min_cart_quantity: Type.Optional(Count('the least a cart may hold', 1)),
  },
  { additionalProperties: false, minProperties: 1 },
);

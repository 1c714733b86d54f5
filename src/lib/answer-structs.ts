import { array, boolean, integer, nullable, number, object, optional, string, type Describe } from 'superstruct';
import type { ResponseOf } from './contract-types';

/**
 * The server's answers the app keeps in the browser (the cart, the compare lists and tables, the shopper's own
 * reviews), as structs to check them against when read back. `Describe` ties each struct to the type generated
 * from the API document, so a change of the contract that these miss fails the type check.
 */

type CartAnswer = ResponseOf<'/api/cart/items', 'post'>;
type CompareSummary = ResponseOf<'/api/compare'>;
type CompareTable = ResponseOf<'/api/compare/category/{id}'>;
type Review = ResponseOf<'/api/product/{id}/reviews', 'post', 201>['data'];

const image = { src: string(), width: integer(), height: integer(), alt: string() };
const seller = object({ id: integer(), shop_name: string() });

export const cartItemStruct: Describe<CartAnswer['items'][number]> = object({
  product_id: integer(),
  base_product_id: integer(),
  qty: integer(),
  qty_store: integer(),
  min_cart_quantity: integer(),
  price: number(),
  old_price: nullable(number()),
  title: string(),
  image: object(image),
  seller,
  warehouse_id: integer(),
});

export const cartAnswerStruct: Describe<CartAnswer> = object({
  items: array(cartItemStruct),
  meta: object({ total: number(), clear_total: number(), qty: integer() }),
  cart_session: nullable(string()),
});

const category = object({ id: integer(), name: string() });
const listState = {
  compare_list: array(integer()),
  extra: object({ total: integer(), limit: integer() }),
  compare_session: nullable(string()),
};

export const compareSummaryStruct: Describe<CompareSummary> = object({
  data: array(object({ category, count: integer(), url: string() })),
  ...listState,
});

const productCard = object({
  id: integer(),
  base_product_id: integer(),
  title: string(),
  image: object(image),
  price: number(),
  old_price: nullable(number()),
  rate: number(),
  reviews_count: integer(),
  in_stock: boolean(),
  offers_count: integer(),
  seller,
  attributes: array(object({ name: string(), value: string() })),
});

export const compareTableStruct: Describe<CompareTable> = object({
  data: object({
    category,
    products: array(productCard),
    characteristics: array(object({ id: integer(), name: string(), values: array(nullable(string())), is_different: boolean() })),
  }),
  ...listState,
});

export const reviewStruct: Describe<Review> = object({
  id: integer(),
  author_name: string(),
  rating: integer(),
  advantages: string(),
  disadvantages: string(),
  text: string(),
  bought: boolean(),
  photos: array(object({ ...image, thumb: object({ src: string(), width: integer(), height: integer() }) })),
  created_at: string(),
  reply: optional(nullable(object({ author: string(), text: string(), created_at: string() }))),
});

import { Type, type Static } from 'typebox';
import { Crumb, Image, JsonLd, Nullable, Pagination, Seo } from './common';

export const ProductCard = Type.Object(
  {
    id: Type.Integer({ description: 'product (offer) id: /product/{id}' }),
    base_product_id: Type.Integer(),
    title: Type.String(),
    image: Image,
    price: Type.Number({ description: 'UAH' }),
    old_price: Nullable(Type.Number()),
    rate: Type.Number(),
    reviews_count: Type.Integer(),
    in_stock: Type.Boolean(),
    offers_count: Type.Integer(),
    seller: Type.Object({ id: Type.Integer(), shop_name: Type.String() }),
    attributes: Type.Array(Type.Object({ name: Type.String(), value: Type.String() }), { description: 'the first card_attributes_count characteristics' }),
  },
  { description: 'A base product as a tile shows it, with its best offer' },
);
export type ProductCard = Static<typeof ProductCard>;

export const ProductList = Type.Object({ data: Type.Array(ProductCard) });

const menuLink = { id: Type.Integer(), name: Type.String(), url: Type.String() };
/** The menu shows three levels; deeper categories are reached from their parent's page. */
export const Menu = Type.Object({
  data: Type.Array(
    Type.Object({ ...menuLink, children: Type.Array(Type.Object({ ...menuLink, children: Type.Array(Type.Object(menuLink)) })) }),
  ),
});
export type Menu = Static<typeof Menu>['data'];

export const CategoryPage = Type.Object({
  data: Type.Object({
    id: Type.Integer(),
    h1: Type.String(),
    isLeaf: Type.Boolean(),
    view_type_catalog: Type.Literal('tile'),
    card_attributes_count: Type.Integer(),
    sub_catalog: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String(), count: Type.Integer() })),
    products: Type.Object({ content: Type.Array(ProductCard), pagination: Pagination }),
  }),
  seo: Seo,
  breadcrumbs: Type.Array(Crumb),
  google: Type.Array(JsonLd),
  redirect_path: Nullable(Type.String()),
});
export type CategoryPage = Static<typeof CategoryPage>;

export const Proposition = Type.Object(
  {
    id: Type.Integer(),
    price: Type.Number(),
    old_price: Nullable(Type.Number()),
    qty_store: Type.Integer({ description: 'stock available' }),
    min_cart_quantity: Type.Integer(),
    delivery_days: Type.Integer(),
    seller: Type.Object({ id: Type.Integer(), shop_name: Type.String(), rating: Type.Number(), logo: Image }),
    warehouse: Type.Object({ id: Type.Integer(), city: Type.String() }),
  },
  { description: "One seller's offer of a base product" },
);
export type Proposition = Static<typeof Proposition>;

export const BaseProduct = Type.Object({
  data: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    title_ga: Type.String(),
    media: Type.Array(Image),
    rate: Type.Number(),
    reviews_count: Type.Integer(),
    propositions: Type.Array(Proposition),
    breadcrumbs_ga: Type.String(),
  }),
});
export type BaseProduct = Static<typeof BaseProduct>['data'];

export const ProductPage = Type.Object({
  data: Type.Object({
    id: Type.Integer(),
    base_product_id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    media: Type.Array(Image),
    rate: Type.Number(),
    reviews_count: Type.Integer(),
    brand: Type.Object({ id: Type.Integer(), name: Type.String() }),
    characteristics: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
    offer: Proposition,
    propositions: Type.Array(Proposition),
  }),
  seo: Seo,
  breadcrumbs: Type.Array(Crumb),
  google: Type.Array(JsonLd),
});
export type ProductPage = Static<typeof ProductPage>;

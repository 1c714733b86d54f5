import { Type, type Static, type TSchema } from 'typebox';
import { SORTS } from '../../src/domain/catalog-query';
import { Crumb, Image, JsonLd, Nullable, Page, Pagination, SellerRef, Seo, Shared } from './common';

export const ProductCard = Shared(
  'ProductCard',
  Type.Object(
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
      seller: SellerRef,
      attributes: Type.Array(Type.Object({ name: Type.String(), value: Type.String() }), {
        description: 'the first card_attributes_count characteristics',
      }),
    },
    { description: 'A base product as a tile shows it, with its best offer' },
  ),
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

const Link = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String({ description: 'path without the language prefix' }),
});

export const SortOption = Shared(
  'SortOption',
  Type.Object(
    {
      value: Type.Enum(SORTS),
      title: Type.String(),
      url: Type.String({ description: 'the listing with this sort and the current filters' }),
      is_checked: Type.Boolean(),
    },
    { description: 'The checked option is the current sort' },
  ),
);

const FilterValue = Type.Object({
  id: Type.Integer(),
  value: Type.String(),
  count: Type.Integer({ description: 'products with this value under the other filters' }),
  is_checked: Type.Boolean(),
});

export const ProductsBlock = Shared(
  'ProductsBlock',
  Type.Object({
    content: Type.Array(ProductCard),
    pagination: Pagination,
    selected_filters: Type.Object({
      brands: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
      characteristics: Type.Array(
        Type.Object({
          id: Type.Integer({ description: 'value id' }),
          value: Type.String(),
          attribute_id: Type.Integer(),
          attribute: Type.String(),
        }),
      ),
    }),
    filters: Type.Object({
      brands: Type.Array(
        Type.Object({
          id: Type.Integer(),
          name: Type.String(),
          is_popular: Type.Boolean(),
          count: Type.Integer(),
          is_checked: Type.Boolean(),
        }),
        {
          description: 'popular brands first, then by name',
        },
      ),
      characteristics: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), values: Type.Array(FilterValue) })),
      price: Type.Object(
        {
          minPrice: Type.Number({ description: 'the cheapest product of the listing without the price filter' }),
          maxPrice: Type.Number(),
          minCurrentPrice: Type.Number({ description: 'the chosen range; equal to the full range when untouched' }),
          maxCurrentPrice: Type.Number(),
        },
        { description: 'UAH' },
      ),
    }),
  }),
);
export type ProductsBlock = Static<typeof ProductsBlock>;

/** A listing's state in its query (src/domain/catalog-query.ts): read leniently, so a bad part is dropped, never a 400. */
export const ListingQuery = Type.Object({
  page: Page(),
  sort: Type.Optional(Type.String({ description: SORTS.join(' | '), examples: ['cheap'] })),
  brand: Type.Optional(Type.String({ description: 'brand ids, comma-separated: 3,7 (any of them)', examples: ['3,7'] })),
  values: Type.Optional(
    Type.String({
      description: 'characteristic value ids, comma-separated: 12,45 (any within a characteristic, all across them)',
      examples: ['12,45'],
    }),
  ),
  price: Type.Optional(Type.String({ description: 'whole UAH, from-to: 100-500', examples: ['100-500'] })),
});

export const QuizAttribute = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  values: Type.Array(Type.Object({ id: Type.Integer(), value: Type.String() })),
});

/** A catalogue page's head, with the id of the category it is of (docs/product-rules.md#catalogue "seo.id"). */
const CatalogSeo = Type.Object({ ...Seo.properties, id: Type.Integer({ description: 'the category this head is of' }) });

export const listingPage = <T extends Record<string, TSchema>, S extends TSchema = typeof Seo>(data: T, seo: S = Seo as unknown as S) =>
  Type.Object({
    data: Type.Object({
      id: Type.Integer(),
      h1: Type.String(),
      view_type_catalog: Type.Union([Type.Literal('tile'), Type.Literal('list')]),
      card_attributes_count: Type.Integer(),
      sort: Type.Array(SortOption),
      products: ProductsBlock,
      ...data,
    }),
    seo,
    breadcrumbs: Type.Array(Crumb),
    google: Type.Array(JsonLd),
    redirect_path: Nullable(Type.String({ description: 'where the page lives now (a page past the end): redirect, do not store' })),
  });

export const CategoryPage = listingPage(
  {
    isLeaf: Type.Boolean(),
    sub_catalog: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String(), count: Type.Integer() })),
    virtual_children: Type.Array(Link, { description: 'ready-made selections inside the category, e.g. its popular brands' }),
    block_links: Type.Array(Type.Object({ title: Type.String(), url: Type.String() }), {
      description: 'popular filtered pages of the category',
    }),
    block: Nullable(Type.Object({ title: Type.String(), text: Type.String() })),
    popular_products: Type.Array(ProductCard),
    widgets: Type.Array(
      Type.Object({
        attribute_id: Type.Integer(),
        title: Type.String({ description: "e.g. 'Pick your pet's type'" }),
        options: Type.Array(
          Type.Object({
            id: Type.Integer(),
            title: Type.String(),
            url: Type.String(),
            key: Nullable(
              Type.String({
                description: "the value's language-neutral key: 'dog' | 'cat' for the pet type, matching a pet's type; null: none",
              }),
            ),
          }),
        ),
      }),
      { description: 'pet widgets: pick the type or size and land on the filtered listing' },
    ),
    banners: Type.Array(
      Type.Object({ id: Type.Integer(), title: Type.String(), subtitle: Type.String(), url: Type.String(), image: Image }),
    ),
    is_show_quiz: Type.Boolean(),
    quiz_attributes: Type.Array(QuizAttribute),
  },
  CatalogSeo,
);
export type CategoryPage = Static<typeof CategoryPage>;

const BrandLink = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  is_popular: Type.Boolean(),
  count: Type.Integer(),
  logo: Image,
});

export const BrandList = Type.Object({
  data: Type.Object({
    popular: Type.Array(BrandLink),
    groups: Type.Array(Type.Object({ letter: Type.String(), brands: Type.Array(BrandLink) }), {
      description: 'every brand, by first letter',
    }),
  }),
  seo: Seo,
});

export const BrandPage = listingPage({
  brand: Type.Object({ id: Type.Integer(), name: Type.String(), country: Type.String(), description: Type.String(), logo: Image }),
});
export type BrandPage = Static<typeof BrandPage>;

export const QuizResult = Type.Object({
  data: Type.Array(ProductCard),
  total: Type.Integer({ description: 'all matching products; data holds the first few' }),
});

export const Proposition = Shared(
  'Proposition',
  Type.Object(
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
  ),
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

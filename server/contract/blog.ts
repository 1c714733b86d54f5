import { Type, type Static } from 'typebox';
import { ProductCard } from './catalog';
import { Crumb, Id, Image, JsonLd, Page, Pagination, Seo, Shared } from './common';

/**
 * An article's body as the store keeps it: blocks of plain text, never markup (docs/decisions/0033-blog-content.md).
 * Product links and pictures name an offer id; the API resolves them for the page's language.
 */
const StoredInline = Type.Union([Type.String(), Type.Object({ text: Type.String(), product_id: Type.Integer() })]);
export const StoredBlock = Type.Union([
  Type.Object({ type: Type.Literal('heading'), text: Type.String() }),
  Type.Object({ type: Type.Literal('paragraph'), content: Type.Array(StoredInline) }),
  Type.Object({ type: Type.Literal('list'), items: Type.Array(Type.String()) }),
  Type.Object({ type: Type.Literal('image'), product_id: Type.Integer(), caption: Type.String() }),
]);
export const StoredBody = Type.Array(StoredBlock);
export type StoredBlock = Static<typeof StoredBlock>;
export type StoredBody = Static<typeof StoredBody>;

const Inline = Type.Object({
  text: Type.String(),
  url: Type.Optional(Type.String({ description: 'a product link: path without the language prefix' })),
});
export const BlogBlock = Shared(
  'BlogBlock',
  Type.Union(
    [
      Type.Object({ type: Type.Literal('heading'), text: Type.String() }),
      Type.Object({ type: Type.Literal('paragraph'), content: Type.Array(Inline) }),
      Type.Object({ type: Type.Literal('list'), items: Type.Array(Type.String()) }),
      Type.Object({
        type: Type.Literal('image'),
        image: Image,
        caption: Type.String(),
        url: Type.String({ description: 'the product pictured' }),
      }),
    ],
    { description: 'One block of an article: plain texts the page draws as elements, so no markup ever reaches it' },
  ),
);
export type BlogBlock = Static<typeof BlogBlock>;

const BlogLink = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String({ description: 'path without the language prefix' }),
});

const BlogArticleCard = Shared(
  'BlogArticleCard',
  Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    excerpt: Type.String(),
    url: Type.String({ description: 'path without the language prefix' }),
    cover: Image,
    published_at: Type.String({ description: 'ISO date and time' }),
    category: BlogLink,
  }),
);

const head = { seo: Seo, breadcrumbs: Type.Array(Crumb), google: Type.Array(JsonLd) };

export const BlogList = Type.Object({
  data: Type.Object({
    h1: Type.String(),
    articles: Type.Array(BlogArticleCard),
    pagination: Pagination,
    categories: Type.Array(BlogLink, { description: "the blog's categories, for its navigation" }),
  }),
  ...head,
});
export type BlogList = Static<typeof BlogList>;

export const BlogArticle = Type.Object({
  data: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    excerpt: Type.String(),
    cover: Image,
    body: Type.Array(BlogBlock),
    reading_minutes: Type.Integer({ minimum: 1 }),
    published_at: Type.String({ description: 'ISO date and time' }),
    category: BlogLink,
    tags: Type.Array(BlogLink),
    related_products: Type.Array(
      Type.Object({
        card: ProductCard,
        offer: Type.Object(
          { min_cart_quantity: Type.Integer(), qty_store: Type.Integer(), warehouse_id: Type.Integer() },
          { description: "what the cart needs of the card's offer, so a tile can put it there" },
        ),
      }),
      { description: 'the products the article links to, in its order, as tiles ready for the cart' },
    ),
  }),
  ...head,
});
export type BlogArticle = Static<typeof BlogArticle>;

export const BlogListQuery = Type.Object({ page: Page() });
export const BlogCategoryParams = Type.Object({ category_id: Id() });
export const BlogTagParams = Type.Object({ tag_id: Id() });
export const BlogArticleParams = Type.Object({ category_id: Id(), article_id: Id() });

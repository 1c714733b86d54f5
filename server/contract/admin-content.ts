import { Type, type Static } from 'typebox';
import { Id } from './common';

/**
 * The back office's content editor (docs/product-rules.md#content): blog and buyer-guide articles, each written in
 * both languages as the blocks the store keeps (docs/decisions/0033-blog-content.md). The bounds keep one article
 * well under the body limit; the rules of what a good article is (titles, slug, products) answer in the operator's
 * language with the field that breaks them.
 */
export const ArticleKind = Type.Union([Type.Literal('blog'), Type.Literal('guide')]);
export type ArticleKind = Static<typeof ArticleKind>;

const ArticleStatus = Type.Union([Type.Literal('draft'), Type.Literal('scheduled'), Type.Literal('published')], {
  description: 'draft: nobody sees it; scheduled: published from a time still ahead; published: public',
});

const Text = (maxLength: number) => Type.String({ maxLength });
/** An offer named by a block; 0 is one not chosen yet, which the rules refuse in the operator's words with the rest. */
const OfferRef = (description: string) => Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description });

/** A block as the editor sends it: the store's own block shape, bounded. A guide article takes headings and paragraphs of plain text. */
export const EditedBlock = Type.Union([
  Type.Object({ type: Type.Literal('heading'), text: Text(300) }, { additionalProperties: false }),
  Type.Object(
    {
      type: Type.Literal('paragraph'),
      content: Type.Array(
        Type.Union([
          Text(5000),
          Type.Object({ text: Text(300), product_id: OfferRef('the offer linked') }, { additionalProperties: false }),
        ]),
        {
          maxItems: 50,
          description: 'plain text, and links to an offer by its id',
        },
      ),
    },
    { additionalProperties: false },
  ),
  Type.Object({ type: Type.Literal('list'), items: Type.Array(Text(1000), { maxItems: 50 }) }, { additionalProperties: false }),
  Type.Object(
    { type: Type.Literal('image'), product_id: OfferRef('the offer pictured'), caption: Text(300) },
    { additionalProperties: false },
  ),
]);
export type EditedBlock = Static<typeof EditedBlock>;

const Body = Type.Array(EditedBlock, { maxItems: 200 });

export const Publication = Type.Union(
  [
    Type.Object({ state: Type.Literal('draft') }, { additionalProperties: false }),
    Type.Object({ state: Type.Literal('published') }, { additionalProperties: false }),
    Type.Object(
      {
        state: Type.Literal('scheduled'),
        at: Type.String({ maxLength: 16, description: "Kyiv's wall clock, YYYY-MM-DDTHH:mm, still ahead" }),
      },
      { additionalProperties: false },
    ),
  ],
  { description: 'what the article is to be: a draft, public now (an article already public keeps its date), or public from a Kyiv time' },
);
export type Publication = Static<typeof Publication>;

export const ArticleInput = Type.Object(
  {
    slug: Text(200),
    title_uk: Text(1000),
    title_ru: Text(1000),
    excerpt_uk: Type.Optional(Text(2000)),
    excerpt_ru: Type.Optional(Text(2000)),
    category_id: Type.Optional(Id({ description: "a blog article's category" })),
    tag_ids: Type.Optional(Type.Array(Id(), { maxItems: 20, description: "a blog article's tags" })),
    body_uk: Body,
    body_ru: Body,
    publication: Publication,
  },
  { additionalProperties: false },
);
export type ArticleInput = Static<typeof ArticleInput>;

export const EditedArticle = Type.Object({
  kind: ArticleKind,
  id: Type.Integer(),
  slug: Type.String(),
  title_uk: Type.String(),
  title_ru: Type.String(),
  excerpt_uk: Type.String(),
  excerpt_ru: Type.String(),
  category_id: Type.Union([Type.Integer(), Type.Null()]),
  tag_ids: Type.Array(Type.Integer()),
  body_uk: Type.Array(EditedBlock),
  body_ru: Type.Array(EditedBlock),
  publication: Publication,
  status: ArticleStatus,
  published_at: Type.String({ description: 'ISO instant: when it went or goes public (for a draft, its last date)' }),
  url: Type.String({ description: 'its public page: path without the language prefix' }),
});
export type EditedArticle = Static<typeof EditedArticle>;

export const EditedArticleAnswer = Type.Object({ data: EditedArticle });

export const ArticleListAnswer = Type.Object({
  data: Type.Array(
    Type.Object({
      kind: ArticleKind,
      id: Type.Integer(),
      title: Type.String({ description: "in the operator's language" }),
      status: ArticleStatus,
      published_at: Type.String({ description: 'ISO instant' }),
      url: Type.String({ description: 'path without the language prefix' }),
    }),
    { description: 'drafts and scheduled articles first, the soonest first, then published ones, the newest first' },
  ),
});

export const ContentOptionsAnswer = Type.Object({
  data: Type.Object({
    categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    tags: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  }),
});

export const KindParams = Type.Object({ kind: ArticleKind });
export const ArticleParams = Type.Object({ kind: ArticleKind, id: Id() });

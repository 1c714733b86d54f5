import { Type } from 'typebox';
import { Id, Image, Nullable, SAFE_NUMBER } from './common';

/** docs/product-rules.md#proposed-products: a seller's proposed new product and the moderators' queue of them. */

export const ProposalStatus = Type.Union([Type.Literal('waiting'), Type.Literal('accepted'), Type.Literal('refused')]);

/**
 * Fields a seller has not filled are left out (a JSON null would be read as 0). Generous bounds only: the service words each field's own limit in the seller's language (src/domain/product-proposal.ts). */
const Text = (description: string) => Type.String({ maxLength: 20_000, description });

export const ProposalBody = Type.Object(
  {
    title_uk: Text('the title in Ukrainian, 3 to 200 characters'),
    title_ru: Text('the title in Russian, 3 to 200 characters'),
    description_uk: Text('the description in Ukrainian, 10 to 5000 characters'),
    description_ru: Text('the description in Russian, 10 to 5000 characters'),
    category_id: Type.Optional(Id({ description: 'a category without subcategories' })),
    brand_id: Type.Optional(Id({ description: 'an existing brand; without it, brand_name names a new one' })),
    brand_name: Type.Optional(Type.String({ maxLength: 1000, description: 'a new brand’s name, 2 to 60 characters, without brand_id' })),
    value_ids: Type.Array(Id(), { maxItems: 1000, description: 'characteristic values of the category’s attributes' }),
    price: Type.Optional(Type.Integer({ ...SAFE_NUMBER, description: 'UAH, whole, from 1' })),
    stock: Type.Optional(Type.Integer({ ...SAFE_NUMBER, description: 'from 0' })),
    vendor_code: Type.String({ maxLength: 1000, description: 'the seller’s own code, unique among its offers and waiting proposals' }),
  },
  { additionalProperties: false },
);

export const SellerProposal = Type.Object({
  id: Type.Integer(),
  status: ProposalStatus,
  title: Type.String({ description: 'in the request’s language' }),
  category: Type.String(),
  brand: Type.String(),
  price: Type.Integer({ description: 'UAH, whole' }),
  stock: Type.Integer(),
  vendor_code: Type.String(),
  created_at: Type.String(),
  decided_at: Nullable(Type.String()),
  refusal_reason: Type.String({ description: "why it was refused; '' otherwise" }),
  product_id: Nullable(Type.Integer({ description: 'the offer made when it was accepted' })),
});

export const SellerProposalAnswer = Type.Object({ data: SellerProposal });

/** A proposal as the seller typed it, so the workspace can change it while it waits. */
export const ProposalDraft = Type.Object({
  title_uk: Type.String(),
  title_ru: Type.String(),
  description_uk: Type.String(),
  description_ru: Type.String(),
  category_id: Type.Integer(),
  brand_id: Nullable(Type.Integer({ description: 'null: brand_name names a new brand' })),
  brand_name: Type.String(),
  value_ids: Type.Array(Type.Integer()),
  price: Type.Integer({ description: 'UAH, whole' }),
  stock: Type.Integer(),
  vendor_code: Type.String(),
});

export const SellerProposalDetail = Type.Object({ data: Type.Intersect([SellerProposal, Type.Object({ draft: ProposalDraft })]) });
export const SellerProposalList = Type.Object({ data: Type.Array(SellerProposal) });

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ProposalChoicesQuery = Type.Object({
  category_id: Type.Optional(Id({ description: 'also answer this category’s attributes and their values' })),
});

export const ProposalChoicesAnswer = Type.Object({
  data: Type.Object({
    categories: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String({ description: 'its path in the tree: Parent › Child' }) }),
      {
        description: 'the categories a product can be in: those without subcategories',
      },
    ),
    brands: Type.Array(Named),
    attributes: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), values: Type.Array(Named) }), {
      description: 'the asked category’s attributes; empty without category_id',
    }),
  }),
});

export const OperatorProposal = Type.Object({
  id: Type.Integer(),
  status: ProposalStatus,
  shop_name: Type.String(),
  seller_id: Type.Integer(),
  title_uk: Type.String(),
  title_ru: Type.String(),
  description_uk: Type.String(),
  description_ru: Type.String(),
  category: Type.String({ description: 'its path in the request’s language' }),
  brand: Type.String(),
  new_brand: Type.Boolean({ description: 'accepting makes this brand' }),
  characteristics: Type.Array(Type.Object({ attribute: Type.String(), value: Type.String() })),
  photos: Type.Array(Image, { description: 'the seller’s photos, main first; accepting gives them to the goods' }),
  price: Type.Integer({ description: 'UAH, whole' }),
  stock: Type.Integer(),
  vendor_code: Type.String(),
  created_at: Type.String(),
  waited_hours: Type.Integer(),
  decided_at: Nullable(Type.String()),
  refusal_reason: Type.String(),
  product_id: Nullable(Type.Integer({ description: 'the offer accepting made' })),
  undoable: Type.Boolean({ description: 'decided less than 10 minutes ago' }),
});

export const OperatorProposalQueue = Type.Object({
  data: Type.Object({
    waiting: Type.Integer(),
    oldest_hours: Nullable(Type.Integer({ description: 'how long the oldest waiting one has waited' })),
    items: Type.Array(OperatorProposal, { description: 'waiting ones oldest first, then the last hour’s decisions' }),
  }),
});

export const ProposalRefusalBody = Type.Object({ reason: Type.String({ maxLength: 1000 }) }, { additionalProperties: false });

export const ProposalDecided = Type.Object({ data: Type.Object({ id: Type.Integer(), message: Type.String() }) });

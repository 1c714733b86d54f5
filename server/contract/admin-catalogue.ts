import { Type } from 'typebox';
import { Id, Nullable } from './common';

/**
 * The catalogue in the back office (docs/product-rules.md#catalogue-in-the-back-office): categories as a tree, and
 * brands. The bounds here keep a body small; the form's rules (a name in each language, at most 100 characters; SEO
 * texts at most 5,000) answer in the operator's language with the field that breaks them.
 */
const Text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description && { description }) });

export const CategoryTextsBody = Type.Object(
  {
    name_uk: Text(1000),
    name_ru: Text(1000),
    description_uk: Type.Optional(Text(20000, 'the SEO text under the listing, in Ukrainian')),
    description_ru: Type.Optional(Text(20000, 'the SEO text under the listing, in Russian')),
  },
  { additionalProperties: false },
);

export const NewCategoryBody = Type.Object(
  {
    parent_id: Nullable(Id({ description: 'the category it goes under; null for the top level' })),
    name_uk: Text(1000),
    name_ru: Text(1000),
    description_uk: Type.Optional(Text(20000)),
    description_ru: Type.Optional(Text(20000)),
  },
  { additionalProperties: false },
);

export const MoveCategoryBody = Type.Object(
  { parent_id: Nullable(Id({ description: 'the new parent; null for the top level' })) },
  { additionalProperties: false },
);

export const EditedCategory = Type.Object({
  id: Type.Integer(),
  parent_id: Nullable(Type.Integer()),
  name_uk: Type.String(),
  name_ru: Type.String(),
  description_uk: Type.String(),
  description_ru: Type.String(),
  hidden: Type.Boolean({ description: 'the operator hid it' }),
  listed: Type.Boolean({ description: 'shoppers see it: neither it nor a category above it is hidden' }),
  products: Type.Integer({ description: 'base products in it (not below it)' }),
  url: Type.String({ description: 'its public page: path without the language prefix' }),
});

export const EditedCategoryAnswer = Type.Object({ data: EditedCategory });
export const EditedCategoriesAnswer = Type.Object({
  data: Type.Array(EditedCategory, { description: "every category, in the menu's order; the tree is drawn from parent_id" }),
});

export const BrandBody = Type.Object(
  {
    name: Text(1000),
    slug: Text(1000, 'lowercase Latin letters, digits and dashes, unique among brands'),
    country_uk: Type.Optional(Text(1000)),
    country_ru: Type.Optional(Text(1000)),
    description_uk: Type.Optional(Text(20000)),
    description_ru: Type.Optional(Text(20000)),
  },
  { additionalProperties: false },
);

export const EditedBrand = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  country_uk: Type.String(),
  country_ru: Type.String(),
  description_uk: Type.String(),
  description_ru: Type.String(),
  hidden: Type.Boolean(),
  products: Type.Integer(),
  url: Type.String({ description: 'its public page: path without the language prefix' }),
});

export const EditedBrandAnswer = Type.Object({ data: EditedBrand });
export const EditedBrandsAnswer = Type.Object({ data: Type.Array(EditedBrand, { description: 'by name' }) });

export const NewAttributeBody = Type.Object(
  {
    slug: Text(1000, 'lowercase Latin letters, digits and dashes, unique among characteristics; never changed'),
    name_uk: Text(1000),
    name_ru: Text(1000),
  },
  { additionalProperties: false },
);

export const AttributeNamesBody = Type.Object({ name_uk: Text(1000), name_ru: Text(1000) }, { additionalProperties: false });

export const ValueBody = Type.Object({ value_uk: Text(1000), value_ru: Text(1000) }, { additionalProperties: false });

export const EditedAttribute = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name_uk: Type.String(),
  name_ru: Type.String(),
  hidden: Type.Boolean({ description: 'left out of filters, cards, product pages and compare tables' }),
  values: Type.Array(
    Type.Object({
      id: Type.Integer(),
      value_uk: Type.String(),
      value_ru: Type.String(),
      hidden: Type.Boolean(),
      products: Type.Integer({ description: 'base products carrying it' }),
    }),
  ),
});

export const EditedAttributeAnswer = Type.Object({ data: EditedAttribute });
export const EditedAttributesAnswer = Type.Object({ data: Type.Array(EditedAttribute, { description: "in the catalogue's order" }) });

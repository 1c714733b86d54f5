import {
  AttributeNamesBody,
  BrandBody,
  EditedAttributeAnswer,
  EditedAttributesAnswer,
  NewAttributeBody,
  ValueBody,
  CategoryTextsBody,
  EditedBrandAnswer,
  EditedBrandsAnswer,
  EditedCategoriesAnswer,
  EditedCategoryAnswer,
  MoveCategoryBody,
  NewCategoryBody,
} from '../contract/admin-catalogue';
import { ErrorBody, errorResponses, IdParam } from '../contract/common';
import { requireOperator } from '../http/operator';
import {
  attributesForOperators,
  brandsForOperators,
  createAttribute,
  createValue,
  setAttributeHidden,
  setValueHidden,
  updateAttribute,
  updateValue,
  categoriesForOperators,
  createBrand,
  createCategory,
  moveCategory,
  setBrandHidden,
  setCategoryHidden,
  updateBrand,
  updateCategory,
} from '../services/operator/catalogue-editing';
import type { RoutePlugin } from './context';

const tags = ['operator'];
const ADMIN = ['admin'] as const;

/**
 * The catalogue's categories, brands and characteristics edited in the back office (docs/product-rules.md#catalogue-in-the-back-office),
 * the admins' alone, each change logged before and after. The tables are catalogue tables, so every change reaches
 * the response cache of every process at once (migration 0017); hiding refreshes the goods' best offers, so
 * listings, search and sitemaps follow in the same transaction.
 */
export const adminCatalogueRoutes: RoutePlugin = async (app, { db }) => {
  const rights = { ...errorResponses, 401: ErrorBody, 403: ErrorBody } as const;
  const changed = { 200: EditedCategoryAnswer, ...rights, 404: ErrorBody, 409: ErrorBody } as const;
  const brandChanged = { 200: EditedBrandAnswer, ...rights, 404: ErrorBody, 409: ErrorBody } as const;

  app.get(
    '/api/operator/catalogue/categories',
    {
      schema: {
        tags,
        summary: "Every category with both languages' texts, whether it is hidden and whether shoppers see it; admins only",
        response: { 200: EditedCategoriesAnswer, ...rights },
      },
    },
    async (req) => {
      await requireOperator(req, db, ADMIN);
      return { data: await categoriesForOperators(db) };
    },
  );

  app.post(
    '/api/operator/catalogue/categories',
    {
      schema: {
        tags,
        summary: 'Creates a category under a parent (or at the top level), last among its siblings; logged',
        body: NewCategoryBody,
        response: { 201: EditedCategoryAnswer, ...rights },
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, ADMIN);
      return reply.code(201).send({ data: await createCategory(db, operator.id, req.body) });
    },
  );

  app.put(
    '/api/operator/catalogue/categories/:id',
    {
      schema: {
        tags,
        summary: "Changes a category's names and SEO texts in both languages; logged",
        params: IdParam,
        body: CategoryTextsBody,
        response: changed,
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ADMIN);
      return { data: await updateCategory(db, operator.id, req.params.id, req.body) };
    },
  );

  app.post(
    '/api/operator/catalogue/categories/:id/move',
    {
      schema: {
        tags,
        summary: 'Moves a category under another parent; under itself or its own subcategory is refused (409); logged',
        params: IdParam,
        body: MoveCategoryBody,
        response: changed,
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ADMIN);
      return { data: await moveCategory(db, operator.id, req.params.id, req.body.parent_id) };
    },
  );

  app.post(
    '/api/operator/catalogue/categories/:id/hide',
    {
      schema: {
        tags,
        summary: 'Hides a category: it, its subcategories and their goods leave the menu, listings, search and sitemaps; logged',
        params: IdParam,
        response: changed,
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ADMIN);
      return { data: await setCategoryHidden(db, operator.id, req.params.id, true) };
    },
  );

  app.post(
    '/api/operator/catalogue/categories/:id/show',
    {
      schema: { tags, summary: 'Shows a hidden category again; logged', params: IdParam, response: changed },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ADMIN);
      return { data: await setCategoryHidden(db, operator.id, req.params.id, false) };
    },
  );

  app.get(
    '/api/operator/catalogue/brands',
    {
      schema: {
        tags,
        summary: "Every brand by name with both languages' texts and whether it is hidden; admins only",
        response: { 200: EditedBrandsAnswer, ...rights },
      },
    },
    async (req) => {
      await requireOperator(req, db, ADMIN);
      return { data: await brandsForOperators(db) };
    },
  );

  app.post(
    '/api/operator/catalogue/brands',
    {
      schema: {
        tags,
        summary: 'Creates a brand; a slug another brand has is refused (409); logged',
        body: BrandBody,
        response: { 201: EditedBrandAnswer, ...rights, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, ADMIN);
      return reply.code(201).send({ data: await createBrand(db, operator.id, req.body) });
    },
  );

  app.put(
    '/api/operator/catalogue/brands/:id',
    {
      schema: {
        tags,
        summary: "Changes a brand's name, slug, country and description in both languages; logged",
        params: IdParam,
        body: BrandBody,
        response: brandChanged,
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ADMIN);
      return { data: await updateBrand(db, operator.id, req.params.id, req.body) };
    },
  );

  app.post(
    '/api/operator/catalogue/brands/:id/hide',
    {
      schema: {
        tags,
        summary: "Hides a brand: it leaves the brands' list and sitemap, its page and its goods leave the shop; logged",
        params: IdParam,
        response: brandChanged,
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ADMIN);
      return { data: await setBrandHidden(db, operator.id, req.params.id, true) };
    },
  );

  app.post(
    '/api/operator/catalogue/brands/:id/show',
    {
      schema: { tags, summary: 'Shows a hidden brand again; logged', params: IdParam, response: brandChanged },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ADMIN);
      return { data: await setBrandHidden(db, operator.id, req.params.id, false) };
    },
  );
  const attributeChanged = { 200: EditedAttributeAnswer, ...rights, 404: ErrorBody, 409: ErrorBody } as const;

  app.get(
    '/api/operator/catalogue/attributes',
    {
      schema: {
        tags,
        summary: 'Every characteristic with its values, both languages, and what is hidden; admins only',
        response: { 200: EditedAttributesAnswer, ...rights },
      },
    },
    async (req) => {
      await requireOperator(req, db, ADMIN);
      return { data: await attributesForOperators(db) };
    },
  );

  app.post(
    '/api/operator/catalogue/attributes',
    {
      schema: {
        tags,
        summary: 'Creates a characteristic; a slug another one has is refused (409); logged',
        body: NewAttributeBody,
        response: { 201: EditedAttributeAnswer, ...rights, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, ADMIN);
      return reply.code(201).send({ data: await createAttribute(db, operator.id, req.body) });
    },
  );

  app.put(
    '/api/operator/catalogue/attributes/:id',
    {
      schema: {
        tags,
        summary: 'Renames a characteristic in both languages; logged',
        params: IdParam,
        body: AttributeNamesBody,
        response: attributeChanged,
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ADMIN);
      return { data: await updateAttribute(db, operator.id, req.params.id, req.body) };
    },
  );

  for (const [verb, hidden] of [
    ['hide', true],
    ['show', false],
  ] as const) {
    app.post(
      `/api/operator/catalogue/attributes/:id/${verb}`,
      {
        schema: {
          tags,
          summary: hidden
            ? 'Hides a characteristic from filters, cards, product pages and compare tables; the goods stay; logged'
            : 'Shows a hidden characteristic again; logged',
          params: IdParam,
          response: attributeChanged,
        },
      },
      async (req) => {
        const operator = await requireOperator(req, db, ADMIN);
        return { data: await setAttributeHidden(db, operator.id, req.params.id, hidden) };
      },
    );
    app.post(
      `/api/operator/catalogue/values/:id/${verb}`,
      {
        schema: {
          tags,
          summary: hidden ? 'Hides one value of a characteristic from shoppers; logged' : 'Shows a hidden value again; logged',
          params: IdParam,
          response: attributeChanged,
        },
      },
      async (req) => {
        const operator = await requireOperator(req, db, ADMIN);
        return { data: await setValueHidden(db, operator.id, req.params.id, hidden) };
      },
    );
  }

  app.post(
    '/api/operator/catalogue/attributes/:id/values',
    {
      schema: {
        tags,
        summary: 'Adds a value to a characteristic, in both languages; answers the characteristic; logged',
        params: IdParam,
        body: ValueBody,
        response: { 201: EditedAttributeAnswer, ...rights, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, ADMIN);
      return reply.code(201).send({ data: await createValue(db, operator.id, req.params.id, req.body) });
    },
  );

  app.put(
    '/api/operator/catalogue/values/:id',
    {
      schema: {
        tags,
        summary: 'Renames a value in both languages; answers its characteristic; logged',
        params: IdParam,
        body: ValueBody,
        response: attributeChanged,
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ADMIN);
      return { data: await updateValue(db, operator.id, req.params.id, req.body) };
    },
  );
};

import { CATALOGUE_NAME_MAX, CATALOGUE_SLUG, CATALOGUE_SLUG_MAX, COUNTRY_MAX, SEO_TEXT_MAX } from '../../../src/domain/catalogue-rules';
import { paths } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { isKeyTaken, retryingTakenIds } from '../../db/constraint-violation';
import { refreshBaseProductSummary } from '../catalog/base-product-summary';
import { Conflict, Invalid, NotFound, ProblemList } from '../platform/domain-errors';
import { logOperatorAction } from './audit-log';

export interface CategoryTexts {
  name_uk: string;
  name_ru: string;
  description_uk?: string | undefined;
  description_ru?: string | undefined;
}

export interface BrandInput {
  name: string;
  slug: string;
  country_uk?: string | undefined;
  country_ru?: string | undefined;
  description_uk?: string | undefined;
  description_ru?: string | undefined;
}

/** Ids per query: far under SQLite's and PostgreSQL's bound-variable limits. */
const CHUNK = 500;

function checkText(problems: ProblemList, field: string, value: string | undefined, max: number, required: boolean) {
  const text = (value ?? '').trim();
  if (required && text === '') problems.add(field, { rule: 'required' });
  else if (text.length > max) problems.add(field, { rule: 'maxLength', vars: { max } });
}

function checkCategoryTexts(problems: ProblemList, input: CategoryTexts) {
  for (const lang of ['uk', 'ru'] as const) {
    checkText(problems, `name_${lang}`, input[`name_${lang}`], CATALOGUE_NAME_MAX, true);
    checkText(problems, `description_${lang}`, input[`description_${lang}`], SEO_TEXT_MAX, false);
  }
}

const tidyTexts = (input: CategoryTexts) => ({
  name_uk: input.name_uk.trim(),
  name_ru: input.name_ru.trim(),
  description_uk: (input.description_uk ?? '').trim(),
  description_ru: (input.description_ru ?? '').trim(),
});

/** Every category with what the tree screen shows: both languages' texts, its own choice, what shoppers see, its goods. */
export async function categoriesForOperators(db: Db) {
  const rows = await db
    .selectFrom('categories as c')
    .select((eb) => [
      'c.id',
      'c.parent_id',
      'c.name_uk',
      'c.name_ru',
      'c.description_uk',
      'c.description_ru',
      'c.hidden',
      'c.listed',
      eb
        .selectFrom('base_products as b')
        .whereRef('b.category_id', '=', 'c.id')
        .select(eb.fn.countAll<number | string>().as('n'))
        .as('products'),
    ])
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    parent_id: r.parent_id,
    name_uk: r.name_uk,
    name_ru: r.name_ru,
    description_uk: r.description_uk,
    description_ru: r.description_ru,
    hidden: r.hidden === 1,
    listed: r.listed === 1,
    products: Number(r.products ?? 0),
    url: paths.category(r.id),
  }));
}

type EditedCategory = Awaited<ReturnType<typeof categoriesForOperators>>[number];

async function categoryById(db: Db, id: number): Promise<EditedCategory> {
  const found = (await categoriesForOperators(db)).find((c) => c.id === id);
  if (!found) throw new NotFound('notFound');
  return found;
}

/** The category as the log keeps it: what the operator edits, without what follows from it. */
const loggedCategory = ({ name_uk, name_ru, description_uk, description_ru, parent_id, hidden }: EditedCategory) => ({
  parent_id,
  name_uk,
  name_ru,
  description_uk,
  description_ru,
  hidden,
});

/**
 * Sets `listed` of every category from the operator's choices (a category is listed when neither it nor one above
 * it is hidden) and, when that changed for any, refreshes the best offer of the goods in those categories, so they
 * leave or come back to every listing, search and sitemap in the same transaction.
 */
async function relist(db: Db): Promise<void> {
  const rows = await db.selectFrom('categories').select(['id', 'parent_id', 'hidden', 'listed']).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const shown = (id: number): boolean => {
    const seen = new Set<number>();
    for (let c = byId.get(id); c; c = c.parent_id === null ? undefined : byId.get(c.parent_id)) {
      if (c.hidden === 1 || seen.has(c.id)) return false;
      seen.add(c.id);
    }
    return true;
  };
  const changed = rows.filter((r) => (shown(r.id) ? 1 : 0) !== r.listed);
  if (changed.length === 0) return;
  for (const listed of [0, 1] as const) {
    const ids = changed.filter((r) => r.listed !== listed).map((r) => r.id);
    for (let start = 0; start < ids.length; start += CHUNK)
      await db
        .updateTable('categories')
        .set({ listed })
        .where('id', 'in', ids.slice(start, start + CHUNK))
        .execute();
  }
  const ids = changed.map((r) => r.id);
  const goods: number[] = [];
  for (let start = 0; start < ids.length; start += CHUNK)
    goods.push(
      ...(
        await db
          .selectFrom('base_products')
          .where('category_id', 'in', ids.slice(start, start + CHUNK))
          .select('id')
          .execute()
      ).map((b) => b.id),
    );
  if (goods.length > 0) await refreshBaseProductSummary(db, goods);
}

async function parentProblem(db: Db, problems: ProblemList, parentId: number | null) {
  if (parentId === null) return;
  if (!(await db.selectFrom('categories').where('id', '=', parentId).select('id').executeTakeFirst()))
    problems.add('parent_id', { reason: 'categoryParentUnknown' });
}

/** A new category at the end of its parent's (or the top level's) children, listed unless a category above it is hidden. */
export async function createCategory(db: Db, operatorId: number, input: CategoryTexts & { parent_id: number | null }) {
  return retryingTakenIds(() =>
    db.transaction().execute(async (trx) => {
      const problems = new ProblemList();
      checkCategoryTexts(problems, input);
      await parentProblem(trx, problems, input.parent_id);
      if (problems.any) throw new Invalid('formInvalid', problems.fields);
      // Seeded categories carry their ids, so the next one is counted here on either engine.
      const { last } = await trx
        .selectFrom('categories')
        .select((eb) => eb.fn.max<number | null>('id').as('last'))
        .executeTakeFirstOrThrow();
      const { sort } = await trx
        .selectFrom('categories')
        .where((eb) => (input.parent_id === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', input.parent_id)))
        .select((eb) => eb.fn.max<number | null>('sort').as('sort'))
        .executeTakeFirstOrThrow();
      const id = Number(last ?? 0) + 1;
      await trx
        .insertInto('categories')
        .values({ id, parent_id: input.parent_id, ...tidyTexts(input), sort: Number(sort ?? 0) + 1, is_show_quiz: 0 })
        .execute();
      await relist(trx);
      const after = await categoryById(trx, id);
      await logOperatorAction(trx, operatorId, {
        action: 'category.create',
        subject: `category:${id}`,
        before: null,
        after: loggedCategory(after),
      });
      return after;
    }),
  );
}

/** Changes a category's names and SEO texts in both languages. */
export async function updateCategory(db: Db, operatorId: number, id: number, input: CategoryTexts) {
  return db.transaction().execute(async (trx) => {
    const before = await categoryById(trx, id);
    const problems = new ProblemList();
    checkCategoryTexts(problems, input);
    if (problems.any) throw new Invalid('formInvalid', problems.fields);
    await trx.updateTable('categories').set(tidyTexts(input)).where('id', '=', id).execute();
    const after = await categoryById(trx, id);
    await logOperatorAction(trx, operatorId, {
      action: 'category.update',
      subject: `category:${id}`,
      before: loggedCategory(before),
      after: loggedCategory(after),
    });
    return after;
  });
}

/**
 * Moves a category under another parent (null: the top level), last among its new siblings. A category cannot go
 * under itself or anything below it: the tree would be a loop (409).
 */
export async function moveCategory(db: Db, operatorId: number, id: number, parentId: number | null) {
  return db.transaction().execute(async (trx) => {
    const before = await categoryById(trx, id);
    const problems = new ProblemList();
    await parentProblem(trx, problems, parentId);
    if (problems.any) throw new Invalid('formInvalid', problems.fields);
    if (parentId !== null) {
      const parents = new Map((await trx.selectFrom('categories').select(['id', 'parent_id']).execute()).map((r) => [r.id, r.parent_id]));
      for (let c: number | null | undefined = parentId; c !== null && c !== undefined; c = parents.get(c))
        if (c === id) throw new Conflict('categoryCycle');
    }
    if (parentId !== before.parent_id) {
      const { sort } = await trx
        .selectFrom('categories')
        .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
        .select((eb) => eb.fn.max<number | null>('sort').as('sort'))
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('categories')
        .set({ parent_id: parentId, sort: Number(sort ?? 0) + 1 })
        .where('id', '=', id)
        .execute();
      await relist(trx);
    }
    const after = await categoryById(trx, id);
    await logOperatorAction(trx, operatorId, {
      action: 'category.move',
      subject: `category:${id}`,
      before: { parent_id: before.parent_id },
      after: { parent_id: after.parent_id },
    });
    return after;
  });
}

/**
 * Hides a category (it, everything below it and their goods leave the menu, listings, search and sitemaps) or
 * shows it again. Hiding a hidden one, or showing one that is not hidden, is refused (409).
 */
export async function setCategoryHidden(db: Db, operatorId: number, id: number, hidden: boolean) {
  return db.transaction().execute(async (trx) => {
    const before = await categoryById(trx, id);
    if (before.hidden === hidden) throw new Conflict(hidden ? 'categoryAlreadyHidden' : 'categoryNotHidden');
    await trx
      .updateTable('categories')
      .set({ hidden: hidden ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    await relist(trx);
    const after = await categoryById(trx, id);
    await logOperatorAction(trx, operatorId, {
      action: hidden ? 'category.hide' : 'category.show',
      subject: `category:${id}`,
      before: { hidden: before.hidden },
      after: { hidden: after.hidden },
    });
    return after;
  });
}

/** Every brand by name, with its goods' count. */
export async function brandsForOperators(db: Db, id?: number) {
  const rows = await db
    .selectFrom('brands as br')
    .$if(id !== undefined, (q) => q.where('br.id', '=', id!))
    .select((eb) => [
      'br.id',
      'br.name',
      'br.slug',
      'br.country_uk',
      'br.country_ru',
      'br.description_uk',
      'br.description_ru',
      'br.hidden',
      eb
        .selectFrom('base_products as b')
        .whereRef('b.brand_id', '=', 'br.id')
        .select(eb.fn.countAll<number | string>().as('n'))
        .as('products'),
    ])
    .orderBy('br.name')
    .orderBy('br.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    country_uk: r.country_uk,
    country_ru: r.country_ru,
    description_uk: r.description_uk,
    description_ru: r.description_ru,
    hidden: r.hidden === 1,
    products: Number(r.products ?? 0),
    url: paths.brand(r.id),
  }));
}

type EditedBrand = Awaited<ReturnType<typeof brandsForOperators>>[number];

async function brandById(db: Db, id: number): Promise<EditedBrand> {
  const [found] = await brandsForOperators(db, id);
  if (!found) throw new NotFound('notFound');
  return found;
}

const loggedBrand = ({ id: _id, products: _products, url: _url, ...fields }: EditedBrand) => fields;

async function checkBrand(db: Db, input: BrandInput, id: number | null) {
  const problems = new ProblemList();
  checkText(problems, 'name', input.name, CATALOGUE_NAME_MAX, true);
  const slug = input.slug.trim();
  if (slug === '') problems.add('slug', { rule: 'required' });
  else if (!CATALOGUE_SLUG.test(slug) || slug.length > CATALOGUE_SLUG_MAX) problems.add('slug', { rule: 'invalid' });
  for (const lang of ['uk', 'ru'] as const) {
    checkText(problems, `country_${lang}`, input[`country_${lang}`], COUNTRY_MAX, false);
    checkText(problems, `description_${lang}`, input[`description_${lang}`], SEO_TEXT_MAX, false);
  }
  if (problems.any) throw new Invalid('formInvalid', problems.fields);
  let taken = db.selectFrom('brands').where('slug', '=', slug).select('id');
  if (id !== null) taken = taken.where('id', '!=', id);
  if (await taken.executeTakeFirst()) throw new Conflict('brandSlugTaken', { slug: [{ reason: 'brandSlugTaken' }] });
}

const tidyBrand = (input: BrandInput) => ({
  name: input.name.trim(),
  slug: input.slug.trim(),
  country_uk: (input.country_uk ?? '').trim(),
  country_ru: (input.country_ru ?? '').trim(),
  description_uk: (input.description_uk ?? '').trim(),
  description_ru: (input.description_ru ?? '').trim(),
});

/** Two editors taking one slug at the same moment: the unique index refuses the second, in the same words. */
async function slugGuarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isKeyTaken(error)) throw new Conflict('brandSlugTaken', { slug: [{ reason: 'brandSlugTaken' }] });
    throw error;
  }
}

export function createBrand(db: Db, operatorId: number, input: BrandInput) {
  return slugGuarded(() =>
    retryingTakenIds(() =>
      db.transaction().execute(async (trx) => {
        await checkBrand(trx, input, null);
        const { last } = await trx
          .selectFrom('brands')
          .select((eb) => eb.fn.max<number | null>('id').as('last'))
          .executeTakeFirstOrThrow();
        const id = Number(last ?? 0) + 1;
        await trx
          .insertInto('brands')
          .values({ id, ...tidyBrand(input), is_popular: 0 })
          .execute();
        const after = await brandById(trx, id);
        await logOperatorAction(trx, operatorId, {
          action: 'brand.create',
          subject: `brand:${id}`,
          before: null,
          after: loggedBrand(after),
        });
        return after;
      }),
    ),
  );
}

export function updateBrand(db: Db, operatorId: number, id: number, input: BrandInput) {
  return slugGuarded(() =>
    db.transaction().execute(async (trx) => {
      const before = await brandById(trx, id);
      await checkBrand(trx, input, id);
      await trx.updateTable('brands').set(tidyBrand(input)).where('id', '=', id).execute();
      const after = await brandById(trx, id);
      await logOperatorAction(trx, operatorId, {
        action: 'brand.update',
        subject: `brand:${id}`,
        before: loggedBrand(before),
        after: loggedBrand(after),
      });
      return after;
    }),
  );
}

/** Hides a brand (it leaves the brands' list and sitemap, its page is a 404, its goods leave every listing) or shows it again. */
export async function setBrandHidden(db: Db, operatorId: number, id: number, hidden: boolean) {
  return db.transaction().execute(async (trx) => {
    const before = await brandById(trx, id);
    if (before.hidden === hidden) throw new Conflict(hidden ? 'brandAlreadyHidden' : 'brandNotHidden');
    await trx
      .updateTable('brands')
      .set({ hidden: hidden ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    const goods = await trx.selectFrom('base_products').where('brand_id', '=', id).select('id').execute();
    if (goods.length > 0)
      await refreshBaseProductSummary(
        trx,
        goods.map((g) => g.id),
      );
    const after = await brandById(trx, id);
    await logOperatorAction(trx, operatorId, {
      action: hidden ? 'brand.hide' : 'brand.show',
      subject: `brand:${id}`,
      before: { hidden: before.hidden },
      after: { hidden: after.hidden },
    });
    return after;
  });
}

interface AttributeInput {
  slug: string;
  name_uk: string;
  name_ru: string;
}

export interface ValueInput {
  value_uk: string;
  value_ru: string;
}

/** Every characteristic in the catalogue's order, with its values and how many goods carry each. */
export async function attributesForOperators(db: Db) {
  const [attributes, values] = await Promise.all([
    db.selectFrom('attributes').select(['id', 'slug', 'name_uk', 'name_ru', 'hidden']).orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('attribute_values as v')
      .select((eb) => [
        'v.id',
        'v.attribute_id',
        'v.value_uk',
        'v.value_ru',
        'v.hidden',
        eb
          .selectFrom('base_product_values as bv')
          .whereRef('bv.value_id', '=', 'v.id')
          .select(eb.fn.countAll<number | string>().as('n'))
          .as('products'),
      ])
      .orderBy('v.sort')
      .orderBy('v.id')
      .execute(),
  ]);
  return attributes.map((a) => ({
    id: a.id,
    slug: a.slug,
    name_uk: a.name_uk,
    name_ru: a.name_ru,
    hidden: a.hidden === 1,
    values: values
      .filter((v) => v.attribute_id === a.id)
      .map((v) => ({ id: v.id, value_uk: v.value_uk, value_ru: v.value_ru, hidden: v.hidden === 1, products: Number(v.products ?? 0) })),
  }));
}

type EditedAttribute = Awaited<ReturnType<typeof attributesForOperators>>[number];

async function attributeById(db: Db, id: number): Promise<EditedAttribute> {
  const found = (await attributesForOperators(db)).find((a) => a.id === id);
  if (!found) throw new NotFound('notFound');
  return found;
}

const loggedAttribute = ({ slug, name_uk, name_ru, hidden }: EditedAttribute) => ({ slug, name_uk, name_ru, hidden });

async function checkAttribute(db: Db, input: AttributeInput, id: number | null) {
  const problems = new ProblemList();
  const slug = input.slug.trim();
  if (slug === '') problems.add('slug', { rule: 'required' });
  else if (!CATALOGUE_SLUG.test(slug) || slug.length > CATALOGUE_SLUG_MAX) problems.add('slug', { rule: 'invalid' });
  for (const lang of ['uk', 'ru'] as const) checkText(problems, `name_${lang}`, input[`name_${lang}`], CATALOGUE_NAME_MAX, true);
  if (problems.any) throw new Invalid('formInvalid', problems.fields);
  let taken = db.selectFrom('attributes').where('slug', '=', slug).select('id');
  if (id !== null) taken = taken.where('id', '!=', id);
  if (await taken.executeTakeFirst()) throw new Conflict('attributeSlugTaken', { slug: [{ reason: 'attributeSlugTaken' }] });
}

function checkValue(input: ValueInput) {
  const problems = new ProblemList();
  for (const lang of ['uk', 'ru'] as const) checkText(problems, `value_${lang}`, input[`value_${lang}`], CATALOGUE_NAME_MAX, true);
  if (problems.any) throw new Invalid('formInvalid', problems.fields);
}

const tidyAttribute = (input: AttributeInput) => ({
  slug: input.slug.trim(),
  name_uk: input.name_uk.trim(),
  name_ru: input.name_ru.trim(),
});
const tidyValue = (input: ValueInput) => ({ value_uk: input.value_uk.trim(), value_ru: input.value_ru.trim() });

const attributeSlugGuarded = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isKeyTaken(error)) throw new Conflict('attributeSlugTaken', { slug: [{ reason: 'attributeSlugTaken' }] });
    throw error;
  }
};

/** A new characteristic, last in the catalogue's order; it has no values until some are added. */
export function createAttribute(db: Db, operatorId: number, input: AttributeInput) {
  return attributeSlugGuarded(() =>
    retryingTakenIds(() =>
      db.transaction().execute(async (trx) => {
        await checkAttribute(trx, input, null);
        const { last, sort } = await trx
          .selectFrom('attributes')
          .select((eb) => [eb.fn.max<number | null>('id').as('last'), eb.fn.max<number | null>('sort').as('sort')])
          .executeTakeFirstOrThrow();
        const id = Number(last ?? 0) + 1;
        await trx
          .insertInto('attributes')
          .values({ id, ...tidyAttribute(input), sort: Number(sort ?? 0) + 1 })
          .execute();
        const after = await attributeById(trx, id);
        await logOperatorAction(trx, operatorId, {
          action: 'attribute.create',
          subject: `attribute:${id}`,
          before: null,
          after: loggedAttribute(after),
        });
        return after;
      }),
    ),
  );
}

/** Renames a characteristic in both languages; its slug stays, as landing pages' addresses are made of it. */
export async function updateAttribute(db: Db, operatorId: number, id: number, input: Omit<AttributeInput, 'slug'>) {
  return db.transaction().execute(async (trx) => {
    const before = await attributeById(trx, id);
    const problems = new ProblemList();
    for (const lang of ['uk', 'ru'] as const) checkText(problems, `name_${lang}`, input[`name_${lang}`], CATALOGUE_NAME_MAX, true);
    if (problems.any) throw new Invalid('formInvalid', problems.fields);
    await trx
      .updateTable('attributes')
      .set({ name_uk: input.name_uk.trim(), name_ru: input.name_ru.trim() })
      .where('id', '=', id)
      .execute();
    const after = await attributeById(trx, id);
    await logOperatorAction(trx, operatorId, {
      action: 'attribute.update',
      subject: `attribute:${id}`,
      before: loggedAttribute(before),
      after: loggedAttribute(after),
    });
    return after;
  });
}

/** Hides a characteristic from shoppers (filters, cards, product pages, compare tables; the goods stay) or shows it again. */
export async function setAttributeHidden(db: Db, operatorId: number, id: number, hidden: boolean) {
  return db.transaction().execute(async (trx) => {
    const before = await attributeById(trx, id);
    if (before.hidden === hidden) throw new Conflict(hidden ? 'attributeAlreadyHidden' : 'attributeNotHidden');
    await trx
      .updateTable('attributes')
      .set({ hidden: hidden ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    await logOperatorAction(trx, operatorId, {
      action: hidden ? 'attribute.hide' : 'attribute.show',
      subject: `attribute:${id}`,
      before: { hidden: before.hidden },
      after: { hidden },
    });
    return attributeById(trx, id);
  });
}

async function valueRow(db: Db, id: number) {
  const row = await db
    .selectFrom('attribute_values')
    .where('id', '=', id)
    .select(['id', 'attribute_id', 'value_uk', 'value_ru', 'hidden'])
    .executeTakeFirst();
  if (!row) throw new NotFound('notFound');
  return { attribute_id: row.attribute_id, value_uk: row.value_uk, value_ru: row.value_ru, hidden: row.hidden === 1 };
}

/** A new value of a characteristic, last among its values. */
export async function createValue(db: Db, operatorId: number, attributeId: number, input: ValueInput) {
  return retryingTakenIds(() =>
    db.transaction().execute(async (trx) => {
      await attributeById(trx, attributeId);
      checkValue(input);
      const { last } = await trx
        .selectFrom('attribute_values')
        .select((eb) => eb.fn.max<number | null>('id').as('last'))
        .executeTakeFirstOrThrow();
      const { sort } = await trx
        .selectFrom('attribute_values')
        .where('attribute_id', '=', attributeId)
        .select((eb) => eb.fn.max<number | null>('sort').as('sort'))
        .executeTakeFirstOrThrow();
      const id = Number(last ?? 0) + 1;
      await trx
        .insertInto('attribute_values')
        .values({ id, attribute_id: attributeId, ...tidyValue(input), sort: Number(sort ?? 0) + 1, key: null })
        .execute();
      const after = await valueRow(trx, id);
      await logOperatorAction(trx, operatorId, { action: 'attribute-value.create', subject: `attribute-value:${id}`, before: null, after });
      return attributeById(trx, attributeId);
    }),
  );
}

/** Renames a value in both languages. */
export async function updateValue(db: Db, operatorId: number, id: number, input: ValueInput) {
  return db.transaction().execute(async (trx) => {
    const before = await valueRow(trx, id);
    checkValue(input);
    await trx.updateTable('attribute_values').set(tidyValue(input)).where('id', '=', id).execute();
    const after = await valueRow(trx, id);
    await logOperatorAction(trx, operatorId, { action: 'attribute-value.update', subject: `attribute-value:${id}`, before, after });
    return attributeById(trx, after.attribute_id);
  });
}

/** Hides one value from shoppers, or shows it again. */
export async function setValueHidden(db: Db, operatorId: number, id: number, hidden: boolean) {
  return db.transaction().execute(async (trx) => {
    const before = await valueRow(trx, id);
    if (before.hidden === hidden) throw new Conflict(hidden ? 'attributeAlreadyHidden' : 'attributeNotHidden');
    await trx
      .updateTable('attribute_values')
      .set({ hidden: hidden ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    await logOperatorAction(trx, operatorId, {
      action: hidden ? 'attribute-value.hide' : 'attribute-value.show',
      subject: `attribute-value:${id}`,
      before: { hidden: before.hidden },
      after: { hidden },
    });
    return attributeById(trx, before.attribute_id);
  });
}

import { uahToKopecks, kopecksToUah } from '../../../src/domain/money';
import type { Lang } from '../../../src/domain/paths';
import { storedPhotoKeys } from '../../../src/domain/product-photos';
import { proposalProblems, type ProposalField, type ProposalInput, type ProposalProblem } from '../../../src/domain/product-proposal';
import type { Db } from '../../db/connection';
import { removeProductPhotoFiles } from '../../media/product-photos';
import { ancestry, loadCategories } from '../catalog/categories';
import { col } from '../catalog/lang-columns';

/** A field's problem: one of the form's own (src/domain/product-proposal.ts) or one the catalogue finds. */
type ProposalRefusal = ProposalProblem | 'categoryUnknown' | 'brandUnknown' | 'valueUnknown' | 'vendorCodeTaken';
export type ProposalRefusals = Partial<Record<ProposalField, ProposalRefusal>>;

type Categories = Awaited<ReturnType<typeof loadCategories>>;

/** The categories a product can be in: those without subcategories, each named by its path. */
function leafCategories(categories: Categories) {
  const parents = new Set(categories.map((c) => c.parent_id));
  return categories
    .filter((c) => !parents.has(c.id))
    .map((c) => ({
      id: c.id,
      name: ancestry(categories, c.id)
        .map((a) => a.name)
        .join(' › '),
    }));
}

/**
 * A category's attributes: those its goods carry values of (what its listing filters by), with every value of
 * each; a category with no goods yet offers every attribute, so its first product can still be described.
 */
async function categoryAttributes(db: Db, lang: Lang, categoryId: number) {
  const used = await db
    .selectFrom('base_product_values as bv')
    .innerJoin('base_products as b', 'b.id', 'bv.base_product_id')
    .innerJoin('attribute_values as v', 'v.id', 'bv.value_id')
    .where('b.category_id', '=', categoryId)
    .select('v.attribute_id')
    .distinct()
    .execute();
  const ids = used.map((r) => r.attribute_id);
  const attributes = await db
    .selectFrom('attributes')
    .where('hidden', '=', 0)
    .$if(ids.length > 0, (q) => q.where('id', 'in', ids))
    .select(['id', `${col('name', lang)} as name`])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  if (attributes.length === 0) return [];
  const values = await db
    .selectFrom('attribute_values')
    .where('hidden', '=', 0)
    .where(
      'attribute_id',
      'in',
      attributes.map((a) => a.id),
    )
    .select(['id', 'attribute_id', `${col('value', lang)} as name`])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return attributes.map((a) => ({
    id: a.id,
    name: a.name,
    values: values.filter((v) => v.attribute_id === a.id).map((v) => ({ id: v.id, name: v.name })),
  }));
}

/** What the form offers: the categories, the brands and, for a chosen category, its attributes and their values. */
export async function proposalChoices(db: Db, lang: Lang, categoryId?: number) {
  const [categories, brands] = await Promise.all([
    loadCategories(db, lang),
    db.selectFrom('brands').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
  ]);
  const leaves = leafCategories(categories);
  const attributes =
    categoryId !== undefined && leaves.some((c) => c.id === categoryId) ? await categoryAttributes(db, lang, categoryId) : [];
  return { categories: leaves, brands, attributes };
}

/** The brand a new name means: an existing one of the same name (any case), so accepting never makes a twin. */
export async function brandNamed(db: Db, name: string) {
  const wanted = name.trim().toLocaleLowerCase('uk');
  const brands = await db.selectFrom('brands').select(['id', 'name']).execute();
  return brands.find((b) => b.name.trim().toLocaleLowerCase('uk') === wanted) ?? null;
}

/** Whether a vendor code is already the seller's: on an offer, or on a proposal still waiting. */
export async function vendorCodeTaken(db: Db, sellerId: number, code: string, exceptProposal?: number): Promise<boolean> {
  const offer = await db
    .selectFrom('products')
    .where('seller_id', '=', sellerId)
    .where('vendor_code', '=', code)
    .select('id')
    .executeTakeFirst();
  if (offer) return true;
  const proposal = await db
    .selectFrom('product_proposals')
    .where('seller_id', '=', sellerId)
    .where('vendor_code', '=', code)
    .where('status', '=', 'waiting')
    .$if(exceptProposal !== undefined, (q) => q.where('id', '!=', exceptProposal!))
    .select('id')
    .executeTakeFirst();
  return proposal !== undefined;
}

/**
 * Checks a proposal against the form's rules and the catalogue, every field at once: a leaf category, an existing
 * brand (or a new name), values of that category's attributes, a vendor code the seller does not use yet.
 */
export async function checkProposal(db: Db, sellerId: number, input: ProposalInput, exceptProposal?: number): Promise<ProposalRefusals> {
  const problems: ProposalRefusals = proposalProblems(input);
  if (input.category_id !== null) {
    const leaves = leafCategories(await loadCategories(db, 'uk'));
    if (!leaves.some((c) => c.id === input.category_id)) problems.category_id = 'categoryUnknown';
    else if (input.value_ids.length > 0 && !problems.value_ids) {
      const allowed = new Set((await categoryAttributes(db, 'uk', input.category_id)).flatMap((a) => a.values.map((v) => v.id)));
      if (input.value_ids.some((id) => !allowed.has(id))) problems.value_ids = 'valueUnknown';
    }
  }
  if (input.brand_id !== null) {
    const brand = await db.selectFrom('brands').where('id', '=', input.brand_id).select('id').executeTakeFirst();
    if (!brand) problems.brand_id = 'brandUnknown';
  }
  if (!problems.vendor_code && (await vendorCodeTaken(db, sellerId, input.vendor_code.trim(), exceptProposal)))
    problems.vendor_code = 'vendorCodeTaken';
  return problems;
}

/** A proposal's columns from what the seller typed: a new brand's name that a brand already has names that brand. */
async function proposalColumns(db: Db, input: ProposalInput) {
  const known = input.brand_id === null ? await brandNamed(db, input.brand_name) : null;
  return {
    title_uk: input.title_uk.trim(),
    title_ru: input.title_ru.trim(),
    description_uk: input.description_uk.trim(),
    description_ru: input.description_ru.trim(),
    category_id: input.category_id!,
    brand_id: input.brand_id ?? known?.id ?? null,
    brand_name: input.brand_id === null && !known ? input.brand_name.trim() : '',
    value_ids: JSON.stringify([...new Set(input.value_ids)]),
    price_kop: uahToKopecks(input.price!),
    stock: input.stock!,
    vendor_code: input.vendor_code.trim(),
  };
}

/** Saves a proposal that passed checkProposal; it waits for a moderator. */
export async function saveProposal(db: Db, sellerId: number, input: ProposalInput, now = new Date()): Promise<number> {
  const row = await db
    .insertInto('product_proposals')
    .values({ seller_id: sellerId, ...(await proposalColumns(db, input)), created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What a seller may do to a proposal now: it is theirs and still waiting, or why not. */
export type ProposalChange = 'done' | 'notFound' | 'decided';

/** Why a change to a proposal that is not changed: another seller's or a missing one, or one a moderator decided. */
async function unchanged(db: Db, sellerId: number, id: number): Promise<ProposalChange> {
  const row = await db
    .selectFrom('product_proposals')
    .where('id', '=', id)
    .where('seller_id', '=', sellerId)
    .select('id')
    .executeTakeFirst();
  return row ? 'decided' : 'notFound';
}

/**
 * docs/product-rules.md#proposed-products: the seller changes a waiting proposal (checked by checkProposal first); it
 * keeps its place in the queue. The update matches a waiting proposal only, so a moderator's decision that came
 * first wins and the seller is told so.
 */
export async function updateProposal(db: Db, sellerId: number, id: number, input: ProposalInput): Promise<ProposalChange> {
  const result = await db
    .updateTable('product_proposals')
    .set(await proposalColumns(db, input))
    .where('id', '=', id)
    .where('seller_id', '=', sellerId)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? 'done' : unchanged(db, sellerId, id);
}

/** The seller withdraws a waiting proposal: it leaves the moderators' queue and the seller's list, its photos' files too. */
export async function withdrawProposal(db: Db, uploadsDir: string, sellerId: number, id: number): Promise<ProposalChange> {
  const removed = await db
    .deleteFrom('product_proposals')
    .where('id', '=', id)
    .where('seller_id', '=', sellerId)
    .where('status', '=', 'waiting')
    .returning('photo_keys')
    .executeTakeFirst();
  if (!removed) return unchanged(db, sellerId, id);
  await removeProductPhotoFiles(uploadsDir, storedPhotoKeys(removed.photo_keys));
  return 'done';
}

/** A proposal as the seller typed it, to change it; null when it is not this seller's. */
export async function proposalDraft(db: Db, sellerId: number, id: number) {
  const row = await db
    .selectFrom('product_proposals')
    .where('id', '=', id)
    .where('seller_id', '=', sellerId)
    .select([
      'title_uk',
      'title_ru',
      'description_uk',
      'description_ru',
      'category_id',
      'brand_id',
      'brand_name',
      'value_ids',
      'price_kop',
      'stock',
      'vendor_code',
    ])
    .executeTakeFirst();
  if (!row) return null;
  const { price_kop, value_ids, ...rest } = row;
  return { ...rest, value_ids: JSON.parse(value_ids) as number[], price: kopecksToUah(price_kop) };
}

/** The seller's proposals, newest first, or one of them; another seller's is not there. */
export async function sellerProposals(db: Db, lang: Lang, sellerId: number, id?: number) {
  const categories = await loadCategories(db, lang, { withHidden: true });
  const rows = await db
    .selectFrom('product_proposals as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .where('p.seller_id', '=', sellerId)
    .$if(id !== undefined, (q) => q.where('p.id', '=', id!))
    .select([
      'p.id',
      'p.status',
      `p.${col('title', lang)} as title`,
      'p.category_id',
      'p.brand_name',
      'b.name as brand',
      'p.price_kop',
      'p.stock',
      'p.vendor_code',
      'p.created_at',
      'p.decided_at',
      'p.refusal_reason',
      'p.product_id',
    ])
    .orderBy('p.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    title: r.title,
    category: categoryPath(categories, r.category_id),
    brand: r.brand ?? r.brand_name,
    price: kopecksToUah(r.price_kop),
    stock: r.stock,
    vendor_code: r.vendor_code,
    created_at: r.created_at,
    decided_at: r.decided_at,
    refusal_reason: r.refusal_reason,
    product_id: r.status === 'accepted' ? r.product_id : null,
  }));
}

export const categoryPath = (categories: Categories, id: number) =>
  ancestry(categories, id)
    .map((c) => c.name)
    .join(' › ');

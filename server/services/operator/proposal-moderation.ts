import { kopecksToUah } from '../../../src/domain/money';
import { canUndo, waitedHours } from '../../../src/domain/moderation';
import type { Lang } from '../../../src/domain/paths';
import { storedPhotoKeys } from '../../../src/domain/product-photos';
import { isMissingReference, retryingTakenIds } from '../../db/constraint-violation';
import type { Db } from '../../db/connection';
import { refreshBaseProductSummary } from '../catalog/base-product-summary';
import { loadCategories } from '../catalog/categories';
import { nextId, sellerDeliveryDays, sellerWarehouse } from '../catalog/new-catalogue-rows';
import { col } from '../catalog/lang-columns';
import { productPhotoImage } from '../catalog/media-url';
import { refreshListingCells } from '../catalog/listing-summaries';
import { brandNamed, categoryPath, vendorCodeTaken } from '../seller/product-proposals';
import { logOperatorAction } from './audit-log';

const QUEUE_PAGE = 100;

/** A brand's address name from its Latin letters and digits; '' for a name without any (a Cyrillic one). */
const latinSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const subject = (id: number) => `proposal:${id}`;

/**
 * The proposed-products queue (docs/product-rules.md#proposed-products): the waiting ones oldest first, then the
 * ones decided in the last hour, which can still be undone; with how many wait and how long the oldest has.
 */
export async function proposalQueue(db: Db, lang: Lang, now = new Date()) {
  const waiting = await db
    .selectFrom('product_proposals')
    .where('status', '=', 'waiting')
    .select([(eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
    .executeTakeFirst();
  const recentSince = new Date(now.getTime() - 60 * 60_000).toISOString();
  const rows = await db
    .selectFrom('product_proposals as p')
    .innerJoin('sellers as s', 's.id', 'p.seller_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .where((eb) => eb.or([eb('p.status', '=', 'waiting'), eb('p.decided_at', '>=', recentSince)]))
    .selectAll('p')
    .select(['s.shop_name', 'b.name as brand'])
    .orderBy((eb) => eb.case().when('p.status', '=', 'waiting').then(eb.lit(0)).else(eb.lit(1)).end())
    .orderBy('p.created_at', 'asc')
    .orderBy('p.id', 'asc')
    .limit(QUEUE_PAGE)
    .execute();
  const valueIds = [...new Set(rows.flatMap((r) => JSON.parse(r.value_ids) as number[]))];
  const values =
    valueIds.length === 0
      ? []
      : await db
          .selectFrom('attribute_values as v')
          .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
          .where('v.id', 'in', valueIds)
          .select(['v.id', `a.${col('name', lang)} as attribute`, `v.${col('value', lang)} as value`])
          .orderBy('a.sort')
          .orderBy('v.sort')
          .execute();
  const categories = await loadCategories(db, lang, { withHidden: true });
  return {
    waiting: Number(waiting?.n ?? 0),
    oldest_hours: waiting?.oldest ? waitedHours(waiting.oldest, now) : null,
    items: rows.map((r) => {
      const chosen = new Set(JSON.parse(r.value_ids) as number[]);
      return {
        id: r.id,
        status: r.status,
        shop_name: r.shop_name,
        seller_id: r.seller_id,
        title_uk: r.title_uk,
        title_ru: r.title_ru,
        description_uk: r.description_uk,
        description_ru: r.description_ru,
        category: categoryPath(categories, r.category_id),
        brand: r.brand ?? r.brand_name,
        new_brand: r.brand_id === null,
        characteristics: values.filter((v) => chosen.has(v.id)).map((v) => ({ attribute: v.attribute, value: v.value })),
        photos: storedPhotoKeys(r.photo_keys).map((key) => productPhotoImage(lang, key, lang === 'ru' ? r.title_ru : r.title_uk)),
        price: kopecksToUah(r.price_kop),
        stock: r.stock,
        vendor_code: r.vendor_code,
        created_at: r.created_at,
        waited_hours: waitedHours(r.created_at, now),
        decided_at: r.decided_at,
        refusal_reason: r.refusal_reason,
        product_id: r.product_id,
        undoable: canUndo(r.decided_at, now),
      };
    }),
  };
}

/** Thrown inside the undo's transaction to roll it back: a shopper's cart, list or order names the offer. */
class InUse extends Error {}

export type ProposalOutcome =
  { done: true } | { done: false; problem: 'notFound' | 'alreadyDecided' | 'undoExpired' | 'vendorCodeTaken' | 'inUse' };

/** The brand a proposal names: the chosen one, one of the same name made since, or a new one. */
async function proposalBrand(trx: Db, brandId: number | null, name: string): Promise<{ id: number; created: boolean }> {
  if (brandId !== null) return { id: brandId, created: false };
  const known = await brandNamed(trx, name);
  if (known) return { id: known.id, created: false };
  const id = await nextId(trx, 'brands');
  const latin = latinSlug(name);
  const taken = latin !== '' && (await trx.selectFrom('brands').where('slug', '=', latin).select('id').executeTakeFirst());
  await trx
    .insertInto('brands')
    .values({
      id,
      name: name.trim(),
      slug: latin === '' || taken ? `brand-${id}` : latin,
      is_popular: 0,
      country_uk: '',
      country_ru: '',
      description_uk: '',
      description_ru: '',
    })
    .execute();
  return { id, created: true };
}

/**
 * Accepts a waiting proposal in one transaction: the base product (both languages' texts, category, brand,
 * characteristics, the proposal's photos or else a drawn picture), the seller's offer of it at the proposed price, stock and vendor code, and
 * the listing summaries; the search index and the catalogue's version follow by their triggers. Logged.
 */
export async function acceptProposal(db: Db, operatorId: number, id: number, now = new Date()): Promise<ProposalOutcome> {
  return retryingTakenIds(() =>
    db.transaction().execute(async (trx) => {
      const proposal = await trx.selectFrom('product_proposals').where('id', '=', id).selectAll().executeTakeFirst();
      if (!proposal) return { done: false, problem: 'notFound' };
      if (proposal.status !== 'waiting') return { done: false, problem: 'alreadyDecided' };
      if (await vendorCodeTaken(trx, proposal.seller_id, proposal.vendor_code, id)) return { done: false, problem: 'vendorCodeTaken' };
      const claimed = await trx
        .updateTable('product_proposals')
        .set({ status: 'accepted', decided_at: now.toISOString(), decided_by: operatorId })
        .where('id', '=', id)
        .where('status', '=', 'waiting')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return { done: false, problem: 'alreadyDecided' };

      const brand = await proposalBrand(trx, proposal.brand_id, proposal.brand_name);
      const baseProductId = await nextId(trx, 'base_products');
      await trx
        .insertInto('base_products')
        .values({
          id: baseProductId,
          category_id: proposal.category_id,
          brand_id: brand.id,
          title_uk: proposal.title_uk,
          title_ru: proposal.title_ru,
          description_uk: proposal.description_uk,
          description_ru: proposal.description_ru,
          // the proposal's photos become the goods' gallery, the seller's to change; the drawn picture shows without any
          photo_keys: proposal.photo_keys,
          photo_seller_id: storedPhotoKeys(proposal.photo_keys).length > 0 ? proposal.seller_id : null,
          media_count: 1,
          rating_x10: 0,
          reviews_count: 0,
          popularity: 0,
          created_at: now.toISOString(),
          min_price_kop: 0,
          best_product_id: 0,
          in_stock: 0,
        })
        .execute();
      const valueIds = JSON.parse(proposal.value_ids) as number[];
      if (valueIds.length > 0) {
        await trx
          .insertInto('base_product_values')
          .values(valueIds.map((valueId) => ({ base_product_id: baseProductId, value_id: valueId })))
          .execute();
      }
      const productId = await nextId(trx, 'products');
      await trx
        .insertInto('products')
        .values({
          id: productId,
          base_product_id: baseProductId,
          seller_id: proposal.seller_id,
          warehouse_id: await sellerWarehouse(trx, proposal.seller_id),
          price_kop: proposal.price_kop,
          old_price_kop: null,
          stock: proposal.stock,
          min_cart_quantity: 1,
          delivery_days: await sellerDeliveryDays(trx, proposal.seller_id),
          created_at: now.toISOString(),
          vendor_code: proposal.vendor_code,
        })
        .execute();
      await refreshBaseProductSummary(trx, [baseProductId]);
      await trx
        .updateTable('product_proposals')
        .set({ base_product_id: baseProductId, product_id: productId, created_brand_id: brand.created ? brand.id : null })
        .where('id', '=', id)
        .execute();
      await logOperatorAction(
        trx,
        operatorId,
        {
          action: 'proposal.accept',
          subject: subject(id),
          before: { status: 'waiting' },
          after: { status: 'accepted', base_product_id: baseProductId, product_id: productId, brand_id: brand.id },
        },
        now,
      );
      return { done: true };
    }),
  );
}

/** Refuses a waiting proposal with the reason the seller is shown. Logged. */
export async function refuseProposal(db: Db, operatorId: number, id: number, reason: string, now = new Date()): Promise<ProposalOutcome> {
  return db.transaction().execute(async (trx) => {
    const proposal = await trx.selectFrom('product_proposals').where('id', '=', id).select('status').executeTakeFirst();
    if (!proposal) return { done: false, problem: 'notFound' };
    const claimed = await trx
      .updateTable('product_proposals')
      .set({ status: 'refused', decided_at: now.toISOString(), decided_by: operatorId, refusal_reason: reason })
      .where('id', '=', id)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return { done: false, problem: 'alreadyDecided' };
    await logOperatorAction(
      trx,
      operatorId,
      { action: 'proposal.refuse', subject: subject(id), before: { status: 'waiting' }, after: { status: 'refused', reason } },
      now,
    );
    return { done: true };
  });
}

/**
 * Takes a decision back while its window is open: the proposal waits again. Undoing an acceptance takes away what
 * it made (the offer, the base product, a brand it made that nothing else uses); once a shopper holds the offer in
 * a cart, a list or an order, the rows are no longer the acceptance's alone and the undo is refused.
 */
export async function undoProposal(db: Db, operatorId: number, id: number, now = new Date()): Promise<ProposalOutcome> {
  try {
    return await db.transaction().execute(async (trx): Promise<ProposalOutcome> => {
      const proposal = await trx.selectFrom('product_proposals').where('id', '=', id).selectAll().executeTakeFirst();
      if (!proposal) return { done: false, problem: 'notFound' };
      if (proposal.status === 'waiting' || !canUndo(proposal.decided_at, now)) return { done: false, problem: 'undoExpired' };
      const reopened = await trx
        .updateTable('product_proposals')
        .set({
          status: 'waiting',
          decided_at: null,
          decided_by: null,
          refusal_reason: '',
          base_product_id: null,
          product_id: null,
          created_brand_id: null,
        })
        .where('id', '=', id)
        .where('status', '=', proposal.status)
        .where('decided_at', '=', proposal.decided_at)
        .executeTakeFirst();
      if (Number(reopened.numUpdatedRows) === 0) return { done: false, problem: 'undoExpired' };
      if (proposal.status === 'accepted' && proposal.base_product_id !== null && proposal.product_id !== null) {
        // Carts, favourites and auto-purchase lists would let their lines go with the offer: a shopper's hold is asked first.
        for (const table of ['order_items', 'cart_items', 'favorite_items', 'auto_purchase_items'] as const) {
          const held = await trx.selectFrom(table).where('product_id', '=', proposal.product_id).select('product_id').executeTakeFirst();
          if (held) throw new InUse();
        }
        const cell = await trx
          .selectFrom('base_products')
          .where('id', '=', proposal.base_product_id)
          .select(['category_id', 'brand_id'])
          .executeTakeFirstOrThrow();
        await trx.deleteFrom('products').where('id', '=', proposal.product_id).execute();
        await trx.deleteFrom('base_product_values').where('base_product_id', '=', proposal.base_product_id).execute();
        await trx.deleteFrom('base_products').where('id', '=', proposal.base_product_id).execute();
        if (proposal.created_brand_id !== null) {
          const used = await trx
            .selectFrom('base_products')
            .where('brand_id', '=', proposal.created_brand_id)
            .select('id')
            .executeTakeFirst();
          const named = await trx
            .selectFrom('product_proposals')
            .where('brand_id', '=', proposal.created_brand_id)
            .select('id')
            .executeTakeFirst();
          if (!used && !named) await trx.deleteFrom('brands').where('id', '=', proposal.created_brand_id).execute();
        }
        await refreshListingCells(trx, [cell]);
      }
      await logOperatorAction(
        trx,
        operatorId,
        { action: 'proposal.undo', subject: subject(id), before: { status: proposal.status }, after: { status: 'waiting' } },
        now,
      );
      return { done: true };
    });
  } catch (error) {
    // A shopper holds the offer, or a comparison or a reminder names it: the transaction is rolled back whole.
    if (error instanceof InUse || isMissingReference(error)) return { done: false, problem: 'inUse' };
    throw error;
  }
}

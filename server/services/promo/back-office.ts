import { shopToday } from '../../../src/domain/calendar-day';
import { paths, type Lang } from '../../../src/domain/paths';
import { kyivDayFirstInstant, kyivDayLastInstant, type NewPromotionInput, type PromoCodeDraft } from '../../../src/domain/promo-code-rules';
import type { Db } from '../../db/connection';
import { retryingTakenIds } from '../../db/constraint-violation';
import { col } from '../catalog/lang-columns';
import { BANNER_PHOTO_FRAME, drawUpload, removeProductPhotoFiles, saveProductPhoto } from '../../media/product-photos';
import { promotionBannerImage } from '../catalog/media-url';
import { logOperatorAction } from '../operator/audit-log';

/**
 * The back office's promo codes, promotions and home banners (docs/product-rules.md#promotions-and-promo-codes-in-the-back-office).
 * Every change is written with its audit entry in one transaction.
 */

const kyivDayOf = (iso: string) => shopToday(new Date(iso));

type CodeRow = {
  id: number;
  code: string;
  discount_percent: number | null;
  discount_kop: number | null;
  min_total_kop: number;
  phone: string | null;
  starts_at: string | null;
  expires_at: string;
  usage_limit: number;
  per_phone_limit: number;
  used_count: number;
  paused_at: string | null;
};

const CODE_COLUMNS = [
  'id',
  'code',
  'discount_percent',
  'discount_kop',
  'min_total_kop',
  'phone',
  'starts_at',
  'expires_at',
  'usage_limit',
  'per_phone_limit',
  'used_count',
  'paused_at',
] as const;

/**
 * The id for a new row: one past the largest the table holds or a deleted row of it had, so an audit subject such as
 * `promo_code:12` always names one thing. Given here, as the seeded rows' were: PostgreSQL numbers these tables' rows
 * by no identity of their own.
 */
async function nextId(trx: Db, table: 'promo_codes' | 'promotions' | 'media_slider_items', subject: string): Promise<number> {
  const last = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const deleted = await trx.selectFrom('audit_log').where('action', '=', `${subject}.delete`).select('subject').execute();
  return Math.max(Number(last?.id ?? 0), ...deleted.map((d) => Number(d.subject.slice(subject.length + 1)) || 0)) + 1;
}

/** What a shopper typing the code now would find: the first of paused, ended, used up and not begun that holds. */
function codeState(row: CodeRow, at: string) {
  if (row.paused_at !== null) return 'paused' as const;
  if (row.expires_at <= at) return 'expired' as const;
  if (row.usage_limit > 0 && row.used_count >= row.usage_limit) return 'used_up' as const;
  if (row.starts_at !== null && row.starts_at > at) return 'scheduled' as const;
  return 'active' as const;
}

function adminCode(row: CodeRow, at: string) {
  return {
    id: row.id,
    code: row.code,
    discount_percent: row.discount_percent,
    discount: row.discount_kop === null ? null : row.discount_kop / 100,
    min_total: row.min_total_kop / 100,
    phone: row.phone,
    starts_on: row.starts_at === null ? null : kyivDayOf(row.starts_at),
    ends_on: kyivDayOf(row.expires_at),
    usage_limit: row.usage_limit,
    per_phone_limit: row.per_phone_limit,
    used_count: row.used_count,
    state: codeState(row, at),
  };
}

export type AdminPromoCode = ReturnType<typeof adminCode>;

/** Every code, the newest first, with how many checkouts used it. */
export async function adminPromoCodes(db: Db, now = new Date()): Promise<AdminPromoCode[]> {
  const rows = await db.selectFrom('promo_codes').select(CODE_COLUMNS).orderBy('id', 'desc').execute();
  return rows.map((row) => adminCode(row, now.toISOString()));
}

/** The audit log's picture of a code: what an admin set, not how often it was used. */
const auditedCode = (code: AdminPromoCode) => ({
  code: code.code,
  discount_percent: code.discount_percent,
  discount: code.discount,
  min_total: code.min_total,
  phone: code.phone,
  starts_on: code.starts_on,
  ends_on: code.ends_on,
  usage_limit: code.usage_limit,
  per_phone_limit: code.per_phone_limit,
  paused: code.state === 'paused',
});

/** Stores a checked code. */
export async function createPromoCode(
  db: Db,
  operatorId: number,
  draft: PromoCodeDraft,
  now = new Date(),
): Promise<{ taken: true } | { taken: false; code: AdminPromoCode }> {
  return retryingTakenIds(() =>
    db.transaction().execute(async (trx) => {
      const same = await trx.selectFrom('promo_codes').where('code', '=', draft.code).select('id').executeTakeFirst();
      if (same) return { taken: true };
      const id = await nextId(trx, 'promo_codes', 'promo_code');
      await trx
        .insertInto('promo_codes')
        .values({ id, ...draft, used_count: 0, paused_at: null })
        .execute();
      const row = await trx.selectFrom('promo_codes').where('id', '=', id).select(CODE_COLUMNS).executeTakeFirstOrThrow();
      const code = adminCode(row, now.toISOString());
      await logOperatorAction(
        trx,
        operatorId,
        { action: 'promo_code.create', subject: `promo_code:${id}`, before: null, after: auditedCode(code) },
        now,
      );
      return { taken: false, code };
    }),
  );
}

type PauseCodeOutcome = { done: true; code: AdminPromoCode } | { done: false; problem: 'notFound' | 'alreadyPaused' | 'notPaused' };

/** Holds a code back or lets it work again; a paused code answers a shopper as a wrong one does. */
export async function setPromoCodePaused(
  db: Db,
  operatorId: number,
  id: number,
  pause: boolean,
  now = new Date(),
): Promise<PauseCodeOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('promo_codes').where('id', '=', id).select(CODE_COLUMNS).executeTakeFirst();
    if (!row) return { done: false, problem: 'notFound' };
    if (pause && row.paused_at !== null) return { done: false, problem: 'alreadyPaused' };
    if (!pause && row.paused_at === null) return { done: false, problem: 'notPaused' };
    const paused_at = pause ? now.toISOString() : null;
    await trx.updateTable('promo_codes').set({ paused_at }).where('id', '=', id).execute();
    const at = now.toISOString();
    const before = adminCode(row, at);
    const after = adminCode({ ...row, paused_at }, at);
    await logOperatorAction(
      trx,
      operatorId,
      {
        action: pause ? 'promo_code.pause' : 'promo_code.resume',
        subject: `promo_code:${id}`,
        before: { state: before.state },
        after: { state: after.state },
      },
      now,
    );
    return { done: true, code: after };
  });
}

type CodeChangeOutcome = { done: true; code: AdminPromoCode } | { done: false; problem: 'notFound' | 'codeTaken' | 'alreadyEnded' };

/** A code's row and what the back office shows of it, read in the change's transaction. */
async function codeRow(trx: Db, id: number) {
  return trx.selectFrom('promo_codes').where('id', '=', id).select(CODE_COLUMNS).executeTakeFirst();
}

/**
 * Sets a code's terms anew from a checked draft; how often it was used and whether it is paused stay. Orders placed
 * with it keep the sums they were placed with (#money). Another code's text is refused, whatever its case.
 */
export async function updatePromoCode(
  db: Db,
  operatorId: number,
  id: number,
  draft: PromoCodeDraft,
  now = new Date(),
): Promise<CodeChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await codeRow(trx, id);
    if (!row) return { done: false, problem: 'notFound' };
    const same = await trx.selectFrom('promo_codes').where('code', '=', draft.code).where('id', '!=', id).select('id').executeTakeFirst();
    if (same) return { done: false, problem: 'codeTaken' };
    await trx.updateTable('promo_codes').set(draft).where('id', '=', id).execute();
    const at = now.toISOString();
    const after = adminCode((await codeRow(trx, id))!, at);
    await logOperatorAction(
      trx,
      operatorId,
      { action: 'promo_code.update', subject: `promo_code:${id}`, before: auditedCode(adminCode(row, at)), after: auditedCode(after) },
      now,
    );
    return { done: true, code: after };
  });
}

/** Ends a code at once: from now on the checkout answers it as an expired one; its orders and its count stay. */
export async function endPromoCode(db: Db, operatorId: number, id: number, now = new Date()): Promise<CodeChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await codeRow(trx, id);
    if (!row) return { done: false, problem: 'notFound' };
    const at = now.toISOString();
    if (row.expires_at <= at) return { done: false, problem: 'alreadyEnded' };
    await trx.updateTable('promo_codes').set({ expires_at: at }).where('id', '=', id).execute();
    const before = adminCode(row, at);
    const after = adminCode({ ...row, expires_at: at }, at);
    await logOperatorAction(
      trx,
      operatorId,
      {
        action: 'promo_code.end',
        subject: `promo_code:${id}`,
        before: { state: before.state, ends_on: before.ends_on },
        after: { state: after.state, ends_on: after.ends_on },
      },
      now,
    );
    return { done: true, code: after };
  });
}

type DeleteCodeOutcome = { done: true } | { done: false; problem: 'notFound' | 'codeUsed' | 'codeInPromotion' };

/**
 * Deletes a code no order was placed with and no promotion shows. A used one stays, for its orders' sake: it can be
 * ended instead (endPromoCode); one a promotion shows is first taken off the promotion.
 */
export async function deletePromoCode(db: Db, operatorId: number, id: number, now = new Date()): Promise<DeleteCodeOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await codeRow(trx, id);
    if (!row) return { done: false, problem: 'notFound' };
    const used = await trx.selectFrom('orders').where('promo_code_id', '=', id).select('id').limit(1).executeTakeFirst();
    if (used || row.used_count > 0) return { done: false, problem: 'codeUsed' };
    if (await trx.selectFrom('promotions').where('promo_code_id', '=', id).select('id').limit(1).executeTakeFirst())
      return { done: false, problem: 'codeInPromotion' };
    await trx.deleteFrom('promo_codes').where('id', '=', id).execute();
    await logOperatorAction(
      trx,
      operatorId,
      { action: 'promo_code.delete', subject: `promo_code:${id}`, before: auditedCode(adminCode(row, now.toISOString())), after: null },
      now,
    );
    return { done: true };
  });
}

function promotionState(starts_at: string, ends_at: string, at: string) {
  if (starts_at > at) return 'scheduled' as const;
  return ends_at < at ? ('ended' as const) : ('running' as const);
}

/** Every promotion, scheduled ones and ended ones too, latest to start first, with how much it covers. */
export async function adminPromotions(db: Db, lang: Lang, now = new Date()) {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('promotions as pr')
    .leftJoin('promo_codes as pc', 'pc.id', 'pr.promo_code_id')
    .select((eb) => [
      'pr.id',
      'pr.slug',
      `pr.${col('title', lang)} as title`,
      'pr.starts_at',
      'pr.ends_at',
      'pc.code as promo_code',
      'pr.banner_key',
      eb
        .selectFrom('promotion_categories as c')
        .whereRef('c.promotion_id', '=', 'pr.id')
        .select(eb.fn.countAll<number | string>().as('n'))
        .as('categories'),
      eb
        .selectFrom('promotion_products as p')
        .whereRef('p.promotion_id', '=', 'pr.id')
        .select(eb.fn.countAll<number | string>().as('n'))
        .as('products'),
    ])
    .orderBy('pr.starts_at', 'desc')
    .orderBy('pr.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    url: paths.promotion(row.slug),
    title: row.title,
    starts_on: kyivDayOf(row.starts_at),
    ends_on: kyivDayOf(row.ends_at),
    state: promotionState(row.starts_at, row.ends_at, at),
    promo_code: row.promo_code,
    banner: promotionBannerImage(lang, row.id, row.title, row.banner_key),
    banner_uploaded: row.banner_key !== null,
    categories: Number(row.categories ?? 0),
    products: Number(row.products ?? 0),
  }));
}

/** The catalogue's tree depth first, for choosing what a promotion covers. */
export async function promotionChoices(db: Db, lang: Lang) {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'parent_id', `${col('name', lang)} as name`])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const tree: { id: number; name: string; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const row of rows.filter((r) => r.parent_id === parent)) {
      tree.push({ id: row.id, name: row.name, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return { categories: tree };
}

export type SlidePlace = 'tabs' | 'banner' | 'mini_banner' | 'category';
/**
 * The places a promotion's banner shows: the home page's slider, banners and small banners, in the order it shows
 * them, and the pages of the categories the promotion covers.
 */
export const SLIDE_PLACES: readonly SlidePlace[] = ['tabs', 'banner', 'mini_banner', 'category'];

export type NewPromotion = NewPromotionInput & { promo_code_id?: number | null | undefined; banner_places?: SlidePlace[] | undefined };

type PromotionProblem = 'slugTaken' | 'unknownCategory' | 'unknownProduct' | 'unknownCode';
type ListedPromotion = Awaited<ReturnType<typeof adminPromotions>>[number];

type CreatePromotionOutcome = { done: true; promotion: ListedPromotion } | { done: false; problem: PromotionProblem };
type UpdatePromotionOutcome = { done: true; promotion: ListedPromotion } | { done: false; problem: PromotionProblem | 'notFound' };

/** Every category at or below the chosen ones: a covered category covers everything below it, as the seed lists them. */
async function categoriesBelow(db: Db, chosen: readonly number[]): Promise<number[] | null> {
  const rows = await db.selectFrom('categories').select(['id', 'parent_id']).execute();
  const known = new Set(rows.map((r) => r.id));
  if (chosen.some((id) => !known.has(id))) return null;
  const covered = new Set<number>();
  const add = (id: number) => {
    if (covered.has(id)) return;
    covered.add(id);
    for (const child of rows.filter((r) => r.parent_id === id)) add(child.id);
  };
  chosen.forEach(add);
  return [...covered];
}

interface StoredPromotion {
  row: {
    slug: string;
    title_uk: string;
    title_ru: string;
    description_uk: string;
    description_ru: string;
    terms_uk: string;
    terms_ru: string;
    starts_at: string;
    ends_at: string;
    promo_code_id: number | null;
  };
  categories: number[];
  bases: number[];
}

/**
 * What a checked promotion stores (goods named by an offer's number kept as their base products), or the first thing
 * it names that is not there. `ownId`: the promotion being edited, whose own address is no clash.
 */
async function storedPromotion(
  trx: Db,
  input: NewPromotion,
  ownId: number | null,
): Promise<StoredPromotion | { problem: PromotionProblem }> {
  const slug = input.slug.trim();
  let clash = trx.selectFrom('promotions').where('slug', '=', slug).select('id');
  if (ownId !== null) clash = clash.where('id', '!=', ownId);
  if (await clash.executeTakeFirst()) return { problem: 'slugTaken' };
  const categories = await categoriesBelow(trx, input.category_ids ?? []);
  if (!categories) return { problem: 'unknownCategory' };
  const offerIds = [...new Set(input.product_ids ?? [])];
  const offers =
    offerIds.length === 0 ? [] : await trx.selectFrom('products').where('id', 'in', offerIds).select(['id', 'base_product_id']).execute();
  if (offers.length !== offerIds.length) return { problem: 'unknownProduct' };
  const codeId = input.promo_code_id ?? null;
  if (codeId !== null && !(await trx.selectFrom('promo_codes').where('id', '=', codeId).select('id').executeTakeFirst()))
    return { problem: 'unknownCode' };
  return {
    row: {
      slug,
      title_uk: input.title_uk.trim(),
      title_ru: input.title_ru.trim(),
      description_uk: input.description_uk.trim(),
      description_ru: input.description_ru.trim(),
      terms_uk: input.terms_uk.trim(),
      terms_ru: input.terms_ru.trim(),
      starts_at: kyivDayFirstInstant(input.starts_on),
      ends_at: kyivDayLastInstant(input.ends_on),
      promo_code_id: codeId,
    },
    categories: categories.sort((a, b) => a - b),
    bases: [...new Set(offers.map((o) => o.base_product_id))].sort((a, b) => a - b),
  };
}

/** What a promotion covers, written anew. */
async function writeCoverage(trx: Db, id: number, { categories, bases }: Pick<StoredPromotion, 'categories' | 'bases'>) {
  await trx.deleteFrom('promotion_categories').where('promotion_id', '=', id).execute();
  await trx.deleteFrom('promotion_products').where('promotion_id', '=', id).execute();
  if (categories.length > 0)
    await trx
      .insertInto('promotion_categories')
      .values(categories.map((category_id) => ({ promotion_id: id, category_id })))
      .execute();
  if (bases.length > 0)
    await trx
      .insertInto('promotion_products')
      .values(bases.map((base_product_id) => ({ promotion_id: id, base_product_id })))
      .execute();
}

/** A promotion as stored, with what it covers; the audit log's picture of it. */
async function promotionAsStored(trx: Db, id: number) {
  const row = await trx
    .selectFrom('promotions')
    .where('id', '=', id)
    .select([
      'id',
      'slug',
      'title_uk',
      'title_ru',
      'description_uk',
      'description_ru',
      'terms_uk',
      'terms_ru',
      'starts_at',
      'ends_at',
      'promo_code_id',
      'banner_key',
    ])
    .executeTakeFirst();
  if (!row) return null;
  const [categories, bases] = await Promise.all([
    trx.selectFrom('promotion_categories').where('promotion_id', '=', id).select('category_id').orderBy('category_id').execute(),
    trx.selectFrom('promotion_products').where('promotion_id', '=', id).select('base_product_id').orderBy('base_product_id').execute(),
  ]);
  return { ...row, category_ids: categories.map((c) => c.category_id), base_product_ids: bases.map((b) => b.base_product_id) };
}

const listedPromotion = async (db: Db, lang: Lang, id: number, now: Date) =>
  (await adminPromotions(db, lang, now)).find((p) => p.id === id)!;

/**
 * Stores a checked promotion with what it covers and, in each place asked for (SLIDE_PLACES), a banner leading to it,
 * last of its place. Logged as `promotion.create` (and `home_slide.create`).
 */
export async function createPromotion(
  db: Db,
  operatorId: number,
  lang: Lang,
  input: NewPromotion,
  now = new Date(),
): Promise<CreatePromotionOutcome> {
  const outcome = await retryingTakenIds(() =>
    db.transaction().execute(async (trx): Promise<{ problem: PromotionProblem } | { id: number }> => {
      const stored = await storedPromotion(trx, input, null);
      if ('problem' in stored) return stored;
      const id = await nextId(trx, 'promotions', 'promotion');
      const row = { id, ...stored.row };
      await trx.insertInto('promotions').values(row).execute();
      await writeCoverage(trx, id, stored);
      await logOperatorAction(
        trx,
        operatorId,
        {
          action: 'promotion.create',
          subject: `promotion:${id}`,
          before: null,
          after: { ...row, category_ids: stored.categories, base_product_ids: stored.bases },
        },
        now,
      );
      await writeBannerPlaces(trx, operatorId, { ...stored.row, url: paths.promotion(stored.row.slug) }, input.banner_places ?? [], now);
      return { id };
    }),
  );
  if ('problem' in outcome) return { done: false, problem: outcome.problem };
  return { done: true, promotion: await listedPromotion(db, lang, outcome.id, now) };
}

/** A promotion as its edit form starts: its days as Kyiv days, its goods by an offer's number each, the places whose banners lead to it. */
export async function promotionForm(db: Db, id: number) {
  const stored = await promotionAsStored(db, id);
  if (!stored) return null;
  const offers =
    stored.base_product_ids.length === 0
      ? []
      : await db
          .selectFrom('products')
          .where('base_product_id', 'in', stored.base_product_ids)
          .select((eb) => ['base_product_id', eb.fn.min('id').as('id')])
          .groupBy('base_product_id')
          .execute();
  const slides = await db.selectFrom('media_slider_items').where('url', '=', paths.promotion(stored.slug)).select('place').execute();
  return {
    id,
    slug: stored.slug,
    title_uk: stored.title_uk,
    title_ru: stored.title_ru,
    description_uk: stored.description_uk,
    description_ru: stored.description_ru,
    terms_uk: stored.terms_uk,
    terms_ru: stored.terms_ru,
    starts_on: kyivDayOf(stored.starts_at),
    ends_on: kyivDayOf(stored.ends_at),
    category_ids: stored.category_ids,
    product_ids: offers.map((o) => Number(o.id)).sort((a, b) => a - b),
    promo_code_id: stored.promo_code_id,
    banner_places: SLIDE_PLACES.filter((place) => slides.some((slide) => slide.place === place)),
  };
}

/**
 * Sets a promotion anew. A new address takes its banners along; `banner_places` are the places whose banners lead to
 * it from now on, when given: a place newly chosen gets a banner, last of its place, and one no longer chosen loses
 * it (a place kept keeps its banner where it stands). Logged as `promotion.update` with the promotion before and
 * after (and `home_slide.create`, `home_slide.delete`).
 */
export async function updatePromotion(
  db: Db,
  operatorId: number,
  lang: Lang,
  id: number,
  input: NewPromotion,
  now = new Date(),
): Promise<UpdatePromotionOutcome> {
  const outcome = await db.transaction().execute(async (trx): Promise<{ problem: PromotionProblem | 'notFound' } | { id: number }> => {
    const before = await promotionAsStored(trx, id);
    if (!before) return { problem: 'notFound' };
    const stored = await storedPromotion(trx, input, id);
    if ('problem' in stored) return stored;
    await trx.updateTable('promotions').set(stored.row).where('id', '=', id).execute();
    await writeCoverage(trx, id, stored);
    const [oldUrl, newUrl] = [paths.promotion(before.slug), paths.promotion(stored.row.slug)];
    if (oldUrl !== newUrl) await trx.updateTable('media_slider_items').set({ url: newUrl }).where('url', '=', oldUrl).execute();
    await logOperatorAction(
      trx,
      operatorId,
      { action: 'promotion.update', subject: `promotion:${id}`, before, after: await promotionAsStored(trx, id) },
      now,
    );
    if (input.banner_places) await writeBannerPlaces(trx, operatorId, { ...stored.row, url: newUrl }, input.banner_places, now);
    return { id };
  });
  if ('problem' in outcome) return { done: false, problem: outcome.problem };
  return { done: true, promotion: await listedPromotion(db, lang, id, now) };
}

/**
 * Deletes a promotion, what it covers, the home banners leading to it and its uploaded banner picture's files; its
 * promo code stays, an ordinary code. false for an unknown one. Logged as `promotion.delete` (and `home_slide.delete`).
 */
export async function deletePromotion(db: Db, uploadsDir: string, operatorId: number, id: number, now = new Date()): Promise<boolean> {
  const bannerKey = await db.transaction().execute(async (trx) => {
    const before = await promotionAsStored(trx, id);
    if (!before) return false;
    const url = paths.promotion(before.slug);
    const slides = await trx.selectFrom('media_slider_items').where('url', '=', url).selectAll().execute();
    await trx.deleteFrom('media_slider_items').where('url', '=', url).execute();
    for (const slide of slides)
      await logOperatorAction(
        trx,
        operatorId,
        { action: 'home_slide.delete', subject: `home_slide:${slide.id}`, before: slide, after: null },
        now,
      );
    await writeCoverage(trx, id, { categories: [], bases: [] });
    await trx.deleteFrom('promotions').where('id', '=', id).execute();
    await logOperatorAction(trx, operatorId, { action: 'promotion.delete', subject: `promotion:${id}`, before, after: null }, now);
    return { key: before.banner_key };
  });
  if (!bannerKey) return false;
  // The files go once no row names them.
  if (bannerKey.key) await removeProductPhotoFiles(uploadsDir, [bannerKey.key], BANNER_PHOTO_FRAME);
  return true;
}

/** Whether a promotion of this number exists: what a banner's upload is judged by before a pixel is decoded. */
async function promotionExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('promotions').where('id', '=', id).select('id').executeTakeFirst()) !== undefined;
}

/**
 * Gives a promotion the banner picture an admin uploaded, judged and drawn again at the banners' size as sellers'
 * product photos are (server/media/product-photos.ts): its page, the promotions' list and the home banners leading
 * to it show it at once. The files are written before the row names them and removed if it cannot; the former
 * picture's files go after. Refused with PhotoRefused; null for an unknown promotion. Logged as `promotion.banner`.
 */
export async function setPromotionBanner(
  db: Db,
  uploadsDir: string,
  operatorId: number,
  lang: Lang,
  id: number,
  bytes: Buffer,
  now = new Date(),
): Promise<ListedPromotion | null> {
  if (!(await promotionExists(db, id))) return null;
  const photo = await drawUpload(bytes, BANNER_PHOTO_FRAME);
  await saveProductPhoto(uploadsDir, photo, BANNER_PHOTO_FRAME);
  const former = await db
    .transaction()
    .execute(async (trx) => {
      const row = await trx.selectFrom('promotions').where('id', '=', id).select('banner_key').executeTakeFirst();
      if (!row) return null;
      await trx.updateTable('promotions').set({ banner_key: photo.key }).where('id', '=', id).execute();
      await logOperatorAction(
        trx,
        operatorId,
        {
          action: 'promotion.banner',
          subject: `promotion:${id}`,
          before: { banner_key: row.banner_key },
          after: { banner_key: photo.key },
        },
        now,
      );
      return { key: row.banner_key };
    })
    .catch(async (error: unknown) => {
      await removeProductPhotoFiles(uploadsDir, [photo.key], BANNER_PHOTO_FRAME);
      throw error;
    });
  if (!former) {
    await removeProductPhotoFiles(uploadsDir, [photo.key], BANNER_PHOTO_FRAME);
    return null;
  }
  if (former.key) await removeProductPhotoFiles(uploadsDir, [former.key], BANNER_PHOTO_FRAME);
  return listedPromotion(db, lang, id, now);
}

export type RemoveBannerOutcome = { done: true; promotion: ListedPromotion } | { done: false; problem: 'notFound' | 'noBanner' };

/**
 * Takes a promotion's uploaded banner picture off: its page, the promotions' list and the home banners leading to it
 * show the banner drawn of its title and description again at once (the row's change bumps the catalogue's version,
 * migration 0053). The files go once no row names them, as a replaced picture's do. Logged as `promotion.banner_remove`.
 */
export async function removePromotionBanner(
  db: Db,
  uploadsDir: string,
  operatorId: number,
  lang: Lang,
  id: number,
  now = new Date(),
): Promise<RemoveBannerOutcome> {
  const outcome = await db.transaction().execute(async (trx): Promise<{ problem: 'notFound' | 'noBanner' } | { key: string }> => {
    const row = await trx.selectFrom('promotions').where('id', '=', id).select('banner_key').executeTakeFirst();
    if (!row) return { problem: 'notFound' };
    if (row.banner_key === null) return { problem: 'noBanner' };
    await trx.updateTable('promotions').set({ banner_key: null }).where('id', '=', id).execute();
    await logOperatorAction(
      trx,
      operatorId,
      {
        action: 'promotion.banner_remove',
        subject: `promotion:${id}`,
        before: { banner_key: row.banner_key },
        after: { banner_key: null },
      },
      now,
    );
    return { key: row.banner_key };
  });
  if ('problem' in outcome) return { done: false, problem: outcome.problem };
  await removeProductPhotoFiles(uploadsDir, [outcome.key], BANNER_PHOTO_FRAME);
  return { done: true, promotion: await listedPromotion(db, lang, id, now) };
}

type SlidePromotion = { title_uk: string; title_ru: string; description_uk: string; description_ru: string; url: string };

/**
 * The places whose banners lead to a promotion made exactly the chosen ones: a chosen place without a banner of
 * it gets one, last of its place; a banner in a place not chosen goes; the others stay where they are.
 */
async function writeBannerPlaces(trx: Db, operatorId: number, promotion: SlidePromotion, places: readonly SlidePlace[], now: Date) {
  const chosen = new Set(places);
  const slides = await trx.selectFrom('media_slider_items').where('url', '=', promotion.url).selectAll().orderBy('id').execute();
  for (const slide of slides.filter((s) => !chosen.has(s.place))) {
    await trx.deleteFrom('media_slider_items').where('id', '=', slide.id).execute();
    await logOperatorAction(
      trx,
      operatorId,
      { action: 'home_slide.delete', subject: `home_slide:${slide.id}`, before: slide, after: null },
      now,
    );
  }
  for (const place of SLIDE_PLACES.filter((p) => chosen.has(p) && !slides.some((s) => s.place === p)))
    await addPromotionSlide(trx, operatorId, promotion, place, now);
}

/** A home slide of the promotion's title and description, drawn as the seeded ones are, after every other of its place. */
async function addPromotionSlide(trx: Db, operatorId: number, promotion: SlidePromotion, place: SlidePlace, now: Date) {
  const sorts = await trx
    .selectFrom('media_slider_items')
    .where('place', '=', place)
    .select((eb) => [eb.fn.max('sort').as('sort')])
    .executeTakeFirst();
  const slide = {
    id: await nextId(trx, 'media_slider_items', 'home_slide'),
    place,
    title_uk: promotion.title_uk,
    title_ru: promotion.title_ru,
    // A banner's line under its title is short; the description's first sentence says what the promotion gives.
    subtitle_uk: firstSentence(promotion.description_uk),
    subtitle_ru: firstSentence(promotion.description_ru),
    url: promotion.url,
    sort: Number(sorts?.sort ?? 0) + 10,
  };
  await trx.insertInto('media_slider_items').values(slide).execute();
  await logOperatorAction(
    trx,
    operatorId,
    { action: 'home_slide.create', subject: `home_slide:${slide.id}`, before: null, after: slide },
    now,
  );
}

const SUBTITLE_MAX = 120;
function firstSentence(text: string): string {
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length <= SUBTITLE_MAX ? sentence : `${sentence.slice(0, SUBTITLE_MAX - 1).trimEnd()}…`;
}

/** The home page's slides by place, each place in the order the home page shows it. */
export async function homeSlides(db: Db, lang: Lang) {
  const rows = await db
    .selectFrom('media_slider_items')
    .select(['id', 'place', `${col('title', lang)} as title`, 'url', 'sort'])
    .orderBy('place')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const position = (seen.get(row.place) ?? 0) + 1;
    seen.set(row.place, position);
    return { id: row.id, place: row.place, title: row.title, url: row.url, position };
  });
}

/**
 * Moves a slide one step earlier or later among its place's slides. The place is numbered again 10, 20, 30… in its
 * new order, so equal sorts (the seed's, or hand-made ones) never keep two slides in an order no one chose.
 * false for an unknown slide; a first slide moved up, or a last one down, stays where it is.
 */
export async function moveHomeSlide(db: Db, operatorId: number, id: number, direction: 'up' | 'down', now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const slide = await trx.selectFrom('media_slider_items').where('id', '=', id).select(['id', 'place']).executeTakeFirst();
    if (!slide) return false;
    const order = (
      await trx.selectFrom('media_slider_items').where('place', '=', slide.place).select('id').orderBy('sort').orderBy('id').execute()
    ).map((r) => r.id);
    const from = order.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return true;
    const moved = [...order];
    [moved[from], moved[to]] = [moved[to]!, moved[from]!];
    for (const [i, slideId] of moved.entries())
      await trx
        .updateTable('media_slider_items')
        .set({ sort: (i + 1) * 10 })
        .where('id', '=', slideId)
        .execute();
    await logOperatorAction(
      trx,
      operatorId,
      { action: 'home_slide.move', subject: `home_slide:${id}`, before: { position: from + 1 }, after: { position: to + 1 } },
      now,
    );
    return true;
  });
}

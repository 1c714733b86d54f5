import { shopToday } from '../../../src/domain/calendar-day';
import { paths, type Lang } from '../../../src/domain/paths';
import { kyivDayFirstInstant, kyivDayLastInstant, type NewPromotionInput, type PromoCodeDraft } from '../../../src/domain/promo-code-rules';
import type { Db } from '../../db/connection';
import { retryingTakenIds } from '../../db/constraint-violation';
import { col } from '../catalog/lang-columns';
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

/**
 * Stores a checked code. Ids are given here, one past the largest, as the seeded rows were: PostgreSQL numbers
 * this table's rows by no identity of its own.
 */
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
      const last = await trx
        .selectFrom('promo_codes')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      const id = Number(last?.id ?? 0) + 1;
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

export type PauseCodeOutcome = { done: true; code: AdminPromoCode } | { done: false; problem: 'notFound' | 'alreadyPaused' | 'notPaused' };

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

export type NewPromotion = NewPromotionInput & { promo_code_id?: number | null | undefined; home_banner?: boolean | undefined };

export type CreatePromotionOutcome =
  | { done: true; promotion: Awaited<ReturnType<typeof adminPromotions>>[number] }
  | { done: false; problem: 'slugTaken' | 'unknownCategory' | 'unknownProduct' | 'unknownCode' };

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

/**
 * Stores a checked promotion with what it covers (goods named by an offer's number, kept as their base products) and,
 * when asked, a home banner leading to it, last of the banners. Logged as `promotion.create` (and `home_slide.create`).
 */
export async function createPromotion(
  db: Db,
  operatorId: number,
  lang: Lang,
  input: NewPromotion,
  now = new Date(),
): Promise<CreatePromotionOutcome> {
  const slug = input.slug.trim();
  type Problem = Extract<CreatePromotionOutcome, { done: false }>['problem'];
  const outcome = await retryingTakenIds(() =>
    db.transaction().execute(async (trx): Promise<{ problem: Problem } | { id: number }> => {
      if (await trx.selectFrom('promotions').where('slug', '=', slug).select('id').executeTakeFirst()) return { problem: 'slugTaken' };
      const categories = await categoriesBelow(trx, input.category_ids ?? []);
      if (!categories) return { problem: 'unknownCategory' };
      const offerIds = [...new Set(input.product_ids ?? [])];
      const offers =
        offerIds.length === 0
          ? []
          : await trx.selectFrom('products').where('id', 'in', offerIds).select(['id', 'base_product_id']).execute();
      if (offers.length !== offerIds.length) return { problem: 'unknownProduct' };
      const codeId = input.promo_code_id ?? null;
      if (codeId !== null && !(await trx.selectFrom('promo_codes').where('id', '=', codeId).select('id').executeTakeFirst()))
        return { problem: 'unknownCode' };
      const texts = {
        title_uk: input.title_uk.trim(),
        title_ru: input.title_ru.trim(),
        description_uk: input.description_uk.trim(),
        description_ru: input.description_ru.trim(),
        terms_uk: input.terms_uk.trim(),
        terms_ru: input.terms_ru.trim(),
      };
      const last = await trx
        .selectFrom('promotions')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      const id = Number(last?.id ?? 0) + 1;
      const row = {
        id,
        slug,
        ...texts,
        starts_at: kyivDayFirstInstant(input.starts_on),
        ends_at: kyivDayLastInstant(input.ends_on),
        promo_code_id: codeId,
      };
      await trx.insertInto('promotions').values(row).execute();
      if (categories.length > 0)
        await trx
          .insertInto('promotion_categories')
          .values(categories.map((category_id) => ({ promotion_id: id, category_id })))
          .execute();
      const bases = [...new Set(offers.map((o) => o.base_product_id))];
      if (bases.length > 0)
        await trx
          .insertInto('promotion_products')
          .values(bases.map((base_product_id) => ({ promotion_id: id, base_product_id })))
          .execute();
      await logOperatorAction(
        trx,
        operatorId,
        {
          action: 'promotion.create',
          subject: `promotion:${id}`,
          before: null,
          after: { ...row, category_ids: categories.sort((a, b) => a - b), base_product_ids: bases.sort((a, b) => a - b) },
        },
        now,
      );
      if (input.home_banner) await addHomeBanner(trx, operatorId, { ...texts, url: paths.promotion(slug) }, now);
      return { id };
    }),
  );
  if ('problem' in outcome) return { done: false, problem: outcome.problem };
  const promotion = (await adminPromotions(db, lang, now)).find((p) => p.id === outcome.id)!;
  return { done: true, promotion };
}

/** A home banner of the promotion's title and description, drawn as the seeded ones are, after every other banner. */
async function addHomeBanner(
  trx: Db,
  operatorId: number,
  promotion: { title_uk: string; title_ru: string; description_uk: string; description_ru: string; url: string },
  now: Date,
) {
  const ids = await trx
    .selectFrom('media_slider_items')
    .select((eb) => [eb.fn.max('id').as('id')])
    .executeTakeFirst();
  const sorts = await trx
    .selectFrom('media_slider_items')
    .where('place', '=', 'banner')
    .select((eb) => [eb.fn.max('sort').as('sort')])
    .executeTakeFirst();
  const slide = {
    id: Number(ids?.id ?? 0) + 1,
    place: 'banner' as const,
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

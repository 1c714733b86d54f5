import { sql } from 'kysely';
import type { CatalogQuery } from '../../../src/domain/catalog-query';
import { DEFAULT_CARD_ATTRIBUTES_COUNT, DEFAULT_VIEW } from '../../../src/domain/limits';
import { paths, type Lang } from '../../../src/domain/paths';
import type { Crumb } from '../../contract/common';
import type { PromotionCard, PromotionList, PromotionPage } from '../../contract/promotions';
import type { Db } from '../../db/connection';
import { serverText } from '../../i18n/i18n';
import { col } from '../catalog/lang-columns';
import { listing, listingSummary } from '../catalog/listing';
import { itemList, listingHead, selectionName } from '../catalog/listing-seo';
import { promotionBannerImage } from '../catalog/media-url';
import { absoluteUrl, type Site } from '../content/seo';

/** docs/product-rules.md#promotions */
export const PROMOTIONS_PAGE_SIZE = 12;

/** What a promotion's drawn banner shows; null for an unknown one. */
export const promotionBannerText = (db: Db, lang: Lang, id: number) =>
  db
    .selectFrom('promotions')
    .where('id', '=', id)
    .select([`${col('title', lang)} as title`, `${col('description', lang)} as description`])
    .executeTakeFirst();

const promotionColumns = (lang: Lang) =>
  [
    'pr.id',
    'pr.slug',
    `pr.${col('title', lang)} as title`,
    `pr.${col('description', lang)} as description`,
    `pr.${col('terms', lang)} as terms`,
    'pr.starts_at',
    'pr.ends_at',
    'pc.code as promo_code',
    'pr.banner_key',
  ] as const;

const promotionsWithCodes = (db: Db) => db.selectFrom('promotions as pr').leftJoin('promo_codes as pc', 'pc.id', 'pr.promo_code_id');

type PromotionRow = {
  id: number;
  slug: string;
  title: string;
  description: string;
  starts_at: string;
  ends_at: string;
  promo_code: string | null;
  banner_key: string | null;
};

function cardOf(lang: Lang, row: PromotionRow, now: string): PromotionCard {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    url: paths.promotion(row.slug),
    banner: promotionBannerImage(lang, row.id, row.title, row.banner_key),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    is_active: row.starts_at <= now && now <= row.ends_at,
    promo_code: row.promo_code,
  };
}

const listCrumb = (lang: Lang): Crumb => ({ title: serverText(lang, 'promotions', 'title'), url: paths.promotions() });

/**
 * One page of the promotions that have begun: the running ones first, soonest to end first, then the ended ones,
 * latest ended first. null for a page past the end (page 1 always exists, empty or not).
 */
export async function promotionList(db: Db, lang: Lang, site: Site, page: number, now = new Date()): Promise<PromotionList | null> {
  const at = now.toISOString();
  const begun = promotionsWithCodes(db).where('pr.starts_at', '<=', at);
  const [{ total }, rows] = await Promise.all([
    begun.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    begun
      .select(promotionColumns(lang))
      .orderBy(sql`case when ${sql.ref('pr.ends_at')} >= ${at} then 0 else 1 end`)
      .orderBy(sql`case when ${sql.ref('pr.ends_at')} >= ${at} then ${sql.ref('pr.ends_at')} end`)
      .orderBy('pr.ends_at', 'desc')
      .orderBy('pr.id')
      .limit(PROMOTIONS_PAGE_SIZE)
      .offset((page - 1) * PROMOTIONS_PAGE_SIZE)
      .execute(),
  ]);
  const lastPage = Math.max(1, Math.ceil(Number(total) / PROMOTIONS_PAGE_SIZE));
  if (page > lastPage) return null;
  const title = serverText(lang, 'promotions', 'title');
  return {
    data: rows.map((r) => cardOf(lang, r, at)),
    pagination: { current_page: page, last_page: lastPage, per_page: PROMOTIONS_PAGE_SIZE, total: Number(total) },
    seo: {
      title: serverText(lang, 'promotions', page > 1 ? 'headTitlePaged' : 'headTitle', { store: site.storeName, page }),
      desc: serverText(lang, 'promotions', 'headDescription', { store: site.storeName }),
      seo_text: '',
      canonical: absoluteUrl(site, lang, paths.promotions(page)),
      index: true,
      follow: true,
      og_image: null,
      h1: title,
    },
    breadcrumbs: [listCrumb(lang)],
  };
}

/**
 * A promotion and what its listing is without its cards, enough for the HTML head: the catalogue's own listing
 * over the goods the promotion covers (docs/decisions/0038-promotions.md). null for an unknown slug.
 */
async function promotionHead(db: Db, lang: Lang, site: Site, slug: string, asked: CatalogQuery, now = new Date()) {
  const row = await promotionsWithCodes(db).where('pr.slug', '=', slug).select(promotionColumns(lang)).executeTakeFirst();
  if (!row) return null;
  const promotion = { ...cardOf(lang, row, now.toISOString()), terms: row.terms };
  const scope = { promotionId: row.id };
  const summary = await listingSummary(db, lang, scope, asked);
  const path = paths.promotion(slug);
  const name = selectionName(lang, row.title, summary.selection);
  const crumbs = [listCrumb(lang), { title: row.title, url: path }];
  const head = listingHead(site, lang, {
    path,
    name,
    text: '',
    crumbs,
    summary,
    titles: { title: 'promotionTitle', desc: 'promotionDescription' },
  });
  return { id: row.id, promotion, scope, path, summary, ...head, seo: { ...head.seo, og_image: site.publicUrl + promotion.banner.src } };
}

export async function promotionPage(
  db: Db,
  lang: Lang,
  site: Site,
  slug: string,
  asked: CatalogQuery,
  now = new Date(),
): Promise<PromotionPage | null> {
  const head = await promotionHead(db, lang, site, slug, asked, now);
  if (!head) return null;
  const { id, promotion, scope, path, summary, ...meta } = head;
  const list = await listing(db, lang, scope, path, summary);
  return {
    data: {
      id,
      h1: meta.seo.h1,
      view_type_catalog: DEFAULT_VIEW,
      card_attributes_count: DEFAULT_CARD_ATTRIBUTES_COUNT,
      sort: list.sort,
      products: list.products,
      promotion,
    },
    ...meta,
    google: [...meta.google, itemList(site, lang, list.products.content, (summary.query.page - 1) * summary.pagination.per_page)],
  };
}

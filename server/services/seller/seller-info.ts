import { PUBLIC_REVIEW_STATUSES } from '../../../src/domain/review-moderation';
import { sql } from 'kysely';
import { paths, type Lang } from '../../../src/domain/paths';
import {
  POSITIVE_REVIEW_STARS,
  SELLER_RATING_WINDOWS,
  windowRating,
  windowStart,
  type WindowRating,
} from '../../../src/domain/seller-rating';
import { isOpenAt, SELLER_TIME_ZONE, type ScheduleLine } from '../../../src/domain/seller-schedule';
import type { SellerTab } from '../../../src/domain/seller-storefront';
import type { JsonLd } from '../../contract/common';
import type { SellerInfo } from '../../contract/seller-info';
import type { Db } from '../../db/connection';
import { seoText, type SeoText } from '../../i18n/texts';
import { deliveryTypes, paymentMethods, type PaymentOffer } from '../checkout/choices';
import { col } from '../catalog/lang-columns';
import { sellerLogo } from '../catalog/media-url';
import { absoluteUrl, breadcrumbList, type Site } from '../content/seo';

const cardOf = (row: {
  id: number;
  shop_name: string;
  rating_x10: number;
  reviews_count: number;
  paused_at: string | null;
  logo_file: string | null;
}) => ({
  id: row.id,
  shop_name: row.shop_name,
  paused: row.paused_at !== null,
  logo: sellerLogo(row.id, row.shop_name, row.logo_file),
  rating: row.rating_x10 / 10,
  reviews_count: row.reviews_count,
});
export type SellerCard = ReturnType<typeof cardOf>;

/** Who a storefront's header names; null for an unknown seller. */
export async function sellerCard(db: Db, sellerId: number): Promise<SellerCard | null> {
  const row = await db
    .selectFrom('sellers')
    .where('id', '=', sellerId)
    .select(['id', 'shop_name', 'rating_x10', 'reviews_count', 'paused_at', 'logo_file'])
    .executeTakeFirst();
  return row ? cardOf(row) : null;
}

/** The head texts of each storefront tab but products, which is a listing with a head of its own. */
const TAB_TEXTS: Record<Exclude<SellerTab, 'products'>, { title: SeoText; desc: SeoText }> = {
  about: { title: 'sellerTitle', desc: 'sellerDescription' },
  reviews: { title: 'sellerReviewsTitle', desc: 'sellerReviewsDescription' },
  contacts: { title: 'sellerContactsTitle', desc: 'sellerContactsDescription' },
};

/** A storefront's crumbs: home, then the shop (its landing). */
export const sellerCrumbs = (seller: { id: number; shop_name: string }) => [{ title: seller.shop_name, url: paths.seller(seller.id) }];

/**
 * Everything the storefront says about a seller (docs/product-rules.md#seller-storefronts), with the head of the
 * tab asked for. Whether the shop works is read at `now` on Kyiv's clock. null for an unknown seller.
 */
export async function sellerInfo(
  db: Db,
  lang: Lang,
  site: Site & PaymentOffer,
  sellerId: number,
  tab: Exclude<SellerTab, 'products'> = 'about',
  now = new Date(),
): Promise<SellerInfo | null> {
  const row = await db
    .selectFrom('sellers')
    .where('id', '=', sellerId)
    .select([
      'id',
      'shop_name',
      `${col('about', lang)} as about`,
      `${col('returns', lang)} as returns`,
      `${col('address', lang)} as address`,
      'phone',
      'email',
      'schedule',
      'rating_x10',
      'reviews_count',
      'created_at',
      'legal_name',
      'legal_code',
      'paused_at',
      'logo_file',
    ])
    .executeTakeFirst();
  if (!row) return null;
  const [offers, cities, delivery, payment] = await Promise.all([
    db
      .selectFrom('products')
      .where('seller_id', '=', sellerId)
      .select((eb) => [
        eb.fn.count<number | string>('base_product_id').distinct().as('bases'),
        eb.fn.min<number | null>('delivery_days').as('min'),
        eb.fn.max<number | null>('delivery_days').as('max'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('warehouses as w')
      .innerJoin('cities as c', 'c.id', 'w.city_id')
      .where('w.seller_id', '=', sellerId)
      .select(`c.${col('name', lang)} as name`)
      .distinct()
      .orderBy(`c.${col('name', lang)}`)
      .execute(),
    deliveryTypes(db, lang),
    paymentMethods(db, lang, site),
  ]);
  const lines = JSON.parse(row.schedule) as ScheduleLine[];
  const card = cardOf(row);
  const productsCount = Number(offers.bases);
  const path = paths.seller(sellerId, tab);
  const vars = {
    name: row.shop_name,
    store: site.storeName,
    products: seoText(lang, 'products', { count: productsCount }),
    rating: card.rating.toFixed(1),
  };
  const crumbs = sellerCrumbs(row);
  const canonical = absoluteUrl(site, lang, path);
  return {
    data: {
      ...card,
      description: row.about,
      legal_name: row.legal_name,
      legal_code: row.legal_code,
      on_market_since: row.created_at.slice(0, 10),
      products_count: productsCount,
      contacts: { phone: row.phone, email: row.email, address: row.address },
      schedule: {
        lines: lines.map((l) => ({ days: lang === 'ru' ? l.days_ru : l.days_uk, hours: l.hours })),
        is_open: isOpenAt(lines, now),
        time_zone: SELLER_TIME_ZONE,
      },
      delivery: {
        ships_from: cities.map((c) => c.name),
        days: offers.min === null || offers.max === null ? null : { min: Number(offers.min), max: Number(offers.max) },
        types: delivery,
      },
      payment: { methods: payment },
      returns: row.returns,
    },
    seo: {
      title: seoText(lang, TAB_TEXTS[tab].title, vars),
      desc: seoText(lang, TAB_TEXTS[tab].desc, vars),
      seo_text: '',
      canonical,
      index: true,
      follow: true,
      og_image: absoluteUrl(site, 'uk', card.logo.src),
      h1: row.shop_name,
    },
    breadcrumbs: crumbs,
    google: [
      breadcrumbList(site, lang, crumbs),
      storeJsonLd(site, lang, {
        ...card,
        description: row.about,
        legal_name: row.legal_name,
        phone: row.phone,
        email: row.email,
        address: row.address,
      }),
    ],
  };
}

/** schema.org OnlineStore (an Organization) with its rating, as search engines show a shop. */
function storeJsonLd(
  site: Site,
  lang: Lang,
  seller: SellerCard & { description: string; legal_name: string; phone: string; email: string; address: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'OnlineStore',
    name: seller.shop_name,
    ...(seller.legal_name && { legalName: seller.legal_name }),
    description: seller.description,
    url: absoluteUrl(site, lang, paths.seller(seller.id)),
    logo: site.publicUrl + seller.logo.src,
    telephone: seller.phone,
    email: seller.email,
    address: { '@type': 'PostalAddress', streetAddress: seller.address, addressCountry: 'UA' },
    ...(seller.reviews_count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: seller.rating,
        bestRating: 5,
        worstRating: 1,
        reviewCount: seller.reviews_count,
      },
    }),
  };
}

/**
 * The seller's rating over each window up to `now`, from the order reviews alone, in one pass over the reviews
 * of the longest window (the seller and date index). null for an unknown seller.
 */
export async function sellerStatistic(db: Db, sellerId: number, now = new Date()): Promise<WindowRating[] | null> {
  const seller = await db.selectFrom('sellers').where('id', '=', sellerId).select('id').executeTakeFirst();
  if (!seller) return null;
  const starts = SELLER_RATING_WINDOWS.map((months) => windowStart(now, months).toISOString());
  const stars = sql<number>`service_rating + delivery_rating + relevance_rating`;
  const row = await db
    .selectFrom('order_comments')
    .where('seller_id', '=', sellerId)
    .where('status', 'in', PUBLIC_REVIEW_STATUSES)
    .where(
      'created_at',
      '>=',
      starts.reduce((a, b) => (a < b ? a : b)),
    )
    .where('created_at', '<=', now.toISOString())
    .select(
      starts.flatMap((start, i) => {
        const inside = sql<boolean>`created_at >= ${start}`;
        return [
          sql<number | string | null>`sum(case when ${inside} then ${stars} else 0 end)`.as(`stars${i}`),
          sql<number | string | null>`sum(case when ${inside} then 1 else 0 end)`.as(`reviews${i}`),
          sql<number | string | null>`sum(case when ${inside} and ${stars} >= ${POSITIVE_REVIEW_STARS * 3} then 1 else 0 end)`.as(
            `positive${i}`,
          ),
        ];
      }),
    )
    .executeTakeFirstOrThrow();
  const cell = (name: string) => Number((row as Record<string, number | string | null>)[name] ?? 0);
  return SELLER_RATING_WINDOWS.map((months, i) =>
    windowRating(months, { stars: cell(`stars${i}`), reviews: cell(`reviews${i}`), positive: cell(`positive${i}`) }),
  );
}

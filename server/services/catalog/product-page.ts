import { formatPrice, kopecksToUah } from '../../../src/domain/money';
import { paths, type Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { col } from './lang-columns';
import { seoText } from '../../i18n/texts';
import type { BaseProduct, ProductPage, Proposition } from '../../contract/catalog';
import type { JsonLd } from '../../contract/common';
import { categoryCrumbs, loadCategories } from './categories';
import { cardAttributes } from './product-cards';
import { productGallery, sellerLogo } from './media-url';
import { absoluteUrl, breadcrumbList, type Site } from '../content/seo';
import { offerSellable, sellableStock } from './sellable-offer';

function propositionsQuery(db: Db, lang: Lang) {
  return db
    .selectFrom('products as p')
    .innerJoin('sellers as s', 's.id', 'p.seller_id')
    .innerJoin('warehouses as w', 'w.id', 'p.warehouse_id')
    .innerJoin('cities as c', 'c.id', 'w.city_id')
    .select([
      'p.id',
      'p.base_product_id',
      'p.price_kop',
      'p.old_price_kop',
      // a paused seller's offer, reached by its address, shows as not in stock
      sellableStock('p').as('stock'),
      'p.min_cart_quantity',
      'p.delivery_days',
      's.id as seller_id',
      's.shop_name',
      's.rating_x10 as seller_rating_x10',
      's.logo_file as seller_logo_file',
      'w.id as warehouse_id',
      `c.${col('name', lang)} as city`,
    ]);
}

type PropositionRow = Awaited<ReturnType<ReturnType<typeof propositionsQuery>['execute']>>[number];

function toProposition(r: PropositionRow): Proposition {
  return {
    id: r.id,
    price: kopecksToUah(r.price_kop),
    old_price: r.old_price_kop === null ? null : kopecksToUah(r.old_price_kop),
    qty_store: r.stock,
    min_cart_quantity: r.min_cart_quantity,
    delivery_days: r.delivery_days,
    seller: {
      id: r.seller_id,
      shop_name: r.shop_name,
      rating: r.seller_rating_x10 / 10,
      logo: sellerLogo(r.seller_id, r.shop_name, r.seller_logo_file),
    },
    warehouse: { id: r.warehouse_id, city: r.city },
  };
}

/** The sellable offers, in stock first, then cheapest: the order a shopper compares offers in. */
async function propositions(db: Db, lang: Lang, baseProductId: number): Promise<Proposition[]> {
  const rows = await propositionsQuery(db, lang)
    .where('p.base_product_id', '=', baseProductId)
    .where(offerSellable('p.seller_id'))
    .orderBy((eb) => eb.case().when('p.stock', '>', 0).then(0).else(1).end())
    .orderBy('p.price_kop')
    .orderBy('p.id')
    .execute();
  return rows.map(toProposition);
}

function baseQuery(db: Db, lang: Lang) {
  return db
    .selectFrom('base_products as b')
    .innerJoin('brands as br', 'br.id', 'b.brand_id')
    .select([
      'b.id',
      'b.category_id',
      `b.${col('title', lang)} as title`,
      `b.${col('description', lang)} as description`,
      'b.title_uk as title_ga',
      'b.media_count',
      'b.photo_keys',
      'b.rating_x10',
      'b.reviews_count',
      'br.id as brand_id',
      'br.name as brand_name',
    ]);
}

export async function baseProduct(db: Db, lang: Lang, baseProductId: number): Promise<BaseProduct | null> {
  const base = await baseQuery(db, lang).where('b.id', '=', baseProductId).executeTakeFirst();
  if (!base) return null;
  const crumbs = categoryCrumbs(await loadCategories(db, 'uk'), base.category_id);
  return {
    id: base.id,
    title: base.title,
    // Analytics names stay in one language so reports do not split a product in two.
    title_ga: base.title_ga,
    media: productGallery(lang, base.id, base.media_count, base.title, base.photo_keys),
    rate: base.rating_x10 / 10,
    reviews_count: base.reviews_count,
    propositions: await propositions(db, lang, base.id),
    breadcrumbs_ga: crumbs.map((c) => c.title).join('/'),
  };
}

export async function productPage(db: Db, lang: Lang, site: Site, productId: number): Promise<ProductPage | null> {
  const offerRow = await propositionsQuery(db, lang).where('p.id', '=', productId).executeTakeFirst();
  if (!offerRow) return null;
  const base = await baseQuery(db, lang).where('b.id', '=', offerRow.base_product_id).executeTakeFirstOrThrow();
  const [categories, characteristics, offers] = await Promise.all([
    loadCategories(db, lang),
    cardAttributes(db, lang, [base.id], Number.MAX_SAFE_INTEGER),
    propositions(db, lang, base.id),
  ]);
  const offer = toProposition(offerRow);
  const crumbs = [...categoryCrumbs(categories, base.category_id), { title: base.title, url: paths.product(productId) }];
  const media = productGallery(lang, base.id, base.media_count, base.title, base.photo_keys);
  const price = formatPrice(offer.price);
  const vars = {
    title: base.title,
    brand: base.brand_name,
    price,
    offers: seoText(lang, 'offers', { count: offers.length }),
    store: site.storeName,
  };
  const canonical = absoluteUrl(site, lang, paths.product(productId));

  return {
    data: {
      id: productId,
      base_product_id: base.id,
      title: base.title,
      description: base.description,
      media,
      rate: base.rating_x10 / 10,
      reviews_count: base.reviews_count,
      brand: { id: base.brand_id, name: base.brand_name },
      characteristics: characteristics.get(base.id) ?? [],
      offer,
      propositions: offers,
    },
    seo: {
      title: seoText(lang, 'productTitle', vars),
      desc: seoText(lang, 'productDescription', vars),
      seo_text: '',
      canonical,
      index: true,
      follow: true,
      og_image: absoluteUrl(site, 'uk', media[0]!.src),
      h1: base.title,
    },
    breadcrumbs: crumbs,
    google: [breadcrumbList(site, lang, crumbs), productJsonLd(site, canonical, base, offers, media[0]!.src)],
  };
}

function productJsonLd(
  site: Site,
  url: string,
  base: { id: number; title: string; description: string; brand_name: string; rating_x10: number; reviews_count: number },
  offers: Proposition[],
  image: string,
): JsonLd {
  const prices = offers.map((o) => o.price);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: base.title,
    description: base.description,
    // The store's own number of the product, the same whichever seller's offer the page shows. The catalogue keeps no
    // manufacturer's part number, so there is no mpn to give.
    sku: String(base.id),
    image: site.publicUrl + image,
    brand: { '@type': 'Brand', name: base.brand_name },
    url,
    ...(base.reviews_count > 0 && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: base.rating_x10 / 10, reviewCount: base.reviews_count },
    }),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'UAH',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: offers.length,
      availability: offers.some((o) => o.qty_store > 0) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

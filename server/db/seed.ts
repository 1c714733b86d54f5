import { refreshBaseProductSummary } from '../services/catalog/base-product-summary';
import { rebuildSearchIndex } from '../services/search/search-index';
import { analyzeDatabase, type Db } from './connection';
import type { Database } from './schema';
import { buildAttributes } from './seed/attributes';
import { buildBrands } from './seed/brands';
import { buildCatalogue } from './seed/catalogue-tree';
import { buildCities } from './seed/cities';
import { buildBlog } from './seed/blog';
import { buildGuide, buildSliders } from './seed/content';
import { buildDelivery } from './seed/delivery';
import { seedDemoConversations } from './seed/demo-conversations';
import { buildDemoCustomer } from './seed/demo-customer';
import { seedDemoOrders } from './seed/demo-orders';
import { seedDemoSellerUsers } from './seed/demo-seller-users';
import { insertBatched } from './seed/insert';
import { buildOffers, setSoldOut } from './seed/offers';
import { buildBaseProducts } from './seed/products';
import { buildPaymentMethods } from './seed/payment-methods';
import { buildPromoCodes } from './seed/promo';
import { buildPromotions } from './seed/promotions';
import { Random } from './seed/random';
import { buildReviews } from './seed/reviews';
import { refreshSellerRatings, seedSellerReviews } from './seed/seller-reviews';
import { buildSellers } from './seed/sellers';

export const DEFAULT_PRODUCTS = 2400;
/** offers per base product on average */
const OFFERS_PER_BASE = 1.6;

export type SeedSummary = { [T in keyof Database]: number };

/**
 * Writes the demo marketplace into an empty, migrated database. Deterministic: the same
 * `products` gives the same rows, byte for byte (fixed PRNG seeds, dates relative to 2026-11-01).
 * `products` is the number of seller offers; base products are about products / 1.6.
 */
/**
 * What every store needs before its first seller lists anything, and all a production database is given
 * (docs/product-rules.md#a-store-in-production): the categories and their attributes, the cities, the delivery
 * types and the payment methods. No customer, seller, key or order.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  const catalogue = buildCatalogue();
  const attributes = buildAttributes();
  const cities = buildCities();
  const delivery = buildDelivery(Random.for('delivery'), cities.cities);
  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, 'categories', catalogue.rows);
    await insertBatched(trx, 'attributes', attributes.attributes);
    await insertBatched(trx, 'attribute_values', attributes.values);
    await insertBatched(trx, 'cities', cities.rows);
    await insertBatched(trx, 'delivery_types', delivery.types);
    await insertBatched(trx, 'payment_methods', buildPaymentMethods());
  });
}

export interface DemoCatalogueOptions {
  /** the number of seller offers */
  products?: number;
  /**
   * The share of all base products that no seller offers (0 to under 1, default 0): added beside the products / 1.6
   * that have offers, spread over the categories like the rest, so the offers and the goods on sale stay as they are.
   */
  withoutOffers?: number;
  /**
   * The share of all base products that have offers, every one of them out of stock, exactly; unset, it is as the
   * offers' stock falls (about 6 %: a tenth of the offers hold none).
   */
  soldOut?: number;
}

function checkedShare(name: string, share: number | undefined): number | undefined {
  if (share !== undefined && !(share >= 0 && share < 1)) throw new Error(`${name} is a share from 0 to under 1, not ${share}`);
  return share;
}

export async function seedDemoCatalogue(db: Db, options: DemoCatalogueOptions = {}): Promise<SeedSummary> {
  const productCount = Math.max(1, Math.floor(options.products ?? DEFAULT_PRODUCTS));
  const offeredCount = Math.max(1, Math.round(productCount / OFFERS_PER_BASE));
  const withoutOffers = checkedShare('withoutOffers', options.withoutOffers) ?? 0;
  const soldOut = checkedShare('soldOut', options.soldOut);
  const baseCount = Math.round(offeredCount / (1 - withoutOffers));
  const soldOutCount = soldOut === undefined ? undefined : Math.round(soldOut * baseCount);
  if (soldOutCount !== undefined && soldOutCount > offeredCount)
    throw new Error(`${soldOutCount} goods out of stock asked, but only ${offeredCount} have offers`);

  const catalogue = buildCatalogue();
  const attributes = buildAttributes();
  const brands = buildBrands(Random.for('brands'));
  const cities = buildCities();
  const delivery = buildDelivery(Random.for('delivery'), cities.cities);
  const sellers = buildSellers(Random.for('sellers'), cities.cities);

  await seedReferenceData(db);
  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, 'brands', brands.rows);
    await insertBatched(trx, 'pickup_points', delivery.points);
    await insertBatched(trx, 'sellers', sellers.rows);
    await insertBatched(trx, 'warehouses', sellers.warehouses);
  });

  const bases = buildBaseProducts(Random.for('base_products'), catalogue, brands.brands, attributes.valueId, baseCount);
  const reviews = buildReviews(Random.for('reviews'), bases.products);
  bases.rows.forEach((row, i) => Object.assign(row, reviews.summaries[i]));
  // Which goods no seller offers is drawn from its own stream: without any, every other row is as it always was.
  const unoffered = new Set(Random.for('without_offers').sample(bases.products, baseCount - offeredCount));
  const offered = bases.products.filter((base) => !unoffered.has(base));
  const offers = buildOffers(Random.for('offers'), offered, sellers.sellers, productCount);
  if (soldOutCount !== undefined) setSoldOut(Random.for('sold_out'), offered, offers, soldOutCount);
  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, 'base_products', bases.rows);
    await insertBatched(trx, 'base_product_values', bases.values);
    await insertBatched(trx, 'products', offers);
    await refreshBaseProductSummary(trx);
  });
  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, 'reviews', reviews.rows);
  });

  const blog = buildBlog(Random.for('blog'), catalogue, bases.rows, offers);
  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, 'promo_codes', buildPromoCodes());
    await insertBatched(trx, 'customers', [buildDemoCustomer()]);
    await insertBatched(trx, 'blog_categories', blog.categories);
    await insertBatched(trx, 'blog_tags', blog.tags);
    await insertBatched(trx, 'blog_articles', blog.articles);
    await insertBatched(trx, 'blog_article_tags', blog.articleTags);
    await insertBatched(trx, 'guide_articles', buildGuide());
    await insertBatched(trx, 'media_slider_items', buildSliders(catalogue));
    const promotions = buildPromotions(catalogue, bases.rows);
    await insertBatched(trx, 'promotions', promotions.rows);
    await insertBatched(trx, 'promotion_categories', promotions.categories);
    await insertBatched(trx, 'promotion_products', promotions.products);
  });

  await seedDemoConversations(db);
  await seedSellerReviews(db);
  await seedDemoSellerUsers(db);
  await seedDemoOrders(db);
  await refreshSellerRatings(db);
  await rebuildSearchIndex(db);
  await analyzeDatabase(db);
  return countRows(db);
}

const TABLES: (keyof Database)[] = [
  'categories',
  'brands',
  'sellers',
  'cities',
  'delivery_types',
  'pickup_points',
  'warehouses',
  'attributes',
  'attribute_values',
  'base_products',
  'base_product_values',
  'products',
  'reviews',
  'promo_codes',
  'blog_categories',
  'blog_tags',
  'blog_articles',
  'blog_article_tags',
  'guide_articles',
  'media_slider_items',
  'payment_methods',
  'customers',
];

export async function countRows(db: Db): Promise<SeedSummary> {
  const summary = {} as SeedSummary;
  for (const table of TABLES) {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    summary[table] = Number(n);
  }
  return summary;
}

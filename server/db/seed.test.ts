import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { offerPriceProblem } from '../../src/domain/money';
import { initials } from '../media/svg';
import { openDatabase, type Db } from './connection';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { DEFAULT_PRODUCTS, seedDemoCatalogue, type DemoCatalogueOptions, type SeedSummary } from './seed';

async function seeded(products?: number, shares: Omit<DemoCatalogueOptions, 'products'> = {}): Promise<{ db: Db; summary: SeedSummary }> {
  const db = await openDatabase(':memory:');
  await migrateToLatest(db);
  const summary = await seedDemoCatalogue(db, products === undefined ? shares : { products, ...shares });
  return { db, summary };
}

/** Every row of every table, in a stable order, for comparing two databases. */
async function dump(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await db.introspection.getTables()) {
    if (table.name.startsWith('kysely_')) continue;
    const rows = await db
      .selectFrom(table.name as keyof Database)
      .selectAll()
      .execute();
    out[table.name] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

describe('seedDemoCatalogue (default size)', () => {
  let db: Db;
  let summary: SeedSummary;
  beforeAll(async () => {
    ({ db, summary } = await seeded());
  }, 60_000);

  it('writes the requested number of offers and about products / 1.6 base products', () => {
    expect(summary.products).toBe(DEFAULT_PRODUCTS);
    expect(summary.base_products).toBeGreaterThanOrEqual(1500);
    expect(summary.base_products).toBe(Math.round(DEFAULT_PRODUCTS / 1.6));
  });

  it('builds a category tree at least three levels deep, with products in every leaf', async () => {
    const rows = await db.selectFrom('categories').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.length).toBeLessThanOrEqual(60);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const depth = (id: number): number => {
      const parent = byId.get(id)?.parent_id;
      return parent == null ? 1 : 1 + depth(parent);
    };
    expect(Math.max(...rows.map((r) => depth(r.id)))).toBeGreaterThanOrEqual(3);
    const parents = new Set(rows.map((r) => r.parent_id));
    const leaves = rows.filter((r) => !parents.has(r.id));
    const counts = await db
      .selectFrom('base_products')
      .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('category_id')
      .execute();
    const countOf = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
    for (const leaf of leaves) expect(countOf.get(leaf.id), leaf.name_uk).toBeGreaterThan(0);
    expect(leaves.some((l) => (countOf.get(l.id) ?? 0) <= 5)).toBe(true);
    expect(counts.every((c) => !parents.has(c.category_id))).toBe(true);
    expect(rows.filter((r) => r.is_show_quiz === 1).length).toBeGreaterThanOrEqual(2);
    for (const r of rows) expect(r.name_uk, `category ${r.id}`).not.toBe(r.name_ru);
  });

  it('has at least 30 brands with unique ASCII slugs, some of them popular', async () => {
    const brands = await db.selectFrom('brands').selectAll().execute();
    expect(brands.length).toBeGreaterThanOrEqual(30);
    expect(new Set(brands.map((b) => b.slug)).size).toBe(brands.length);
    for (const b of brands) expect(b.slug).toMatch(/^[a-z0-9-]+$/);
    const popular = brands.filter((b) => b.is_popular === 1).length;
    expect(popular).toBeGreaterThanOrEqual(6);
    expect(popular).toBeLessThan(brands.length / 2);
  });

  it('has at least 12 sellers with logo-able names, about, schedule, phone and rating', async () => {
    const sellers = await db.selectFrom('sellers').selectAll().execute();
    expect(sellers.length).toBeGreaterThanOrEqual(12);
    for (const s of sellers) {
      expect(initials(s.shop_name)).toMatch(/^\p{L}{1,2}$/u);
      expect(s.phone).toMatch(/^\+380 \d{2} \d{3} \d{2} \d{2}$/);
      expect(s.email).toMatch(/^[a-z0-9.-]+@[a-z0-9.-]+\.[a-z]+$/);
      expect(s.rating_x10).toBeGreaterThanOrEqual(30);
      expect(s.rating_x10).toBeLessThanOrEqual(50);
      const schedule = JSON.parse(s.schedule) as unknown[];
      expect(schedule.length).toBeGreaterThan(0);
      for (const line of schedule)
        expect(line).toEqual({
          days_uk: expect.any(String),
          days_ru: expect.any(String),
          hours: expect.stringMatching(/^\d\d:\d\d–\d\d:\d\d$/),
        });
    }
  });

  it("counts each seller's reviews and rating from the order reviews it has", async () => {
    const sellers = await db.selectFrom('sellers').select(['id', 'rating_x10', 'reviews_count']).execute();
    for (const s of sellers) {
      const reviews = await db
        .selectFrom('order_comments')
        .where('seller_id', '=', s.id)
        .select(['service_rating', 'delivery_rating', 'relevance_rating'])
        .execute();
      expect(reviews.length).toBeGreaterThanOrEqual(3);
      expect(s.reviews_count).toBe(reviews.length);
      const meanX10 =
        reviews.reduce((sum, r) => sum + (r.service_rating + r.delivery_rating + r.relevance_rating) * 10, 0) / (reviews.length * 3);
      expect(s.rating_x10).toBe(Math.round(meanX10));
      const fulfilled = await db
        .selectFrom('orders')
        .where('seller_id', '=', s.id)
        .where('status', '=', 'fulfilled')
        .select('id')
        .execute();
      expect(fulfilled.length).toBeGreaterThanOrEqual(reviews.length);
    }
  });

  it('ships every offer from a warehouse of its own seller, distinct sellers per base product', async () => {
    const foreign = await db
      .selectFrom('products as p')
      .innerJoin('warehouses as w', 'w.id', 'p.warehouse_id')
      .whereRef('w.seller_id', '<>', 'p.seller_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(foreign.n)).toBe(0);
    const perBase = await db
      .selectFrom('products')
      .select(['base_product_id', (eb) => eb.fn.countAll<number>().as('offers'), sql<number>`count(distinct seller_id)`.as('sellers')])
      .groupBy('base_product_id')
      .execute();
    expect(perBase.length).toBe(summary.base_products);
    for (const b of perBase) {
      expect(Number(b.offers)).toBe(Number(b.sellers));
      expect(Number(b.offers)).toBeLessThanOrEqual(4);
    }
    expect(perBase.filter((b) => Number(b.sellers) >= 2).length).toBeGreaterThan(100);
    const warehousesPerSeller = await db
      .selectFrom('warehouses')
      .select(['seller_id', sql<number>`count(distinct city_id)`.as('cities'), (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('seller_id')
      .execute();
    for (const w of warehousesPerSeller) {
      expect(Number(w.n)).toBeGreaterThanOrEqual(1);
      expect(Number(w.n)).toBeLessThanOrEqual(3);
      expect(Number(w.cities)).toBe(Number(w.n));
    }
  });

  it('has realistic offers: whole-hryvnia prices in range, some discounts, some out of stock, some minimum quantities', async () => {
    const offers = await db.selectFrom('products').selectAll().execute();
    const share = (test: (o: (typeof offers)[number]) => boolean) => offers.filter(test).length / offers.length;
    for (const o of offers) {
      expect(o.price_kop).toBeGreaterThanOrEqual(4900);
      expect(o.price_kop).toBeLessThanOrEqual(499900);
      if (o.old_price_kop !== null) expect(o.old_price_kop).toBeGreaterThan(o.price_kop);
      // docs/product-rules.md#money: a price shown without kopecks is the price charged
      expect(offerPriceProblem(o.price_kop, o.old_price_kop)).toBeNull();
      expect(o.delivery_days).toBeGreaterThanOrEqual(1);
      expect(o.delivery_days).toBeLessThanOrEqual(5);
    }
    expect(share((o) => o.stock === 0)).toBeGreaterThan(0.05);
    expect(share((o) => o.stock === 0)).toBeLessThan(0.15);
    expect(share((o) => o.min_cart_quantity > 1)).toBeGreaterThan(0.02);
    expect(share((o) => o.min_cart_quantity > 1)).toBeLessThan(0.1);
    expect(share((o) => o.old_price_kop !== null)).toBeGreaterThan(0.05);
  });

  it('keeps the base product summary in line with the offers', async () => {
    const rows = await db
      .selectFrom('base_products as b')
      .innerJoin('products as p', 'p.id', 'b.best_product_id')
      .select(['b.id', 'b.min_price_kop', 'b.in_stock', 'p.base_product_id', 'p.price_kop', 'p.stock'])
      .execute();
    expect(rows.length).toBe(summary.base_products);
    for (const r of rows) {
      expect(r.base_product_id).toBe(r.id);
      expect(r.min_price_kop).toBe(r.price_kop);
      expect(r.in_stock).toBe(r.stock > 0 ? 1 : 0);
    }
    expect(rows.some((r) => r.in_stock === 0)).toBe(true);
  });

  it('gives every base product 3 to 6 characteristics, pet goods a pet type', async () => {
    const counts = await db
      .selectFrom('base_product_values')
      .select(['base_product_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('base_product_id')
      .execute();
    expect(counts.length).toBe(summary.base_products);
    for (const c of counts) {
      expect(Number(c.n)).toBeGreaterThanOrEqual(3);
      expect(Number(c.n)).toBeLessThanOrEqual(6);
    }
    const petRoot = await db.selectFrom('categories').where('name_uk', '=', 'Товари для тварин').select('id').executeTakeFirstOrThrow();
    const withoutPetType = await db
      .selectFrom('base_products as b')
      .innerJoin('categories as leaf', 'leaf.id', 'b.category_id')
      .innerJoin('categories as branch', 'branch.id', 'leaf.parent_id')
      .where('branch.parent_id', '=', petRoot.id)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('base_product_values as v')
              .innerJoin('attribute_values as av', 'av.id', 'v.value_id')
              .innerJoin('attributes as a', 'a.id', 'av.attribute_id')
              .whereRef('v.base_product_id', '=', 'b.id')
              .where('a.slug', '=', 'pet_type')
              .select('v.value_id'),
          ),
        ),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(withoutPetType.n)).toBe(0);
    const slugs = await db.selectFrom('attributes').select('slug').execute();
    for (const { slug } of slugs) expect(slug).toMatch(/^[a-z_]+$/);
  });

  it('makes Kyiv the only capital and puts pickup points in every city', async () => {
    const capitals = await db.selectFrom('cities').where('is_capital', '=', 1).select(['name_uk', 'name_ru']).execute();
    expect(capitals).toEqual([{ name_uk: 'Київ', name_ru: 'Киев' }]);
    expect(summary.cities).toBeGreaterThanOrEqual(20);
    const points = await db
      .selectFrom('pickup_points as pp')
      .innerJoin('cities as c', 'c.id', 'pp.city_id')
      .select(['c.id', 'c.name_uk', 'c.lat', 'c.lng', 'pp.lat as plat', 'pp.lng as plng', 'pp.delivery_type_id', 'pp.schedule'])
      .execute();
    const officeTypes = await db.selectFrom('delivery_types').where('kind', '=', 'office').select('id').execute();
    const cities = await db.selectFrom('cities').select(['id', 'name_uk']).execute();
    for (const city of cities) {
      const here = points.filter((p) => p.id === city.id);
      for (const type of officeTypes)
        expect(
          here.some((p) => p.delivery_type_id === type.id),
          `${city.name_uk} / ${type.id}`,
        ).toBe(true);
      expect(here.length).toBeGreaterThanOrEqual(city.name_uk === 'Київ' ? 25 : 4);
    }
    for (const p of points) {
      const km = Math.hypot((p.plat - p.lat) * 111.32, (p.plng - p.lng) * 111.32 * Math.cos((p.lat * Math.PI) / 180));
      expect(km).toBeLessThanOrEqual(6.01);
      expect(Array.isArray(JSON.parse(p.schedule))).toBe(true);
    }
  });

  it('has the delivery types checkout prices from', async () => {
    const types = await db
      .selectFrom('delivery_types')
      .select(['code', 'kind', 'is_by_provider', 'free_from_kop', 'default_price_kop'])
      .orderBy('id')
      .execute();
    expect(types).toEqual(
      expect.arrayContaining([
        { code: 'nova_poshta_office', kind: 'office', is_by_provider: 1, free_from_kop: null, default_price_kop: expect.any(Number) },
        { code: 'nova_poshta_locker', kind: 'office', is_by_provider: 0, free_from_kop: 150000, default_price_kop: 7000 },
        { code: 'ukrposhta_office', kind: 'office', is_by_provider: 0, free_from_kop: 100000, default_price_kop: 4500 },
        { code: 'courier', kind: 'address', is_by_provider: 0, free_from_kop: null, default_price_kop: 12000 },
        { code: 'store_pickup', kind: 'office', is_by_provider: 0, free_from_kop: null, default_price_kop: 0 },
      ]),
    );
  });

  it('has promo codes of 6 and 8 characters only, one tied to a phone, one expired', async () => {
    const codes = await db.selectFrom('promo_codes').selectAll().execute();
    for (const c of codes) {
      expect(c.code).toMatch(/^[A-Z0-9]{6}$|^[A-Z0-9]{8}$/);
      expect((c.discount_percent === null) !== (c.discount_kop === null)).toBe(true);
    }
    expect(new Set(codes.map((c) => c.code.length))).toEqual(new Set([6, 8]));
    expect(codes.filter((c) => c.phone === '380671234567')).toHaveLength(1);
    expect(codes.filter((c) => c.expires_at < '2026-11-01').map((c) => c.expires_at.slice(0, 4))).toEqual(['2025']);
    expect(codes.some((c) => c.min_total_kop > 0)).toBe(true);
  });

  it('has a blog of at least 24 tagged articles whose bodies are blocks with headings, a list and linked goods, and a buyer guide', async () => {
    const articles = await db.selectFrom('blog_articles').selectAll().execute();
    expect(articles.length).toBeGreaterThanOrEqual(24);
    const tags = await db
      .selectFrom('blog_article_tags')
      .select(['article_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('article_id')
      .execute();
    expect(tags.length).toBe(articles.length);
    for (const t of tags) expect(Number(t.n)).toBeGreaterThanOrEqual(1);
    for (const t of tags) expect(Number(t.n)).toBeLessThanOrEqual(3);
    for (const a of articles) {
      expect(a.slug).toMatch(/^[a-z0-9-]+$/);
      for (const body of [a.body_uk, a.body_ru]) {
        const blocks = JSON.parse(body) as { type: string; content?: unknown[] }[];
        expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'paragraph', 'heading', 'list', 'heading', 'paragraph', 'image']);
        expect(blocks[5]!.content!.filter((part) => typeof part === 'object')).toHaveLength(3);
      }
    }
    expect(summary.blog_categories).toBeGreaterThanOrEqual(4);
    expect(summary.blog_tags).toBeGreaterThanOrEqual(8);
    const guide = await db.selectFrom('guide_articles').select('slug').execute();
    expect(guide.length).toBeGreaterThanOrEqual(6);
    for (const g of guide) expect(g.slug).toMatch(/^[a-z0-9-]+$/);
  });

  it('links the home sliders to real categories and pages', async () => {
    const items = await db.selectFrom('media_slider_items').selectAll().execute();
    const byPlace = (place: string) => items.filter((i) => i.place === place).length;
    expect(byPlace('tabs')).toBeGreaterThanOrEqual(3);
    expect(byPlace('banner')).toBeGreaterThanOrEqual(3);
    expect(byPlace('mini_banner')).toBeGreaterThanOrEqual(2);
    const ids = new Set((await db.selectFrom('categories').select('id').execute()).map((c) => c.id));
    const promotions = new Set((await db.selectFrom('promotions').select('slug').execute()).map((p) => p.slug));
    for (const item of items) {
      expect(item.url).toMatch(/^\/(catalog\/c\d+|blog|brand|gid-pokupatelya\/[a-z0-9-]+|akcii\/[a-z0-9-]+)$/);
      const category = /^\/catalog\/c(\d+)$/.exec(item.url);
      if (category) expect(ids.has(Number(category[1]))).toBe(true);
      const promotion = /^\/akcii\/([a-z0-9-]+)$/.exec(item.url);
      if (promotion) expect(promotions.has(promotion[1]!)).toBe(true);
    }
  });

  it('fills every *_uk and *_ru text column in both languages', async () => {
    for (const table of await db.introspection.getTables()) {
      for (const column of table.columns.filter((c) => /_(uk|ru)$/.test(c.name))) {
        const { n } = await db
          .selectFrom(table.name as keyof Database)
          .where(sql.ref(column.name), 'is', null)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .unionAll((eb) =>
            eb
              .selectFrom(table.name as keyof Database)
              .where(sql.ref(column.name), '=', '')
              .select((e) => e.fn.countAll<number>().as('n')),
          )
          .execute()
          .then((rows) => ({ n: rows.reduce((a, r) => a + Number(r.n), 0) }));
        expect(n, `${table.name}.${column.name}`).toBe(0);
      }
    }
    const untranslated = await db.selectFrom('base_products').whereRef('title_uk', '=', 'title_ru').select('title_uk').execute();
    expect(untranslated.length).toBeLessThan(summary.base_products * 0.05);
  });

  it('keeps rating_x10 and reviews_count equal to the reviews', async () => {
    const reviews = await db.selectFrom('reviews').select(['base_product_id', 'rating', 'text', 'author_name']).execute();
    const stats = new Map<number, { sum: number; n: number }>();
    for (const r of reviews) {
      const s = stats.get(r.base_product_id) ?? { sum: 0, n: 0 };
      s.sum += r.rating;
      s.n += 1;
      stats.set(r.base_product_id, s);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.text).not.toBe('');
      expect(r.author_name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
    }
    const bases = await db.selectFrom('base_products').select(['id', 'rating_x10', 'reviews_count']).execute();
    for (const b of bases) {
      const s = stats.get(b.id);
      expect(b.reviews_count).toBe(s?.n ?? 0);
      expect(b.rating_x10).toBe(s ? Math.round((s.sum * 10) / s.n) : 0);
    }
    const max = Math.max(...bases.map((b) => b.reviews_count));
    expect(max).toBeLessThanOrEqual(25);
    expect(bases.filter((b) => b.reviews_count > 0).length).toBeGreaterThan(bases.length / 2);
    const high = reviews.filter((r) => r.rating >= 4).length / reviews.length;
    expect(high).toBeGreaterThan(0.7);
  });

  it('is deterministic: a second seed writes identical rows', async () => {
    const again = await seeded();
    try {
      expect(await dump(again.db)).toEqual(await dump(db));
    } finally {
      await again.db.destroy();
    }
  }, 60_000);
});

describe('seedDemoCatalogue (other sizes)', () => {
  it.each([1, 100, 5000])('writes exactly %i offers', async (products) => {
    const { db, summary } = await seeded(products);
    try {
      expect(summary.products).toBe(products);
      expect(summary.base_products).toBe(Math.max(1, Math.round(products / 1.6)));
    } finally {
      await db.destroy();
    }
  });

  it('adds the goods no seller offers beside the offered ones, and sells out exactly the share asked', async () => {
    const { db, summary } = await seeded(5000, { withoutOffers: 0.1, soldOut: 0.05 });
    try {
      const offered = Math.round(5000 / 1.6);
      const all = Math.round(offered / 0.9);
      expect(summary.products).toBe(5000);
      expect(summary.base_products).toBe(all);
      const count = async (where: string) =>
        Number((await sql<{ n: number }>`select count(*) as n from base_products b where ${sql.raw(where)}`.execute(db)).rows[0]!.n);
      expect(await count('not exists (select 1 from products p where p.base_product_id = b.id)')).toBe(all - offered);
      expect(await count('best_product_id = 0')).toBe(all - offered);
      expect(await count('best_product_id > 0 and in_stock = 0')).toBe(Math.round(0.05 * all));
      // Spread over the catalogue like the rest, not heaped in one corner of it.
      const categories = await db
        .selectFrom('base_products')
        .where('best_product_id', '=', 0)
        .select((eb) => eb.fn.count<number>('category_id').distinct().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(categories.n)).toBeGreaterThan(20);
      // The unlisted are in the search index, as the real catalogue's are: search passes over them.
      const indexed = await sql<{ n: number }>`select count(*) as n from search_index`.execute(db);
      expect(Number(indexed.rows[0]!.n)).toBe(all);
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('refuses a share of 1 or more', async () => {
    const db = await openDatabase(':memory:');
    try {
      await migrateToLatest(db);
      await expect(seedDemoCatalogue(db, { products: 10, withoutOffers: 1 })).rejects.toThrow(/withoutOffers/);
    } finally {
      await db.destroy();
    }
  });
});

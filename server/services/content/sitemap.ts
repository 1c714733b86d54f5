import type { Lang } from '../../../src/domain/paths';
import { paths } from '../../../src/domain/paths';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { guidePath } from './guide';
import { PUBLISHED, publicUntil } from './article-visibility';

/**
 * What the sitemaps list, by kind (docs/decisions/0035-sitemaps-and-seo-templates.md). Every kind is read by id,
 * a page at a time, so a catalogue of any size is listed without holding it in memory.
 */
export const SITEMAP_KINDS = ['categories', 'brands', 'products', 'sellers', 'blog', 'guide', 'promotions'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

interface SitemapEntry {
  /** path without the language prefix */
  path: string;
  title: Record<Lang, string>;
  /** ISO date-time of the page's last change */
  lastmod: string;
}

/** Kinds without a date of their own change when their newest product came. */
const NO_PRODUCTS = '2026-01-01T00:00:00.000Z';

type Reader = { count: (db: Db) => Promise<number>; page: (db: Db, offset: number, limit: number) => Promise<SitemapEntry[]> };

const countOf = (table: 'categories' | 'brands' | 'sellers' | 'promotions') => async (db: Db) =>
  Number(
    (
      await db
        .selectFrom(table)
        .$if(table === 'categories', (q) => q.where(sql.ref('listed'), '=', 1))
        .$if(table === 'brands', (q) => q.where(sql.ref('hidden'), '=', 0))
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** docs/product-rules.md#content: drafts and scheduled articles are left out until their time. */
const publicArticles = (db: Db, table: 'blog_articles' | 'guide_articles') =>
  db.selectFrom(table).where('state', '=', PUBLISHED).where('published_at', '<=', publicUntil());

const countArticles = (table: 'blog_articles' | 'guide_articles') => async (db: Db) =>
  Number(
    (
      await publicArticles(db, table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const READERS: Record<SitemapKind, Reader> = {
  categories: {
    count: countOf('categories'),
    page: async (db, offset, limit) => {
      const rows = await db
        .selectFrom('categories as c')
        .where('c.listed', '=', 1)
        .leftJoin('base_products as b', 'b.category_id', 'c.id')
        .select((eb) => ['c.id', 'c.name_uk', 'c.name_ru', eb.fn.max('b.created_at').as('lastmod')])
        .groupBy(['c.id', 'c.name_uk', 'c.name_ru'])
        .orderBy('c.id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ path: paths.category(r.id), title: { uk: r.name_uk, ru: r.name_ru }, lastmod: r.lastmod ?? NO_PRODUCTS }));
    },
  },
  brands: {
    count: countOf('brands'),
    page: async (db, offset, limit) => {
      const rows = await db
        .selectFrom('brands as br')
        .where('br.hidden', '=', 0)
        .leftJoin('base_products as b', 'b.brand_id', 'br.id')
        .select((eb) => ['br.id', 'br.name', eb.fn.max('b.created_at').as('lastmod')])
        .groupBy(['br.id', 'br.name'])
        .orderBy('br.id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ path: paths.brand(r.id), title: { uk: r.name, ru: r.name }, lastmod: r.lastmod ?? NO_PRODUCTS }));
    },
  },
  // A base product is listed by its best offer (the page a listing links to); one without offers is not listed.
  products: {
    count: async (db) =>
      Number(
        (
          await db
            .selectFrom('base_products')
            .where('best_product_id', '>', 0)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    page: async (db, offset, limit) => {
      const rows = await db
        .selectFrom('base_products')
        .where('best_product_id', '>', 0)
        .select(['best_product_id', 'title_uk', 'title_ru', 'created_at'])
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({
        path: paths.product(r.best_product_id),
        title: { uk: r.title_uk, ru: r.title_ru },
        lastmod: r.created_at,
      }));
    },
  },
  sellers: {
    count: countOf('sellers'),
    page: async (db, offset, limit) => {
      const rows = await db
        .selectFrom('sellers')
        .select(['id', 'shop_name', 'created_at'])
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ path: paths.seller(r.id), title: { uk: r.shop_name, ru: r.shop_name }, lastmod: r.created_at }));
    },
  },
  blog: {
    count: countArticles('blog_articles'),
    page: async (db, offset, limit) => {
      const rows = await publicArticles(db, 'blog_articles')
        .select(['id', 'category_id', 'title_uk', 'title_ru', 'published_at', 'updated_at'])
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({
        path: paths.blogArticle(r.category_id, r.id),
        title: { uk: r.title_uk, ru: r.title_ru },
        lastmod: r.updated_at > r.published_at ? r.updated_at : r.published_at,
      }));
    },
  },
  guide: {
    count: countArticles('guide_articles'),
    page: async (db, offset, limit) => {
      const rows = await publicArticles(db, 'guide_articles')
        .select(['slug', 'title_uk', 'title_ru', 'updated_at', 'published_at'])
        .orderBy('sort')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({
        path: guidePath(r.slug),
        title: { uk: r.title_uk, ru: r.title_ru },
        lastmod: r.updated_at > r.published_at ? r.updated_at : r.published_at,
      }));
    },
  },
  // Ended promotions too: their pages stay and say so (docs/product-rules.md#promotions).
  promotions: {
    count: countOf('promotions'),
    page: async (db, offset, limit) => {
      const rows = await db
        .selectFrom('promotions')
        .select(['slug', 'title_uk', 'title_ru', 'starts_at'])
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ path: paths.promotion(r.slug), title: { uk: r.title_uk, ru: r.title_ru }, lastmod: r.starts_at }));
    },
  },
};

export const sitemapCount = (db: Db, kind: SitemapKind) => READERS[kind].count(db);
export const sitemapEntries = (db: Db, kind: SitemapKind, offset: number, limit: number) => READERS[kind].page(db, offset, limit);

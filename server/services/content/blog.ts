import { Value } from 'typebox/value';
import { paths, type Lang } from '../../../src/domain/paths';
import type { BlogArticle, BlogBlock, BlogList, StoredBlock } from '../../contract/blog';
import { StoredBody } from '../../contract/blog';
import type { Crumb, Image, Seo } from '../../contract/common';
import type { Db } from '../../db/connection';
import { serverText } from '../../i18n/i18n';
import { col } from '../catalog/lang-columns';
import { titledMediaPrefix } from '../catalog/media-url';
import { cardQuery, toCards } from '../catalog/product-cards';
import { absoluteUrl, breadcrumbList, storeOrganization, type Site } from './seo';
import { variantSrc } from '../../../src/domain/picture-variants';
import { PUBLISHED, publicUntil } from './article-visibility';

/** docs/product-rules.md#blog */
export const BLOG_PAGE_SIZE = 9;
const WORDS_PER_MINUTE = 180;
/** A cover is drawn at the size link previews show (Open Graph's 1.91:1). */
export const BLOG_COVER_SIZE = [1200, 630] as const;

export type BlogScope = { kind: 'all' } | { kind: 'category'; id: number } | { kind: 'tag'; id: number };

function blogCover(lang: Lang, articleId: number, alt: string): Image {
  const [width, height] = BLOG_COVER_SIZE;
  return { src: `${titledMediaPrefix(lang)}/blog/${articleId}.svg`, width, height, alt };
}

/**
 * What an article's drawn cover shows, and whether shoppers may see it (docs/product-rules.md#content: a draft or a
 * scheduled article is nobody else's, its cover included); null for an unknown article.
 */
export async function blogCoverText(db: Db, lang: Lang, articleId: number) {
  const row = await db
    .selectFrom('blog_articles')
    .where('id', '=', articleId)
    .select([`${col('title', lang)} as title`, `${col('excerpt', lang)} as excerpt`, 'state', 'published_at'])
    .executeTakeFirst();
  if (!row) return null;
  return {
    title: row.title,
    excerpt: row.excerpt,
    isPublic: row.state === PUBLISHED && row.published_at <= publicUntil(),
  };
}

const blogText = (lang: Lang, key: Parameters<typeof serverText<'blog'>>[2], vars: Record<string, string | number> = {}) =>
  serverText(lang, 'blog', key, vars);

const blogCategories = (db: Db, lang: Lang) =>
  db
    .selectFrom('blog_categories')
    .select(['id', `${col('name', lang)} as name`])
    .orderBy('sort')
    .orderBy('id')
    .execute();

const linkOf = (c: { id: number; name: string }) => ({ id: c.id, name: c.name, url: paths.blogCategory(c.id) });

/** The name, addresses and head texts of a list; null when its category or tag does not exist. */
async function listNaming(db: Db, lang: Lang, site: Site, scope: BlogScope) {
  const store = site.storeName;
  const blogCrumb: Crumb = { title: blogText(lang, 'title'), url: paths.blog() };
  if (scope.kind === 'all') {
    return {
      h1: blogText(lang, 'title'),
      title: blogText(lang, 'headTitle', { store }),
      desc: blogText(lang, 'headDescription', { store }),
      pathOf: paths.blog,
      crumbs: [blogCrumb],
    };
  }
  const table = scope.kind === 'category' ? 'blog_categories' : 'blog_tags';
  const row = await db
    .selectFrom(table)
    .where('id', '=', scope.id)
    .select(`${col('name', lang)} as name`)
    .executeTakeFirst();
  if (!row) return null;
  const { name } = row;
  if (scope.kind === 'category') {
    const pathOf = (page?: number) => paths.blogCategory(scope.id, page);
    return {
      h1: name,
      title: blogText(lang, 'categoryHeadTitle', { name, store }),
      desc: blogText(lang, 'categoryHeadDescription', { name, store }),
      pathOf,
      crumbs: [blogCrumb, { title: name, url: pathOf() }],
    };
  }
  const pathOf = (page?: number) => paths.blogTag(scope.id, page);
  const h1 = blogText(lang, 'tagTitle', { name });
  return {
    h1,
    title: blogText(lang, 'tagHeadTitle', { name, store }),
    desc: blogText(lang, 'tagHeadDescription', { name, store }),
    pathOf,
    crumbs: [blogCrumb, { title: h1, url: pathOf() }],
  };
}

/** The public articles of a list: drafts and scheduled ones are nobody's to see (docs/product-rules.md#content). */
function articlesIn(db: Db, scope: BlogScope) {
  let query = db.selectFrom('blog_articles as a').where('a.state', '=', PUBLISHED).where('a.published_at', '<=', publicUntil());
  if (scope.kind === 'category') query = query.where('a.category_id', '=', scope.id);
  if (scope.kind === 'tag')
    query = query.where('a.id', 'in', db.selectFrom('blog_article_tags').where('tag_id', '=', scope.id).select('article_id'));
  return query;
}

function seoOf(site: Site, lang: Lang, path: string, title: string, desc: string, h1: string, ogImage: string | null = null): Seo {
  return { title, desc, seo_text: '', canonical: absoluteUrl(site, lang, path), index: true, follow: true, og_image: ogImage, h1 };
}

/**
 * A page of a blog list, newest first. null when the category or tag is unknown or the page is past the end
 * (page 1 of an empty list exists: it says there is nothing yet).
 */
export async function blogList(db: Db, lang: Lang, site: Site, scope: BlogScope, page: number): Promise<BlogList | null> {
  const naming = await listNaming(db, lang, site, scope);
  if (!naming) return null;
  const counted = await articlesIn(db, scope)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const lastPage = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  if (page > lastPage) return null;
  const rows = await articlesIn(db, scope)
    .innerJoin('blog_categories as c', 'c.id', 'a.category_id')
    .select([
      'a.id',
      `a.${col('title', lang)} as title`,
      `a.${col('excerpt', lang)} as excerpt`,
      'a.published_at',
      'c.id as category_id',
      `c.${col('name', lang)} as category_name`,
    ])
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE)
    .execute();
  const path = naming.pathOf(page);
  const title = page > 1 ? blogText(lang, 'pageTitle', { title: naming.title, page }) : naming.title;
  const breadcrumbs = naming.crumbs;
  return {
    data: {
      h1: naming.h1,
      articles: rows.map((r) => ({
        id: r.id,
        title: r.title,
        excerpt: r.excerpt,
        url: paths.blogArticle(r.category_id, r.id),
        cover: blogCover(lang, r.id, r.title),
        published_at: r.published_at,
        category: linkOf({ id: r.category_id, name: r.category_name }),
      })),
      pagination: { current_page: page, last_page: lastPage, per_page: BLOG_PAGE_SIZE, total },
      categories: (await blogCategories(db, lang)).map(linkOf),
    },
    seo: seoOf(site, lang, path, title, naming.desc, naming.h1),
    breadcrumbs,
    google: [breadcrumbList(site, lang, breadcrumbs)],
  };
}

/** The stored body, or no blocks when a row holds something else: a broken article still opens. */
export function storedBody(json: string): StoredBlock[] {
  try {
    const body: unknown = JSON.parse(json);
    return Value.Check(StoredBody, body) ? body : [];
  } catch {
    return [];
  }
}

const productIdsOf = (body: StoredBlock[]) =>
  body.flatMap((b) =>
    b.type === 'image'
      ? [b.product_id]
      : b.type === 'paragraph'
        ? b.content.flatMap((part) => (typeof part === 'string' ? [] : [part.product_id]))
        : [],
  );

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const blockWords = (b: BlogBlock) =>
  b.type === 'heading'
    ? words(b.text)
    : b.type === 'paragraph'
      ? b.content.reduce((n, part) => n + words(part.text), 0)
      : b.type === 'list'
        ? b.items.reduce((n, i) => n + words(i), 0)
        : words(b.caption);

/** docs/product-rules.md#blog: whole minutes at a calm reading pace, at least one. */
const readingMinutes = (body: BlogBlock[]) => Math.max(1, Math.round(body.reduce((n, b) => n + blockWords(b), 0) / WORDS_PER_MINUTE));

/**
 * An article of a category, its links made for the language, its related products as tiles (the goods it links
 * to, each once, in the order it names them). null when there is no such article in that category, or it is not
 * public; `preview` (the back office's) shows a draft or a scheduled article as it will be.
 */
export async function blogArticle(
  db: Db,
  lang: Lang,
  site: Site,
  categoryId: number,
  articleId: number,
  { preview = false }: { preview?: boolean } = {},
): Promise<BlogArticle | null> {
  let query = db
    .selectFrom('blog_articles as a')
    .innerJoin('blog_categories as c', 'c.id', 'a.category_id')
    .where('a.id', '=', articleId)
    .where('a.category_id', '=', categoryId);
  if (!preview) query = query.where('a.state', '=', PUBLISHED).where('a.published_at', '<=', publicUntil());
  const row = await query
    .select([
      'a.id',
      `a.${col('title', lang)} as title`,
      `a.${col('excerpt', lang)} as excerpt`,
      `a.${col('body', lang)} as body`,
      'a.published_at',
      'a.updated_at',
      'c.id as category_id',
      `c.${col('name', lang)} as category_name`,
    ])
    .executeTakeFirst();
  if (!row) return null;
  const tags = await db
    .selectFrom('blog_article_tags as at')
    .innerJoin('blog_tags as t', 't.id', 'at.tag_id')
    .where('at.article_id', '=', articleId)
    .select(['t.id', `t.${col('name', lang)} as name`])
    .orderBy('t.id')
    .execute();
  const stored = storedBody(row.body);
  const linked = [...new Set(productIdsOf(stored))];
  // A linked offer may be gone: its base product's best offer stands in, and goods gone altogether lose their link.
  const offers = linked.length ? await db.selectFrom('products').where('id', 'in', linked).select(['id', 'base_product_id']).execute() : [];
  const baseOf = new Map(offers.map((o) => [o.id, o.base_product_id]));
  const bases = [...new Set(linked.flatMap((id) => baseOf.get(id) ?? []))];
  const cardRows = bases.length ? await cardQuery(db, lang).where('b.id', 'in', bases).execute() : [];
  const cards = await toCards(
    db,
    lang,
    bases.flatMap((b) => cardRows.filter((r) => r.base_product_id === b)),
  );
  const cardOf = new Map(cards.map((c) => [c.base_product_id, c]));
  const productOf = (offerId: number) => cardOf.get(baseOf.get(offerId) ?? 0);

  const offerRows = cards.length
    ? await db
        .selectFrom('products')
        .where(
          'id',
          'in',
          cards.map((c) => c.id),
        )
        .select(['id', 'min_cart_quantity', 'stock', 'warehouse_id'])
        .execute()
    : [];
  const offerOf = new Map(
    offerRows.map((o) => [o.id, { min_cart_quantity: o.min_cart_quantity, qty_store: o.stock, warehouse_id: o.warehouse_id }]),
  );

  const body = stored.flatMap((b): BlogBlock[] => {
    if (b.type === 'paragraph') {
      const content = b.content.map((part) => {
        const card = typeof part === 'string' ? undefined : productOf(part.product_id);
        const text = typeof part === 'string' ? part : part.text;
        return card ? { text, url: paths.product(card.id) } : { text };
      });
      return [{ type: 'paragraph', content }];
    }
    if (b.type === 'image') {
      const card = productOf(b.product_id);
      return card ? [{ type: 'image', image: { ...card.image, alt: b.caption }, caption: b.caption, url: paths.product(card.id) }] : [];
    }
    return [b];
  });

  const category = linkOf({ id: row.category_id, name: row.category_name });
  const path = paths.blogArticle(row.category_id, row.id);
  const cover = blogCover(lang, row.id, row.title);
  const breadcrumbs: Crumb[] = [
    { title: blogText(lang, 'title'), url: paths.blog() },
    { title: category.name, url: category.url },
    { title: row.title, url: path },
  ];
  // Link previews want a raster picture: the cover's widest WebP.
  const ogImage = absoluteUrl(site, 'uk', variantSrc(cover.src, cover.width, 'webp') ?? cover.src);
  const seo = seoOf(
    site,
    lang,
    path,
    blogText(lang, 'articleHeadTitle', { title: row.title, store: site.storeName }),
    row.excerpt,
    row.title,
    ogImage,
  );
  return {
    data: {
      id: row.id,
      title: row.title,
      excerpt: row.excerpt,
      cover,
      body,
      reading_minutes: readingMinutes(body),
      published_at: row.published_at,
      category,
      tags: tags.map((t) => ({ id: t.id, name: t.name, url: paths.blogTag(t.id) })),
      related_products: cards.flatMap((card) => (offerOf.has(card.id) ? [{ card, offer: offerOf.get(card.id)! }] : [])),
    },
    seo,
    breadcrumbs,
    google: [
      breadcrumbList(site, lang, breadcrumbs),
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: row.title,
        description: row.excerpt,
        image: [ogImage],
        datePublished: row.published_at,
        // An edit after publication is its modification; one before it is not seen by anyone.
        dateModified: row.updated_at > row.published_at ? row.updated_at : row.published_at,
        inLanguage: lang,
        articleSection: category.name,
        keywords: tags.map((t) => t.name).join(', '),
        mainEntityOfPage: seo.canonical,
        // The store's editors write its blog: the store is its author as well as its publisher.
        author: storeOrganization(site),
        publisher: storeOrganization(site),
      },
    ],
  };
}

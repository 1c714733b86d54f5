import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogArticle, BlogList } from '../contract/blog';
import { BLOG_PAGE_SIZE } from '../services/content/blog';
import { createTestApp, itRejectsBadNumbers, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, lang = 'uk') => t.call('GET', url, { lang });
async function ok<T>(url: string, lang = 'uk'): Promise<T> {
  const res = await get(url, lang);
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
}

const articleCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('blog_articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /api/blog', () => {
  it('lists the newest articles first, a page at a time, each with its cover, excerpt, date and category', async () => {
    const total = await articleCount();
    const lastPage = Math.ceil(total / BLOG_PAGE_SIZE);
    expect(lastPage, 'the seed fills more than one page').toBeGreaterThan(1);
    const first = await ok<BlogList>('/api/blog');
    expect(first.data.pagination).toEqual({ current_page: 1, last_page: lastPage, per_page: BLOG_PAGE_SIZE, total });
    expect(first.data.articles).toHaveLength(BLOG_PAGE_SIZE);
    const dates = first.data.articles.map((a) => a.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const [a] = first.data.articles;
    expect(a!.url).toBe(`/blog/category/${a!.category.id}/article/${a!.id}`);
    expect(a!.cover).toEqual({ src: `/media/blog/${a!.id}.svg`, width: 1200, height: 630, alt: a!.title });
    expect(a!.excerpt.length).toBeGreaterThan(20);
    expect(first.seo).toMatchObject({ canonical: 'https://kramnytsia.test/blog', index: true, h1: 'Блог' });
    expect(first.data.categories.length).toBeGreaterThanOrEqual(4);

    const last = await ok<BlogList>(`/api/blog?page=${lastPage}`);
    expect(last.data.articles).toHaveLength(total - (lastPage - 1) * BLOG_PAGE_SIZE);
    expect(last.seo.canonical).toBe(`https://kramnytsia.test/blog/page-${lastPage}`);
    const seen = new Set([...first.data.articles, ...last.data.articles].map((x) => x.id));
    expect(seen.size).toBe(first.data.articles.length + last.data.articles.length);
  });

  it('answers in Russian under accept-language ru', async () => {
    const uk = await ok<BlogList>('/api/blog');
    const ru = await ok<BlogList>('/api/blog', 'ru');
    const row = await t.db
      .selectFrom('blog_articles')
      .where('id', '=', uk.data.articles[0]!.id)
      .select(['title_uk', 'title_ru'])
      .executeTakeFirstOrThrow();
    expect(uk.data.articles[0]!.title).toBe(row.title_uk);
    expect(ru.data.articles[0]!.title).toBe(row.title_ru);
    expect(ru.data.articles[0]!.cover.src).toMatch(/^\/media\/ru\/blog\/\d+\.svg$/);
    expect(ru.seo.canonical).toBe('https://kramnytsia.test/ru/blog');
  });

  it('a page past the end is a 404 saying so; an empty page number is a 400', async () => {
    const { last_page } = (await ok<BlogList>('/api/blog')).data.pagination;
    const past = await get(`/api/blog?page=${last_page + 1}`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ message: 'Такої сторінки блогу немає' });
    expect((await get(`/api/blog?page=${last_page + 1}`, 'ru')).json()).toEqual({ message: 'Такой страницы блога нет' });
  });

  itRejectsBadNumbers(
    () => t,
    'page',
    (page) => ({ method: 'GET', url: `/api/blog?page=${page}` }),
  );
});

describe('GET /api/blog/category/{id} and /api/blog/tag/{id}', () => {
  it('a category lists only its own articles, with breadcrumbs through the blog', async () => {
    const list = await ok<BlogList>('/api/blog/category/1', 'ru');
    const own = await t.db.selectFrom('blog_articles').where('category_id', '=', 1).select('id').execute();
    expect(list.data.pagination.total).toBe(own.length);
    expect(list.data.articles.every((a) => a.category.id === 1)).toBe(true);
    expect(list.data.h1).toBe('Основы CBD');
    expect(list.breadcrumbs).toEqual([
      { title: 'Блог', url: '/blog' },
      { title: 'Основы CBD', url: '/blog/category/1' },
    ]);
    expect(list.google[0]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('a tag lists the articles that carry it', async () => {
    const tagged = await t.db.selectFrom('blog_article_tags').where('tag_id', '=', 2).select('article_id').execute();
    const list = await ok<BlogList>('/api/blog/tag/2');
    expect(list.data.articles.map((a) => a.id).sort((a, b) => a - b)).toEqual(tagged.map((r) => r.article_id).sort((a, b) => a - b));
    expect(list.data.h1).toBe('Статті з теги «Сон»');
  });

  it.each([
    ['/api/blog/category/999', 'Такої статті чи розділу блогу немає'],
    ['/api/blog/tag/999', 'Такої статті чи розділу блогу немає'],
    ['/api/blog/category/1?page=2', 'Такої сторінки блогу немає'],
  ])('%s is a 404', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message });
  });
});

describe('GET /api/blog/category/{category_id}/article/{article_id}', () => {
  const articlePath = async (id: number) => {
    const { category_id } = await t.db.selectFrom('blog_articles').where('id', '=', id).select('category_id').executeTakeFirstOrThrow();
    return `/api/blog/category/${category_id}/article/${id}`;
  };

  it('answers the body as blocks with headings, a list, product links and a picture, and the linked products as tiles', async () => {
    const { data } = await ok<BlogArticle>(await articlePath(1));
    const types = new Set(data.body.map((b) => b.type));
    expect(types).toEqual(new Set(['paragraph', 'heading', 'list', 'image']));
    const links = data.body.flatMap((b) => (b.type === 'paragraph' ? b.content.filter((part) => part.url) : []));
    expect(links.length).toBe(3);
    expect(data.related_products.map((p) => `/product/${p.card.id}`)).toEqual(links.map((l) => l.url));
    for (const { card, offer } of data.related_products) {
      expect(card).toMatchObject({ price: expect.any(Number), image: { width: 600, height: 600 } });
      const row = await t.db
        .selectFrom('products')
        .where('id', '=', card.id)
        .select(['stock', 'min_cart_quantity', 'warehouse_id'])
        .executeTakeFirstOrThrow();
      expect(offer).toEqual({ qty_store: row.stock, min_cart_quantity: row.min_cart_quantity, warehouse_id: row.warehouse_id });
    }
    const image = data.body.find((b) => b.type === 'image');
    expect(image).toMatchObject({ url: links[0]!.url, image: { width: 600, height: 600 } });
    expect(data.reading_minutes).toBeGreaterThanOrEqual(1);
    expect(data.tags.length).toBeGreaterThanOrEqual(1);
    expect(data.tags[0]!.url).toBe(`/blog/tag/${data.tags[0]!.id}`);
    // Texts only: the body carries no markup a page could inject.
    expect(JSON.stringify(data.body)).not.toMatch(/<[a-z]/i);
  });

  it('answers in both languages, with its head: canonical, Open Graph picture, breadcrumbs and Article JSON-LD', async () => {
    const path = await articlePath(2);
    const row = await t.db.selectFrom('blog_articles').where('id', '=', 2).selectAll().executeTakeFirstOrThrow();
    const uk = await ok<BlogArticle>(path);
    const ru = await ok<BlogArticle>(path, 'ru');
    expect(uk.data.title).toBe(row.title_uk);
    expect(ru.data.title).toBe(row.title_ru);
    expect(ru.data.category.name).not.toBe(uk.data.category.name);
    const pagePath = path.replace('/api', '');
    expect(ru.seo).toMatchObject({
      canonical: `https://kramnytsia.test/ru${pagePath}`,
      og_image: 'https://kramnytsia.test/media/ru/blog/2-1200.webp',
      h1: row.title_ru,
      index: true,
    });
    expect(ru.breadcrumbs.map((c) => c.url)).toEqual(['/blog', `/blog/category/${row.category_id}`, pagePath]);
    expect(ru.google.find((g) => g['@type'] === 'Article')).toMatchObject({
      headline: row.title_ru,
      datePublished: row.published_at,
      inLanguage: 'ru',
    });
  });

  it('is a 404 for an unknown article or one asked under another category', async () => {
    const { category_id } = await t.db.selectFrom('blog_articles').where('id', '=', 3).select('category_id').executeTakeFirstOrThrow();
    for (const url of ['/api/blog/category/1/article/9999', `/api/blog/category/${(category_id % 5) + 1}/article/3`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Такої статті чи розділу блогу немає' });
    }
  });

  it('draws its cover in each language, with raster variants, and 404s an unknown one', async () => {
    const svg = await get('/media/ru/blog/2.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('width="1200" height="630"');
    expect((await get('/media/blog/2-1200.webp')).headers['content-type']).toBe('image/webp');
    expect((await get('/media/blog/9999.svg')).statusCode).toBe(404);
  });
});

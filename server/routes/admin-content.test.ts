import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { kyivWallTime } from '../../src/domain/kyiv-time';
import { announceDueArticles } from '../services/content/article-editing';
import { createTestApp, signInTestCustomer, type Method, type TestApp } from '../testing/app';
import { signInTestOperator } from '../testing/sessions';

let t: TestApp;
let admin: string;
let moderator: string;
let offerId: number;
let takenSlug: string;
/** A guide draft of this file's own, for the routes that change an article */
let ownGuide: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ token: admin } = await signInTestOperator(t.db, 'admin'));
  ({ token: moderator } = await signInTestOperator(t.db, 'moderator'));
  offerId = (await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  takenSlug = (await t.db.selectFrom('blog_articles').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug;
  ownGuide = (await created('guide', guideArticle())).id;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const as = (method: Method, url: string, cookies: Record<string, string>, body?: object, lang = 'uk') =>
  t.app.inject({ method, url, cookies, headers: { 'accept-language': lang }, ...(body !== undefined && { payload: body }) });
const asAdmin = (method: Method, url: string, body?: object, lang = 'uk') => as(method, url, { operator_token: admin }, body, lang);
const shopper = (url: string, lang = 'uk') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

let slugSeq = 0;
const freshSlug = () => `admin-article-${(slugSeq += 1)}`;

/** A blog article as an admin writes it: a heading and a paragraph in each language, a draft unless told. */
const blogArticle = (changes: Record<string, unknown> = {}) => ({
  slug: freshSlug(),
  title_uk: 'Як зберігати олію CBD',
  title_ru: 'Как хранить масло CBD',
  excerpt_uk: 'Прохолода й темрява',
  excerpt_ru: 'Прохлада и темнота',
  category_id: 1,
  tag_ids: [1],
  body_uk: [
    { type: 'heading', text: 'Де зберігати' },
    { type: 'paragraph', content: ['Тримайте пляшечку в темряві. Підійде ', { text: 'ця олія', product_id: offerId }, '.'] },
  ],
  body_ru: [
    { type: 'heading', text: 'Где хранить' },
    { type: 'paragraph', content: ['Держите бутылочку в темноте.'] },
  ],
  publication: { state: 'draft' },
  ...changes,
});

const guideArticle = (changes: Record<string, unknown> = {}) => ({
  slug: freshSlug(),
  title_uk: 'Подарункові сертифікати',
  title_ru: 'Подарочные сертификаты',
  body_uk: [
    { type: 'heading', text: 'Як купити' },
    { type: 'paragraph', content: ['Оберіть номінал у кошику.'] },
  ],
  body_ru: [
    { type: 'heading', text: 'Как купить' },
    { type: 'paragraph', content: ['Выберите номинал в корзине.'] },
  ],
  publication: { state: 'draft' },
  ...changes,
});

async function created(kind: 'blog' | 'guide', body: object) {
  const res = await asAdmin('POST', `/api/operator/content/${kind}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; slug: string; url: string; status: string; category_id: number | null };
}

const listedIds = async (lang = 'uk') => ((await shopper('/api/blog', lang)).json().data.articles as { id: number }[]).map((a) => a.id);
const inSitemap = async (path: string) => {
  const index = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  const files = [...index.matchAll(/\/sitemap\/((?:blog|guide)-\d+\.xml)/g)].map((m) => m[1]);
  const bodies = await Promise.all(files.map(async (f) => (await t.app.inject({ method: 'GET', url: `/sitemap/${f}` })).body));
  return bodies.some((b) => b.includes(`${path}<`));
};
const catalogueVersion = async () =>
  (await t.db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version;

describe('who may edit content', () => {
  // Bodies are made when the tests run, after beforeAll; `{own}` is this file's own guide article.
  const routes: [Method, string, (() => object)?][] = [
    ['GET', '/api/operator/content'],
    ['GET', '/api/operator/content/options'],
    ['POST', '/api/operator/content/blog', () => blogArticle()],
    ['GET', '/api/operator/content/blog/1'],
    ['PUT', '/api/operator/content/guide/{own}', () => guideArticle()],
    ['GET', '/api/operator/content/blog/1/preview'],
    ['GET', '/api/operator/content/guide/{own}/preview'],
  ];

  it.each(routes)('%s %s: a moderator gets 403, a shopper or a guest 401, an admin an answer', async (method, path, bodyOf) => {
    const url = path.replace('{own}', String(ownGuide));
    const body = bodyOf?.();
    const forModerator = await as(method, url, { operator_token: moderator }, body);
    expect(forModerator.statusCode).toBe(403);
    expect(forModerator.json().message).toBe('Ця дія доступна лише адміністраторам');
    const customer = await signInTestCustomer(t.db);
    expect((await as(method, url, customer.cookies, body)).statusCode).toBe(401);
    expect((await as(method, url, {}, body)).statusCode).toBe(401);
    expect([200, 201]).toContain((await asAdmin(method, url, body)).statusCode);
  });
});

describe('what an article must be', () => {
  const cases: [string, 'blog' | 'guide', () => Record<string, unknown>, number, string, string, string][] = [
    ['no Ukrainian title', 'blog', () => ({ title_uk: '  ' }), 400, 'title_uk', "Обов'язкове поле", 'Обязательное поле'],
    ['no Russian title', 'guide', () => ({ title_ru: '' }), 400, 'title_ru', "Обов'язкове поле", 'Обязательное поле'],
    [
      'a title too long',
      'blog',
      () => ({ title_ru: 'я'.repeat(201) }),
      400,
      'title_ru',
      'Максимальна кількість символів: 200',
      'Максимальное количество символов: 200',
    ],
    ['no slug', 'blog', () => ({ slug: '' }), 400, 'slug', "Обов'язкове поле", 'Обязательное поле'],
    [
      'a slug with capitals and spaces',
      'blog',
      () => ({ slug: 'Як зберігати' }),
      400,
      'slug',
      'Введіть коректне значення',
      'Введите корректное значение',
    ],
    [
      'a slug starting with a dash',
      'guide',
      () => ({ slug: '-oil' }),
      400,
      'slug',
      'Введіть коректне значення',
      'Введите корректное значение',
    ],
    [
      'a slug another article has',
      'blog',
      () => ({ slug: takenSlug }),
      409,
      'slug',
      'Ця адреса вже зайнята іншою статтею',
      'Этот адрес уже занят другой статьёй',
    ],
    ['no category', 'blog', () => ({ category_id: undefined }), 400, 'category_id', "Обов'язкове поле", 'Обязательное поле'],
    [
      'an unknown category',
      'blog',
      () => ({ category_id: 9999 }),
      400,
      'category_id',
      'Введіть коректне значення',
      'Введите корректное значение',
    ],
    ['an unknown tag', 'blog', () => ({ tag_ids: [9999] }), 400, 'tag_ids', 'Введіть коректне значення', 'Введите корректное значение'],
    [
      'a link to goods that do not exist',
      'blog',
      () => ({ body_uk: [{ type: 'paragraph', content: ['Див. ', { text: 'олію', product_id: 99_999_999 }] }] }),
      400,
      'body_uk.0',
      'Такого товару немає',
      'Такого товара нет',
    ],
    [
      'a picture of no product chosen',
      'blog',
      () => ({ body_ru: [{ type: 'image', product_id: 0, caption: 'Масло' }] }),
      400,
      'body_ru.0',
      "Обов'язкове поле",
      'Обязательное поле',
    ],
    [
      'an empty heading',
      'blog',
      () => ({ body_uk: [{ type: 'heading', text: ' ' }] }),
      400,
      'body_uk.0',
      "Обов'язкове поле",
      'Обязательное поле',
    ],
    [
      'a list in the guide',
      'guide',
      () => ({ body_uk: [{ type: 'list', items: ['Раз'] }] }),
      400,
      'body_uk.0',
      'У гіді покупця лише заголовки й абзаци без посилань',
      'В гиде покупателя только заголовки и абзацы без ссылок',
    ],
    [
      'publishing without a Russian text',
      'blog',
      () => ({ body_ru: [], publication: { state: 'published' } }),
      400,
      'body_ru',
      "Обов'язкове поле",
      'Обязательное поле',
    ],
    [
      'a schedule in the past',
      'blog',
      () => ({ publication: { state: 'scheduled', at: '2020-01-01T10:00' } }),
      400,
      'publication.at',
      'Оберіть час, який ще не настав',
      'Выберите время, которое ещё не наступило',
    ],
    [
      'a schedule that is no time',
      'guide',
      () => ({ publication: { state: 'scheduled', at: '2030-02-30T10:00' } }),
      400,
      'publication.at',
      'Введіть коректне значення',
      'Введите корректное значение',
    ],
  ];

  it.each(cases)(
    '%s is refused with its field, in the operator’s language, and nothing is written',
    async (_, kind, change, status, field, uk, ru) => {
      const body = kind === 'blog' ? blogArticle(change()) : guideArticle(change());
      const before = await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const inUk = await asAdmin('POST', `/api/operator/content/${kind}`, body);
      expect(inUk.statusCode).toBe(status);
      expect(inUk.json().message).toBe('Перевірте правильність заповнення полів');
      expect(inUk.json().errors[field]).toEqual([uk]);
      const inRu = await asAdmin('POST', `/api/operator/content/${kind}`, body, 'ru');
      expect(inRu.json().errors[field]).toEqual([ru]);
      const after = await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    },
  );

  it('names every broken field at once', async () => {
    const res = await asAdmin('POST', '/api/operator/content/blog', blogArticle({ title_uk: '', title_ru: '', slug: 'Погано' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['slug', 'title_ru', 'title_uk']);
  });

  it('refuses another article’s slug when an article is changed, but takes its own back', async () => {
    const article = await created('blog', blogArticle());
    const own = await asAdmin('PUT', `/api/operator/content/blog/${article.id}`, blogArticle({ slug: article.slug }));
    expect(own.statusCode).toBe(200);
    const taken = await asAdmin('PUT', `/api/operator/content/blog/${article.id}`, blogArticle({ slug: takenSlug }));
    expect(taken.statusCode).toBe(409);
  });

  it('is a 404 for an article that does not exist', async () => {
    expect((await asAdmin('GET', '/api/operator/content/blog/99999')).statusCode).toBe(404);
    expect((await asAdmin('PUT', '/api/operator/content/guide/99999', guideArticle())).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/operator/content/guide/99999/preview')).statusCode).toBe(404);
  });
});

describe('a draft', () => {
  it('is nobody’s to see but the preview’s, until it is published; publishing brings it to the list, the page and the sitemap', async () => {
    const versionBefore = await catalogueVersion();
    const draft = await created('blog', blogArticle());
    expect(draft.status).toBe('draft');
    expect(await listedIds()).not.toContain(draft.id);
    expect((await shopper(`/api/blog/category/1`)).json().data.articles.map((a: { id: number }) => a.id)).not.toContain(draft.id);
    expect((await shopper(`/api/blog/tag/1`)).json().data.articles.map((a: { id: number }) => a.id)).not.toContain(draft.id);
    expect((await shopper(`/api/blog${draft.url.slice('/blog'.length)}`)).statusCode).toBe(404);
    expect(await inSitemap(draft.url)).toBe(false);

    const preview = await asAdmin('GET', `/api/operator/content/blog/${draft.id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.title).toBe('Як зберігати олію CBD');
    expect(preview.json().data.body[0]).toEqual({ type: 'heading', text: 'Де зберігати' });
    // The product link is made for the page, as the public article's are.
    expect(preview.json().data.body[1].content[1]).toEqual({ text: 'ця олія', url: expect.stringMatching(/^\/product\/\d+$/) });
    expect((await asAdmin('GET', `/api/operator/content/blog/${draft.id}/preview`, undefined, 'ru')).json().data.title).toBe(
      'Как хранить масло CBD',
    );

    const published = await asAdmin(
      'PUT',
      `/api/operator/content/blog/${draft.id}`,
      blogArticle({ slug: draft.slug, publication: { state: 'published' } }),
    );
    expect(published.statusCode).toBe(200);
    expect(published.json().data.status).toBe('published');
    expect(await catalogueVersion()).toBeGreaterThan(versionBefore);
    expect((await listedIds())[0]).toBe(draft.id);
    expect((await listedIds('ru'))[0]).toBe(draft.id);
    const page = await shopper(`/api/blog${draft.url.slice('/blog'.length)}`, 'ru');
    expect(page.statusCode).toBe(200);
    expect(page.json().data.title).toBe('Как хранить масло CBD');
    expect(await inSitemap(draft.url)).toBe(true);

    // Back to drafts: gone again from every public place.
    await asAdmin('PUT', `/api/operator/content/blog/${draft.id}`, blogArticle({ slug: draft.slug, publication: { state: 'draft' } }));
    expect(await listedIds()).not.toContain(draft.id);
    expect((await shopper(`/api/blog${draft.url.slice('/blog'.length)}`)).statusCode).toBe(404);
  });

  it('has a cover only the back office sees until it is published, scheduled or not', async () => {
    const draft = await created('blog', blogArticle());
    const cover = (lang: string) => `/media/${lang === 'uk' ? '' : 'ru/'}blog/${draft.id}`;
    for (const lang of ['uk', 'ru']) {
      expect((await shopper(`${cover(lang)}.svg`, lang)).statusCode).toBe(404);
      expect((await shopper(`${cover(lang)}-480.webp`, lang)).statusCode).toBe(404);
    }
    const forAdmin = await as('GET', `${cover('uk')}.svg`, { operator_token: admin });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.body).toContain('Як зберігати олію CBD');
    // Drawn for the back office only: no shared cache may keep it for the public address it will have.
    expect(forAdmin.headers['cache-control']).toBe('private, no-store');

    const tomorrow = kyivWallTime(new Date(Date.now() + 24 * 60 * 60_000));
    await asAdmin(
      'PUT',
      `/api/operator/content/blog/${draft.id}`,
      blogArticle({ slug: draft.slug, publication: { state: 'scheduled', at: tomorrow } }),
    );
    expect((await shopper(`${cover('uk')}.svg`)).statusCode).toBe(404);

    await asAdmin('PUT', `/api/operator/content/blog/${draft.id}`, blogArticle({ slug: draft.slug, publication: { state: 'published' } }));
    const shown = await shopper(`${cover('ru')}.svg`, 'ru');
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Как хранить масло CBD');
    expect(shown.headers['cache-control']).toContain('public');
  });

  it('of the guide is not in the guide nor the footer until it is published', async () => {
    const draft = await created('guide', guideArticle());
    const guideSlugs = async () => ((await shopper('/api/gid-pokupatelya')).json().data as { slug: string }[]).map((a) => a.slug);
    const footer = async () => (await shopper('/api/menu/footer')).body;
    expect(await guideSlugs()).not.toContain(draft.slug);
    expect(await footer()).not.toContain(draft.slug);
    expect((await shopper(`/api/gid-pokupatelya/${draft.slug}`)).statusCode).toBe(404);
    expect(await inSitemap(draft.url)).toBe(false);
    const preview = (await asAdmin('GET', `/api/operator/content/guide/${draft.id}/preview`)).json();
    expect(preview.data.sections).toEqual([{ id: 'section-1', heading: 'Як купити', paragraphs: ['Оберіть номінал у кошику.'] }]);
    // The preview shows it in its place in the guide: last.
    expect(preview.data.articles.at(-1).slug).toBe(draft.slug);

    await asAdmin(
      'PUT',
      `/api/operator/content/guide/${draft.id}`,
      guideArticle({ slug: draft.slug, publication: { state: 'published' } }),
    );
    expect((await guideSlugs()).at(-1)).toBe(draft.slug);
    expect(await footer()).toContain(draft.slug);
    const page = await shopper(`/api/gid-pokupatelya/${draft.slug}`, 'ru');
    expect(page.statusCode).toBe(200);
    expect(page.json().data.sections[0]).toEqual({ id: 'section-1', heading: 'Как купить', paragraphs: ['Выберите номинал в корзине.'] });
    expect(await inSitemap(draft.url)).toBe(true);
  });
});

describe('a scheduled article', () => {
  it('opens at its Kyiv minute on the store’s clock, and the list the cache kept is dropped when it is announced', async () => {
    const at = new Date(Date.now() + 3 * 3_600_000);
    const wall = kyivWallTime(at);
    const article = await created('blog', blogArticle({ publication: { state: 'scheduled', at: wall } }));
    expect(article.status).toBe('scheduled');
    const read = (await asAdmin('GET', `/api/operator/content/blog/${article.id}`)).json().data;
    expect(read.publication).toEqual({ state: 'scheduled', at: wall });
    const listed = (await asAdmin('GET', '/api/operator/content'))
      .json()
      .data.find((a: { id: number; kind: string }) => a.kind === 'blog' && a.id === article.id);
    expect(listed.status).toBe('scheduled');

    const pageUrl = `/api/blog${article.url.slice('/blog'.length)}`;
    expect(await listedIds()).not.toContain(article.id);
    expect((await shopper(pageUrl)).statusCode).toBe(404);
    // Nothing to announce before its time.
    expect(await announceDueArticles(t.db)).toBe(0);

    const publicAt = Date.parse(read.published_at);
    vi.useFakeTimers({ toFake: ['Date'], now: publicAt - 1_000 });
    expect((await shopper(pageUrl)).statusCode).toBe(404);
    vi.setSystemTime(publicAt);
    expect((await shopper(pageUrl)).statusCode).toBe(200);
    expect(await announceDueArticles(t.db)).toBe(1);
    expect((await listedIds())[0]).toBe(article.id);
    expect(await inSitemap(article.url)).toBe(true);
    expect((await asAdmin('GET', `/api/operator/content/blog/${article.id}`)).json().data.status).toBe('published');
    // Announced once.
    expect(await announceDueArticles(t.db)).toBe(0);
  });
});

describe('editing', () => {
  it('keeps the blocks as written, reorders and deletes them, and the public page follows', async () => {
    const article = await created('blog', blogArticle({ publication: { state: 'published' } }));
    const saved = (await asAdmin('GET', `/api/operator/content/blog/${article.id}`)).json().data;
    expect(saved.body_uk).toEqual(blogArticle().body_uk);
    expect(saved.tag_ids).toEqual([1]);
    const [heading, paragraph] = saved.body_uk;
    const list = { type: 'list', items: ['Темрява', ' ', 'Прохолода'] };
    const res = await asAdmin(
      'PUT',
      `/api/operator/content/blog/${article.id}`,
      blogArticle({
        slug: article.slug,
        body_uk: [paragraph, list, heading],
        body_ru: [saved.body_ru[1]],
        publication: { state: 'published' },
      }),
    );
    expect(res.statusCode).toBe(200);
    // A blank item is nothing the page would show: it is not kept.
    expect(res.json().data.body_uk[1]).toEqual({ type: 'list', items: ['Темрява', 'Прохолода'] });
    const page = (await shopper(`/api/blog${article.url.slice('/blog'.length)}`)).json().data;
    expect(page.body.map((b: { type: string }) => b.type)).toEqual(['paragraph', 'list', 'heading']);
    const ru = (await shopper(`/api/blog${article.url.slice('/blog'.length)}`, 'ru')).json().data;
    expect(ru.body).toEqual([{ type: 'paragraph', content: [{ text: 'Держите бутылочку в темноте.' }] }]);
    // An edit of a published article keeps its date: it does not jump to the top of the blog.
    expect(res.json().data.published_at).toBe(saved.published_at);
  });

  it('reads a guide article back as the blocks its text holds', async () => {
    const article = await created(
      'guide',
      guideArticle({ body_uk: [{ type: 'paragraph', content: ['Вступ.'] }, ...guideArticle().body_uk] }),
    );
    const saved = (await asAdmin('GET', `/api/operator/content/guide/${article.id}`)).json().data;
    expect(saved.body_uk).toEqual([
      { type: 'paragraph', content: ['Вступ.'] },
      { type: 'heading', text: 'Як купити' },
      { type: 'paragraph', content: ['Оберіть номінал у кошику.'] },
    ]);
    const seeded = (await asAdmin('GET', '/api/operator/content/guide/1')).json().data;
    expect(seeded.status).toBe('published');
    expect(seeded.body_uk.some((b: { type: string }) => b.type === 'heading')).toBe(true);
  });

  it('lists both kinds: drafts first, then scheduled, then published, newest first, in the operator’s language', async () => {
    const list = (await asAdmin('GET', '/api/operator/content', undefined, 'ru')).json().data as {
      kind: string;
      status: string;
      title: string;
    }[];
    const ranks = list.map((a) => ['draft', 'scheduled', 'published'].indexOf(a.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(list.map((a) => a.kind))).toEqual(new Set(['blog', 'guide']));
    expect(list.some((a) => a.title === 'Подарочные сертификаты')).toBe(true);
  });
});

describe('the audit log', () => {
  it('has every change, before and after', async () => {
    const article = await created('blog', blogArticle());
    await asAdmin(
      'PUT',
      `/api/operator/content/blog/${article.id}`,
      blogArticle({ slug: article.slug, title_uk: 'Зберігання олії', publication: { state: 'published' } }),
    );
    const entries = (await asAdmin('GET', `/api/operator/audit?subject=blog:${article.id}`)).json().data as {
      action: string;
      before: { title_uk: string; status: string } | null;
      after: { title_uk: string; status: string };
    }[];
    expect(entries.map((e) => e.action)).toEqual(['content.publish', 'content.create']);
    const [publish, create] = entries;
    expect(create!.before).toBeNull();
    expect(create!.after).toMatchObject({ title_uk: 'Як зберігати олію CBD', status: 'draft' });
    expect(publish!.before).toMatchObject({ title_uk: 'Як зберігати олію CBD', status: 'draft' });
    expect(publish!.after).toMatchObject({ title_uk: 'Зберігання олії', status: 'published' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Article {
  data: {
    slug: string;
    title: string;
    sections: { id: string; heading: string; paragraphs: string[] }[];
    articles: { slug: string; title: string; url: string }[];
  };
  breadcrumbs: { title: string; url: string }[];
  seo: { title: string; desc: string; canonical: string; index: boolean; h1: string };
  google: { '@type': string }[];
}

describe('GET /api/gid-pokupatelya', () => {
  it('lists the seven guide articles in reading order, in the asked language', async () => {
    const uk = (await t.call('GET', '/api/gid-pokupatelya')).json() as { data: { slug: string; title: string; url: string }[] };
    const ru = (await t.call('GET', '/api/gid-pokupatelya', { lang: 'ru' })).json() as typeof uk;
    expect(uk.data.map((a) => a.slug)).toEqual([
      'yak-zrobyty-zamovlennia',
      'dostavka',
      'oplata',
      'povernennia-tovaru',
      'yak-obraty-cbd-oliiu',
      'dozuvannia-cbd',
      'tovary-dlia-tvaryn',
    ]);
    expect(uk.data[1]).toEqual({ slug: 'dostavka', title: 'Доставка', url: '/gid-pokupatelya/dostavka' });
    expect(ru.data.map((a) => a.slug)).toEqual(uk.data.map((a) => a.slug));
    expect(ru.data[3]!.title).toBe('Возврат и обмен');
  });
});

describe('the footer', () => {
  it('leads to every guide article, the contact and cooperation pages and the sitemap, in the asked language', async () => {
    const groups = (await t.call('GET', '/api/menu/footer', { lang: 'ru' })).json().data.groups as {
      title: string;
      links: { title: string; url: string }[];
    }[];
    const guide = groups.find((g) => g.title === 'Гид покупателя');
    expect(guide?.links).toHaveLength(7);
    expect(guide?.links[1]).toEqual({ title: 'Доставка', url: '/gid-pokupatelya/dostavka' });
    const urls = groups.flatMap((g) => g.links.map((l) => l.url));
    expect(urls).toEqual(expect.arrayContaining(['/contact', '/cooperation', '/html-sitemap/1']));
  });
});

describe('GET /api/gid-pokupatelya/{slug}', () => {
  it('answers an article in sections with anchors, the whole guide, breadcrumbs and its head', async () => {
    const res = await t.call('GET', '/api/gid-pokupatelya/dozuvannia-cbd');
    expect(res.statusCode).toBe(200);
    const page = res.json() as Article;
    expect(page.data.title).toBe('Дозування CBD');
    expect(page.data.sections.map((s) => [s.id, s.heading])).toEqual([
      ['section-1', 'З чого почати'],
      ['section-2', 'Як порахувати краплі'],
      ['section-3', 'Застереження'],
    ]);
    for (const s of page.data.sections) expect(s.paragraphs.length).toBeGreaterThan(0);
    expect(page.data.sections.flatMap((s) => s.paragraphs).join(' ')).not.toContain('##');
    expect(page.data.articles).toHaveLength(7);
    expect(page.breadcrumbs).toEqual([
      { title: 'Гід покупця', url: '/gid-pokupatelya/yak-zrobyty-zamovlennia' },
      { title: 'Дозування CBD', url: '/gid-pokupatelya/dozuvannia-cbd' },
    ]);
    expect(page.seo).toMatchObject({
      canonical: 'https://kramnytsia.test/gid-pokupatelya/dozuvannia-cbd',
      index: true,
      h1: 'Дозування CBD',
    });
    expect(page.seo.title).toContain('Дозування CBD — гід покупця');
    expect(page.seo.desc.startsWith('Почніть з малої дози')).toBe(true);
    expect(page.seo.desc.length).toBeLessThanOrEqual(160);
    expect(page.google.map((g) => g['@type'])).toEqual(['BreadcrumbList', 'Article']);
  });

  it('answers the Russian text under the Russian canonical', async () => {
    const page = (await t.call('GET', '/api/gid-pokupatelya/oplata', { lang: 'ru' })).json() as Article;
    expect(page.data.sections.map((s) => s.heading)).toEqual(['Способы оплаты', 'Промокоды']);
    expect(page.seo.canonical).toBe('https://kramnytsia.test/ru/gid-pokupatelya/oplata');
    expect(page.breadcrumbs[0]!.title).toBe('Гид покупателя');
  });

  it('is a 404 for an unknown article and a malformed slug', async () => {
    for (const lang of ['uk', 'ru']) {
      const res = await t.call('GET', '/api/gid-pokupatelya/nemaie-takoi', { lang });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: lang === 'uk' ? 'Не знайдено' : 'Не найдено' });
    }
    expect((await t.call('GET', '/api/gid-pokupatelya/Bad_Slug')).statusCode).toBe(400);
  });

  it('serves the article page with its head, and a 404 page for an unknown one', async () => {
    const res = await t.call('GET', '/ru/gid-pokupatelya/povernennia-tovaru');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Возврат и обмен — гид покупателя');
    expect(res.body).toContain('<link rel="canonical" href="https://kramnytsia.test/ru/gid-pokupatelya/povernennia-tovaru">');
    expect(res.body).toContain('hreflang="uk-ua" href="https://kramnytsia.test/gid-pokupatelya/povernennia-tovaru"');
    expect(res.body).toContain('"@type":"BreadcrumbList"');
    expect((await t.call('GET', '/gid-pokupatelya/nemaie-takoi')).statusCode).toBe(404);
  });
});

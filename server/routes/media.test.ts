import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeMarkup } from '../http/escape-markup';
import { wrapText } from '../media/svg';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** The first line the picture prints of a title (long titles are wrapped and cut). */
const printed = (title: string) => escapeMarkup(wrapText(title, 30, 2)[0]!.replace(/…$/, ''));

describe('pictures that print a title', () => {
  it('draw a product in the language of their URL', async () => {
    const base = await t.db
      .selectFrom('base_products')
      .whereRef('title_uk', '!=', 'title_ru')
      .select(['id', 'title_uk', 'title_ru'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const uk = await get(`/media/product/${base.id}/0.svg`);
    const ru = await get(`/media/ru/product/${base.id}/0.svg`);
    expect([uk.statusCode, ru.statusCode]).toEqual([200, 200]);
    expect(ru.headers['content-type']).toContain('image/svg+xml');
    expect(uk.body).toContain(printed(base.title_uk));
    expect(ru.body).toContain(printed(base.title_ru));
    expect(ru.body).not.toContain(printed(base.title_uk));
    expect((await get(`/media/ru/product/${base.id}/99.svg`)).statusCode).toBe(404);
  });

  it('draw a banner in the language of their URL', async () => {
    const banner = await t.db.selectFrom('media_slider_items').whereRef('title_uk', '!=', 'title_ru').select(['id', 'title_uk', 'title_ru']).orderBy('id').executeTakeFirstOrThrow();
    const uk = (await get(`/media/banner/${banner.id}.svg`)).body;
    const ru = (await get(`/media/ru/banner/${banner.id}.svg`)).body;
    expect(uk).toContain(`<title>${escapeMarkup(banner.title_uk)}</title>`);
    expect(ru).toContain(`<title>${escapeMarkup(banner.title_ru)}</title>`);
  });

  it('answer the home banners and product cards of a Russian request with Russian pictures', async () => {
    const banners = (await t.call('GET', '/api/media-slider-items/main_page/banner', { lang: 'ru' })).json();
    expect(banners.data[0].image.src).toMatch(/^\/media\/ru\/banner\/\d+\.svg$/);
    const product = (await t.call('GET', '/api/product/1', { lang: 'ru' })).json();
    expect(product.data.media[0].src).toMatch(/^\/media\/ru\/product\/\d+\/0\.svg$/);
  });
});

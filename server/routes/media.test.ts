import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeMarkup } from '../http/escape-markup';
import { wrapText } from '../media/svg';
import { createTestApp, type TestApp } from '../testing/app';

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
    const banner = await t.db
      .selectFrom('media_slider_items')
      .whereRef('title_uk', '!=', 'title_ru')
      .select(['id', 'title_uk', 'title_ru'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
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

describe('raster variants of drawn pictures', () => {
  const keptDir = () => join(t.config.uploadsDir, 'cache', 'pictures');
  const variantFiles = () => readdirSync(keptDir());
  const readKept = (file: string) => readFileSync(join(keptDir(), file));

  it.each([
    ['/media/product/1/0-480.webp', 'image/webp', 'webp', 480, 480],
    ['/media/ru/product/1/0-240.avif', 'image/avif', 'heif', 240, 240],
    ['/media/product/1/0-600.avif', 'image/avif', 'heif', 600, 600],
    ['/media/seller/1-160.avif', 'image/avif', 'heif', 160, 160],
    ['/media/brand/1-240.webp', 'image/webp', 'webp', 240, 120],
  ])('%s is a %s of that width', async (url, type, format, width, height) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['cache-control']).toBe((await get('/media/product/1/0.svg')).headers['cache-control']);
    const meta = await sharp(answer.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, width, height]);
  });

  it('draws a banner at a width below its own', async () => {
    const banner = await t.db.selectFrom('media_slider_items').where('place', '=', 'tabs').select('id').executeTakeFirstOrThrow();
    const answer = await get(`/media/banner/${banner.id}-960.webp`);
    const meta = await sharp(answer.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([960, 320]);
  });

  it('keeps a variant on disk and serves it again from memory, without encoding it again', async () => {
    const url = '/media/product/2/0-240.webp';
    const first = await get(url);
    const kept = variantFiles().find((file) => file.endsWith('-240.webp') && first.rawPayload.equals(readKept(file)));
    expect(kept).toBeDefined();
    rmSync(join(keptDir(), kept!));
    expect((await get(url)).rawPayload.equals(first.rawPayload)).toBe(true);
    // An encoding would have kept its file once more.
    expect(variantFiles()).not.toContain(kept);
  });

  it.each([
    '/media/product/1/0-500.webp', // a width never made
    '/media/product/1/0-720.webp', // wider than the drawing
    '/media/product/1/0-480.png', // a format never made
    '/media/product/1/0-0480.webp',
    '/media/product/1/99-480.webp', // a picture the product does not have
    '/media/banner/999999-480.webp',
    '/media/seller/1-240.avif', // a logo comes at its own width only
    '/media/seller/999999-160.avif',
    '/media/ru/seller/1-160.avif', // logos print names, which have one language
  ])('%s is not found', async (url) => {
    expect((await get(url)).statusCode).toBe(404);
  });
});

import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopToday } from '../../src/domain/calendar-day';
import { BANNER_PHOTO_FRAME, productPhotoDir } from '../media/product-photos';
import { exifHasGps, phoneJpeg, pngBomb, ROTATED_90 } from '../media/test-images';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';
import { nonOperatorSessions, signInTestOperator } from '../testing/sessions';

let t: TestApp;
let admin: Record<string, string>;
let moderator: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInTestOperator(t.db, 'admin')).cookies;
  moderator = (await signInTestOperator(t.db, 'moderator')).cookies;
});
afterAll(() => t.close());

const day = (days: number) => shopToday(new Date(Date.now() + days * 86_400_000));
let promotionSeq = 0;

/** A running promotion over the first category, with home banners in the places given leading to it. */
async function newPromotion(banner_places = ['banner']) {
  promotionSeq += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/operator/promotions',
    cookies: admin,
    payload: {
      slug: `banerna-aktsiia-${promotionSeq}`,
      title_uk: 'Весняні олії',
      title_ru: 'Весенние масла',
      description_uk: 'Знижки на олії всю весну.',
      description_ru: 'Скидки на масла всю весну.',
      terms_uk: 'Знижка діє на товари акції.',
      terms_ru: 'Скидка действует на товары акции.',
      starts_on: day(0),
      ends_on: day(20),
      category_ids: [1],
      banner_places,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; slug: string; url: string; banner: { src: string } };
}

const upload = (id: number, bytes: Buffer, { type = 'image/jpeg', cookies = admin, lang = 'uk' } = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/operator/promotions/${id}/banner`,
    cookies,
    headers: { 'content-type': type, 'accept-language': lang },
    payload: bytes,
  });

const removeBanner = (id: number, { cookies = admin, lang = 'uk' } = {}) =>
  t.app.inject({ method: 'DELETE', url: `/api/operator/promotions/${id}/banner`, cookies, headers: { 'accept-language': lang } });

const homeBanner = async (url: string, place = 'banner') =>
  (
    (await t.app.inject({ method: 'GET', url: `/api/media-slider-items/main_page/${place}` })).json().data as {
      url: string;
      image: unknown;
    }[]
  ).find((slide) => slide.url === url)!.image as { src: string; width: number; height: number };
const promotionBanner = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/promotions/${slug}` })).json().data.promotion.banner as { src: string };
const bannerFiles = () => {
  const dir = productPhotoDir(t.config.uploadsDir, BANNER_PHOTO_FRAME);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('a promotion’s banner picture', () => {
  it('is drawn again to fill 800×400 without metadata, with its variants, and shows on its page and the home banner at once', async () => {
    const promotion = await newPromotion();
    // Read once before, so the home page's answer is in the response cache when the banner changes.
    expect((await homeBanner(promotion.url)).src).toMatch(/\/media\/banner\/\d+\.svg$/);
    expect(promotion.banner.src).toMatch(/\/media\/promotion\/\d+\.svg$/);

    const res = await upload(promotion.id, await phoneJpeg(1000, 1600, ROTATED_90));
    expect(res.statusCode).toBe(200);
    const banner = res.json().data.banner as { src: string; width: number; height: number };
    const key = /^\/media\/banner-photo\/([A-Za-z0-9_-]{22})\.webp$/.exec(banner.src)![1]!;
    expect(banner).toMatchObject({ width: 800, height: 400 });

    const master = await t.app.inject({ method: 'GET', url: banner.src });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('image/webp');
    const meta = await sharp(master.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([800, 400, undefined, undefined]);
    expect(exifHasGps(meta.exif)).toBe(false);
    for (const file of ['240.avif', '480.webp', '720.avif', '800.webp']) {
      const variant = await t.app.inject({ method: 'GET', url: `/media/banner-photo/${key}-${file}` });
      expect(variant.statusCode, file).toBe(200);
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(Number(file.split('.')[0]));
    }
    expect((await t.app.inject({ method: 'GET', url: `/media/banner-photo/${key}-600.webp` })).statusCode).toBe(404);

    expect(await promotionBanner(promotion.slug)).toMatchObject({ src: banner.src, width: 800, height: 400 });
    expect(await homeBanner(promotion.url)).toMatchObject({ src: banner.src, width: 800, height: 400 });
    const [entry] = (
      await t.app.inject({ method: 'GET', url: `/api/operator/audit?subject=promotion:${promotion.id}`, cookies: admin })
    ).json().data as { action: string; before: unknown; after: unknown }[];
    expect(entry).toMatchObject({ action: 'promotion.banner', before: { banner_key: null }, after: { banner_key: key } });
  });

  it('shows on a small banner leading to it too, at its own size; the slider keeps the one drawn for its frame', async () => {
    const promotion = await newPromotion(['tabs', 'mini_banner']);
    const banner = (await upload(promotion.id, await phoneJpeg(900, 500))).json().data.banner as { src: string };
    expect(await homeBanner(promotion.url, 'mini_banner')).toMatchObject({ src: banner.src, width: 800, height: 400 });
    const slide = await homeBanner(promotion.url, 'tabs');
    expect(slide).toMatchObject({ width: 1200, height: 400 });
    expect(slide.src).toMatch(/\/media\/banner\/\d+\.svg$/);
  });

  it('shows on the banner of the pages of the categories it covers', async () => {
    const promotion = await newPromotion(['category']);
    const banner = (await upload(promotion.id, await phoneJpeg(900, 500))).json().data.banner as { src: string };
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/catalog/c1' })).json().data.banners as {
      url: string;
      image: unknown;
    }[];
    expect(first).toMatchObject({ url: promotion.url, image: { src: banner.src, width: 800, height: 400 } });
  });

  it('refuses a file that is no picture, in the admin’s language, and keeps the banner it has', async () => {
    const promotion = await newPromotion();
    const text = Buffer.from('not a picture at all');
    const uk = await upload(promotion.id, text, { type: 'image/png' });
    expect(uk.statusCode).toBe(415);
    expect(uk.json().message).toBe('Фото має бути у форматі JPEG, PNG або WebP');
    const ru = await upload(promotion.id, text, { type: 'image/png', lang: 'ru' });
    expect(ru.statusCode).toBe(415);
    expect(ru.json().message).toBe('Фото должно быть в формате JPEG, PNG или WebP');
    const bomb = await upload(promotion.id, pngBomb(), { type: 'image/png' });
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().message).toBe('Фото має завелику роздільність: не більше 40 мегапікселів');
    expect((await t.app.inject({ method: 'PUT', url: `/api/operator/promotions/${promotion.id}/banner`, cookies: admin })).statusCode).toBe(
      400,
    );
    expect(await promotionBanner(promotion.slug)).toMatchObject({ src: promotion.banner.src });
    expect((await upload(999_999, await phoneJpeg(900, 500))).statusCode).toBe(404);
  });

  it('is the admins’ alone', async () => {
    const promotion = await newPromotion();
    const picture = await phoneJpeg(900, 500);
    expect((await upload(promotion.id, picture, { cookies: moderator })).statusCode).toBe(403);
    const customer = await signInTestCustomer(t.db);
    expect((await upload(promotion.id, picture, { cookies: { token: customer.token } })).statusCode).toBe(401);
    expect((await upload(promotion.id, picture, { cookies: {} })).statusCode).toBe(401);
  });

  it('taken off, gives way to the drawn banner on its page and the home banner at once, its files gone; logged', async () => {
    const promotion = await newPromotion();
    const uploaded = (await upload(promotion.id, await phoneJpeg(900, 500))).json().data.banner.src as string;
    const key = /banner-photo\/(.+)\.webp$/.exec(uploaded)![1]!;
    // Read once with the picture, so the home page's answer is in the response cache when it is taken off.
    expect((await homeBanner(promotion.url)).src).toBe(uploaded);

    const res = await removeBanner(promotion.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.banner).toMatchObject({ src: promotion.banner.src, width: 800, height: 400 });
    expect(await promotionBanner(promotion.slug)).toMatchObject({ src: promotion.banner.src });
    expect((await homeBanner(promotion.url)).src).toMatch(/\/media\/banner\/\d+\.svg$/);
    expect((await t.app.inject({ method: 'GET', url: uploaded })).statusCode).toBe(404);
    expect(bannerFiles().some((file) => file.startsWith(key))).toBe(false);

    const [entry] = (
      await t.app.inject({ method: 'GET', url: `/api/operator/audit?subject=promotion:${promotion.id}`, cookies: admin })
    ).json().data as { action: string; before: unknown; after: unknown }[];
    expect(entry).toMatchObject({ action: 'promotion.banner_remove', before: { banner_key: key }, after: { banner_key: null } });

    const again = await removeBanner(promotion.id, { lang: 'ru' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('У акции нет загруженного баннера');
    expect((await removeBanner(999_999)).statusCode).toBe(404);
  });

  it('is taken off by admins alone', async () => {
    const promotion = await newPromotion();
    const uploaded = (await upload(promotion.id, await phoneJpeg(900, 500))).json().data.banner.src as string;
    expect((await removeBanner(promotion.id, { cookies: moderator })).statusCode).toBe(403);
    for (const cookies of await nonOperatorSessions(t)) expect((await removeBanner(promotion.id, { cookies })).statusCode).toBe(401);
    expect(await promotionBanner(promotion.slug)).toMatchObject({ src: uploaded });
  });

  it('replaced or deleted with its promotion, leaves no file behind', async () => {
    const promotion = await newPromotion();
    const first = (await upload(promotion.id, await phoneJpeg(900, 500))).json().data.banner.src as string;
    const key = (src: string) => /banner-photo\/(.+)\.webp$/.exec(src)![1]!;
    const second = (await upload(promotion.id, await phoneJpeg(900, 500))).json().data.banner.src as string;
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect(bannerFiles().some((file) => file.startsWith(key(first)))).toBe(false);
    expect(bannerFiles().filter((file) => file.startsWith(key(second)))).toHaveLength(11);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/operator/promotions/${promotion.id}`, cookies: admin })).statusCode).toBe(
      204,
    );
    expect(bannerFiles().some((file) => file.startsWith(key(second)))).toBe(false);
  });
});

import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_PHOTO_MAX_BYTES, REVIEWS_STEP } from '../../src/domain/limits';
import sharp from 'sharp';
import { exifHasGps, phoneJpeg, pngBomb, pngImage, ROTATED_90 } from '../media/test-images';
import { reviewPhotoDir } from '../services/reviews/review-photos';
import { createTestApp, itRejectsBadNumbers, signInTestCustomer, type TestApp } from '../testing/app';
import { isPostgres } from '../db/connection';

let t: TestApp;
/** An offer whose base product has more than two pages of reviews. */
let offerId: number;
let baseId: number;
let reviewsBefore: number;
let token: string;
/** A phone photo: 640×480 with GPS in its EXIF. */
let JPEG: File;

beforeAll(async () => {
  JPEG = { name: 'box.jpeg', type: 'image/jpeg', bytes: await phoneJpeg(640, 480) };
  t = await createTestApp();
  const busiest = await t.db
    .selectFrom('reviews')
    .groupBy('base_product_id')
    .select((eb) => ['base_product_id', eb.fn.countAll<number>().as('n')])
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  baseId = busiest.base_product_id;
  reviewsBefore = Number(busiest.n);
  offerId = (await t.db.selectFrom('products').where('base_product_id', '=', baseId).select('id').executeTakeFirstOrThrow()).id;
});
// A customer has one review per product and a day's allowance of them: each test writes as a customer of its own.
beforeEach(async () => {
  ({ token } = await signInTestCustomer(t.db, 'Марія'));
});
afterAll(() => t.close());

type File = { name: string; type: string; bytes: Buffer };

/** A multipart body by hand, so each test says exactly what the browser would send. */
function multipart(fields: Record<string, string>, files: File[] = []) {
  const boundary = `----kramnytsia${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos[]"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const post = (
  fields: Record<string, string>,
  files: File[] = [],
  { lang = 'uk', key, signedIn = true, id = offerId }: { lang?: string; key?: string; signedIn?: boolean; id?: number } = {},
) => {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/product/${id}/reviews`,
    headers: { 'content-type': body.contentType, 'accept-language': lang, ...(key && { 'idempotency-key': key }) },
    cookies: signedIn ? { token } : {},
    payload: body.payload,
  });
};

const list = (page?: number, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/product/${offerId}/reviews${page ? `?page=${page}` : ''}`, cookies });

const countReviews = async () =>
  Number(
    (
      await t.db
        .selectFrom('reviews')
        .where('base_product_id', '=', baseId)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const storedFiles = () => (existsSync(reviewPhotoDir(t.config.uploadsDir)) ? readdirSync(reviewPhotoDir(t.config.uploadsDir)) : []);

const PNG: File = { name: 'cat.png', type: 'image/png', bytes: pngImage(4, 3) };
const GOOD = { rating: '4', advantages: 'Швидко прийшло', disadvantages: 'Немає', text: 'Коту сподобалось, беремо ще' };

describe('GET /api/product/{id}/reviews', () => {
  it('lists ten reviews per step, newest first, without repeats', async () => {
    const one = (await list()).json();
    const two = (await list(2)).json();
    expect(one.data).toHaveLength(REVIEWS_STEP);
    expect(two.data).toHaveLength(Math.min(REVIEWS_STEP, reviewsBefore - REVIEWS_STEP));
    expect(one.pagination).toEqual({
      current_page: 1,
      last_page: Math.ceil(reviewsBefore / REVIEWS_STEP),
      per_page: REVIEWS_STEP,
      total: reviewsBefore,
    });
    const dates = [...one.data, ...two.data].map((r: { created_at: string }) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const ids = new Set([...one.data, ...two.data].map((r: { id: number }) => r.id));
    expect(ids.size).toBe(one.data.length + two.data.length);
    expect(one.data[0]).toMatchObject({ photos: [], author_name: expect.any(String), rating: expect.any(Number) });
  });

  it('sums the stars like the product card does', async () => {
    const { summary } = (await list()).json();
    const base = await t.db
      .selectFrom('base_products')
      .where('id', '=', baseId)
      .select(['rating_x10', 'reviews_count'])
      .executeTakeFirstOrThrow();
    expect(summary.count).toBe(reviewsBefore);
    expect(Object.values(summary.by_rating).reduce((a, b) => (a as number) + (b as number), 0)).toBe(reviewsBefore);
    expect(Object.keys(summary.by_rating)).toEqual(['1', '2', '3', '4', '5']);
    expect(summary.rate).toBe(base.rating_x10 / 10);
    expect(base.reviews_count).toBe(reviewsBefore);
  });

  it('answers an empty page past the end, and 404 for an unknown product', async () => {
    expect((await list(999)).json().data).toEqual([]);
    const missing = await t.app.inject({ method: 'GET', url: '/api/product/99999999/reviews' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Товар не знайдено');
  });

  it('tells a guest that writing needs signing in, and keeps the answer out of shared caches', async () => {
    const guest = await list();
    expect(guest.json().can_review).toBe(false);
    expect(guest.headers['cache-control']).toBe('private, no-cache');
    expect((await list(1, { token })).json().can_review).toBe(true);
  });
});

describe('POST /api/product/{id}/reviews', () => {
  it('refuses a guest with 401', async () => {
    const res = await post(GOOD, [], { signedIn: false });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Увійдіть до свого кабінету, щоб продовжити');
  });

  it('answers 404 for an unknown product', async () => {
    expect((await post(GOOD, [], { id: 99999999 })).statusCode).toBe(404);
  });

  it.each([
    [{ ...GOOD, rating: '6' }, 'uk', { rating: ['Введіть коректне значення'] }],
    [{ ...GOOD, rating: '' }, 'uk', { rating: ["Обов'язкове поле"] }],
    [{ rating: '5', text: '  ' }, 'ru', { text: ['Обязательное поле'] }],
    [
      { rating: 'x', text: 'y'.repeat(3001), advantages: 'z'.repeat(1001) },
      'uk',
      {
        rating: ['Введіть коректне значення'],
        text: ['Максимальна кількість символів: 3000'],
        advantages: ['Максимальна кількість символів: 1000'],
      },
    ],
  ])('refuses bad fields %# with 400, every field at once, storing nothing', async (fields, lang, errors) => {
    const before = await countReviews();
    const res = await post(fields, [PNG], { lang });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
    expect(await countReviews()).toBe(before);
  });

  it('stores a review with photos checked by content and updates the product rating', async () => {
    const before = await countReviews();
    const filesBefore = storedFiles().length;
    const res = await post({ ...GOOD, rating: '1' }, [PNG, { ...JPEG, type: 'application/octet-stream', name: 'no-extension' }]);
    expect(res.statusCode).toBe(201);
    const review = res.json().data;
    expect(review).toMatchObject({
      rating: 1,
      author_name: 'Марія Т.',
      text: GOOD.text,
      advantages: GOOD.advantages,
      disadvantages: GOOD.disadvantages,
    });
    // Both are drawn again as WebP at their own size (nothing is enlarged), each with a square thumbnail.
    const thumb = { src: expect.stringMatching(/^\/media\/review\/[\w-]{22}-thumb\.webp$/), width: 216, height: 216 };
    expect(review.photos).toEqual([
      { src: expect.stringMatching(/^\/media\/review\/[\w-]{22}-full\.webp$/), width: 4, height: 3, alt: 'Марія Т., фото 1', thumb },
      { src: expect.stringMatching(/^\/media\/review\/[\w-]{22}-full\.webp$/), width: 640, height: 480, alt: 'Марія Т., фото 2', thumb },
    ]);
    expect(storedFiles()).toHaveLength(filesBefore + 4);

    const first = (await list()).json();
    expect(first.data[0].id).toBe(review.id);
    expect(first.summary.count).toBe(before + 1);
    const base = await t.db
      .selectFrom('base_products')
      .where('id', '=', baseId)
      .select(['rating_x10', 'reviews_count'])
      .executeTakeFirstOrThrow();
    expect(base.reviews_count).toBe(before + 1);
    expect(base.rating_x10).toBe(Math.round(first.summary.rate * 10));

    for (const { src, thumb: small } of review.photos) {
      const photo = await t.app.inject({ method: 'GET', url: src });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(photo.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: review.photos.find((p: { src: string }) => p.src === src).width,
      });
      const thumbnail = await t.app.inject({ method: 'GET', url: small.src });
      expect(thumbnail.headers['content-type']).toBe('image/webp');
      expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 216, height: 216 });
    }
  });

  it('stores a phone photo upright and without its EXIF, so the place it was taken is not published', async () => {
    const sideways = await phoneJpeg(40, 20, ROTATED_90);
    const sent = await sharp(sideways).metadata();
    expect([sent.width, sent.height, sent.orientation, exifHasGps(sent.exif)]).toEqual([40, 20, ROTATED_90, true]);
    const res = await post(GOOD, [{ name: 'IMG_0001.jpg', type: 'image/jpeg', bytes: sideways }]);
    expect(res.statusCode).toBe(201);
    const [photo] = res.json().data.photos;
    expect([photo.width, photo.height]).toEqual([20, 40]);
    const stored = (await t.app.inject({ method: 'GET', url: photo.src })).rawPayload;
    const read = await sharp(stored).metadata();
    expect([read.format, read.width, read.height, read.orientation, read.exif, read.xmp]).toEqual([
      'webp',
      20,
      40,
      undefined,
      undefined,
      undefined,
    ]);
    expect(stored.includes('Exif')).toBe(false);
  });

  it('makes a big photo no larger than 1600 px a side', async () => {
    const big = await sharp({ create: { width: 3200, height: 1800, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const res = await post(GOOD, [{ name: 'wide.jpg', type: 'image/jpeg', bytes: big }]);
    expect(res.statusCode).toBe(201);
    const [photo] = res.json().data.photos;
    expect([photo.width, photo.height]).toEqual([1600, 900]);
    expect(await sharp((await t.app.inject({ method: 'GET', url: photo.src })).rawPayload).metadata()).toMatchObject({
      width: 1600,
      height: 900,
    });
  });

  it.each([
    ['uk', 'Фото має завелику роздільність: не більше 40 мегапікселів'],
    ['ru', 'У фото слишком большое разрешение: не больше 40 мегапикселей'],
  ])('refuses a small file that declares 50,000×50,000 pixels with 422 (%s), storing nothing', async (lang, message) => {
    const before = await countReviews();
    const filesBefore = storedFiles().length;
    const bomb = pngBomb(50_000);
    expect(bomb.length).toBeLessThan(REVIEW_PHOTO_MAX_BYTES);
    const res = await post(GOOD, [PNG, { name: 'bomb.png', type: 'image/png', bytes: bomb }], { lang });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, errors: { photos: [message] } });
    expect(await countReviews()).toBe(before);
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it('refuses a photo whose header is right but whose pixels are cut off with 415', async () => {
    const filesBefore = storedFiles().length;
    const res = await post(GOOD, [{ name: 'cut.png', type: 'image/png', bytes: pngBomb(64) }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().errors.photos).toEqual(['Фото має бути у форматі JPEG, PNG або WebP']);
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it('refuses a text file named .jpg with 415, whatever type it declares', async () => {
    const before = await countReviews();
    const filesBefore = storedFiles().length;
    const fake: File = { name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('just some text, not a photo at all') };
    const res = await post(GOOD, [PNG, fake], { lang: 'ru' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'Фото должно быть в формате JPEG, PNG или WebP',
      errors: { photos: ['Фото должно быть в формате JPEG, PNG или WebP'] },
    });
    expect(await countReviews()).toBe(before);
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it('refuses a photo over the size limit with 413', async () => {
    const big: File = { name: 'big.png', type: 'image/png', bytes: Buffer.concat([pngImage(), Buffer.alloc(REVIEW_PHOTO_MAX_BYTES)]) };
    const res = await post(GOOD, [big]);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors.photos).toEqual([`Фото завелике: не більше ${REVIEW_PHOTO_MAX_BYTES / 1024 / 1024} МБ`]);
  });

  it('refuses more than five photos', async () => {
    const res = await post(
      GOOD,
      Array.from({ length: 6 }, () => PNG),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.photos).toEqual(['До відгуку можна додати не більше 5 фото']);
  });

  it('refuses a body that is not a form with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/product/${offerId}/reviews`, cookies: { token }, payload: GOOD });
    expect(res.statusCode).toBe(415);
  });

  it('writes a replayed submission once and answers it alike', async () => {
    const before = await countReviews();
    const filesBefore = storedFiles().length;
    const key = randomUUID();
    const first = await post({ ...GOOD, text: 'Надіслано з черги' }, [PNG], { key });
    const again = await post({ ...GOOD, text: 'Надіслано з черги' }, [PNG], { key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countReviews()).toBe(before + 1);
    expect(storedFiles()).toHaveLength(filesBefore + 2);

    // another submission under a new key is the same customer's second review: it edits the first, photos kept
    const other = await post({ ...GOOD, text: 'Інший відгук' }, [], { key: randomUUID() });
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toMatchObject({ id: first.json().data.id, text: 'Інший відгук', photos: first.json().data.photos });
    expect(await countReviews()).toBe(before + 1);
    // photos sent with an edit replace the earlier ones, whose files go
    const withPhoto = await post({ ...GOOD, text: 'З новим фото' }, [PNG], { key: randomUUID() });
    expect(withPhoto.json().data.photos).toHaveLength(1);
    expect(withPhoto.json().data.photos[0].src).not.toBe(first.json().data.photos[0].src);
    expect(storedFiles()).toHaveLength(filesBefore + 2);
  });

  it('writes once when duplicates arrive at the same moment', async () => {
    const before = await countReviews();
    const filesBefore = storedFiles().length;
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => post(GOOD, [JPEG], { key })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await countReviews()).toBe(before + 1);
    expect(storedFiles()).toHaveLength(filesBefore + 2);
  });

  it('does not store a refused submission under its key, so the corrected one goes through', async () => {
    const key = randomUUID();
    expect((await post({ ...GOOD, text: '' }, [], { key })).statusCode).toBe(400);
    expect((await post(GOOD, [], { key })).statusCode).toBe(201);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const res = await post(GOOD, [], { key: 'bad key!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Idempotency-Key/);
  });
});

describe('GET /media/review/{file}', () => {
  it.each([
    'AAAAAAAAAAAAAAAAAAAAAA.png',
    'AAAAAAAAAAAAAAAAAAAAAA-thumb.webp',
    'AAAAAAAAAAAAAAAAAAAAAA-full.png',
    'nope.txt',
    '..%2F..%2Fstore.db',
    '..%2F..%2Fstore.db%00.png',
    '..%2Freviews',
  ])('answers 404 for %s', async (file) => {
    // The database file sits two folders up from the photos (on PostgreSQL a stand-in does): a path that escaped would find it.
    const databaseFile = join(reviewPhotoDir(t.config.uploadsDir), '..', '..', 'store.db');
    if (isPostgres(t.db)) writeFileSync(databaseFile, 'not for shoppers');
    expect(existsSync(databaseFile)).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: `/media/review/${file}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('numbers the reviews refuse', () => {
  itRejectsBadNumbers(
    () => t,
    'page',
    (n) => ({ method: 'GET', url: `/api/product/${offerId}/reviews?page=${encodeURIComponent(n)}` }),
  );
  itRejectsBadNumbers(
    () => t,
    'id',
    (n) => ({ method: 'GET', url: `/api/product/${encodeURIComponent(n)}/reviews` }),
  );
});

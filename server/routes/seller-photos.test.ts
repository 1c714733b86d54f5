import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_PHOTO_MAX_BYTES, PRODUCT_PHOTOS_MAX } from '../../src/domain/product-photos';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { DEMO_SELLER_OWNER } from '../db/seed/demo-seller-users';
import { exifHasGps, phoneJpeg, pngImage, ROTATED_90, webpImage } from '../media/test-images';
import { productPhotoDir } from '../media/product-photos';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
/** Sellers A and B both offer one product (A's offer `shared`, B's `theirs`); A's `own` offer is of goods B does not sell. */
let a: { id: number; key: string; session: string; shared: number; own: number };
let b: { id: number; key: string; session: string; theirs: number };

type As = { key: string } | { session: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function asSeller(as: As, method: Method, url: string, body?: { json: object } | { bytes: Buffer; type: string }, lang = 'uk') {
  const headers: Record<string, string> = { 'accept-language': lang };
  if ('key' in as) headers.authorization = `Bearer ${as.key}`;
  if (body && 'bytes' in body) headers['content-type'] = body.type;
  return t.app.inject({
    method,
    url,
    headers,
    cookies: 'session' in as ? { seller_token: as.session } : {},
    ...(body && { payload: 'bytes' in body ? body.bytes : body.json }),
  });
}

const photos = (offer: number) => `/api/seller-api/offers/${offer}/photos`;
const upload = (as: As, offer: number, bytes: Buffer, type = 'image/jpeg', lang = 'uk') =>
  asSeller(as, 'POST', photos(offer), { bytes, type }, lang);

/** A multipart form with one file field, as `curl -F file=@photo.png` sends it. */
function form(bytes: Buffer, field = 'file') {
  const boundary = '----photo-form';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    bytes: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

async function signInSeller(sellerId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/seller-auth/login',
    payload: { phone: DEMO_SELLER_OWNER.phone(sellerId), password: DEMO_SELLER_OWNER.password },
  });
  expect(res.statusCode).toBe(200);
  return res.cookies.find((c) => c.name === 'seller_token')!.value;
}

const storedFiles = () => (existsSync(productPhotoDir(t.config.uploadsDir)) ? readdirSync(productPhotoDir(t.config.uploadsDir)) : []);

beforeAll(async () => {
  t = await createTestApp();
  // Goods two sellers offer: the first offer's seller is A, the second's B.
  const [first, second] = await t.db
    .selectFrom('products as p')
    .innerJoin('products as o', (j) => j.onRef('o.base_product_id', '=', 'p.base_product_id').onRef('o.seller_id', '!=', 'p.seller_id'))
    .select(['p.id', 'p.seller_id', 'o.id as other_id', 'o.seller_id as other_seller'])
    .orderBy('p.id')
    .limit(1)
    .execute()
    .then(([row]) => [
      { id: row!.id, seller: row!.seller_id },
      { id: row!.other_id, seller: row!.other_seller },
    ]);
  const bSells = t.db.selectFrom('products').where('seller_id', '=', second!.seller).select('base_product_id');
  const own = await t.db
    .selectFrom('products')
    .where('seller_id', '=', first!.seller)
    .where('base_product_id', 'not in', bSells)
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  a = { id: first!.seller, key: demoSellerKey(first!.seller), session: await signInSeller(first!.seller), shared: first!.id, own: own.id };
  b = { id: second!.seller, key: demoSellerKey(second!.seller), session: await signInSeller(second!.seller), theirs: second!.id };
});
afterAll(() => t.close());

describe('a seller’s photos of its offer’s goods', () => {
  it('starts with none: the goods show their drawn picture', async () => {
    const res = await asSeller({ session: a.session }, 'GET', photos(a.own));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      editable: true,
      max: PRODUCT_PHOTOS_MAX,
      photos: [],
      cover: { src: expect.stringMatching(/0\.svg$/) },
    });
    const page = await t.call('GET', `/api/product/${a.own}`);
    expect(JSON.stringify(page.json())).toMatch(/\/media\/product\/\d+\/0\.svg/);
  });

  it('takes a phone’s JPEG, turns it upright into a 600×600 square without metadata, with every variant the storefront asks for', async () => {
    const res = await upload({ session: a.session }, a.own, await phoneJpeg(800, 400, ROTATED_90));
    expect(res.statusCode).toBe(201);
    const [photo] = res.json().data.photos;
    expect(photo).toMatchObject({ main: true, image: { width: 600, height: 600, src: `/media/photo/${photo.key}.webp` } });

    const master = await t.app.inject({ method: 'GET', url: photo.image.src });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('image/webp');
    expect(master.headers['cache-control']).toContain('immutable');
    const meta = await sharp(master.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([600, 600, undefined, undefined]);
    expect(exifHasGps(meta.exif)).toBe(false);
    // Upright: the 400×800 picture sits in the middle with white margins left and right.
    const { data } = await sharp(master.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[(300 * 600 + 5) * 3]).toBeGreaterThan(240);
    expect(data[(300 * 600 + 300) * 3 + 1]).toBeLessThan(160);

    for (const file of ['240.avif', '360.webp', '480.avif', '600.webp']) {
      const variant = await t.app.inject({ method: 'GET', url: `/media/photo/${photo.key}-${file}` });
      expect(variant.statusCode, file).toBe(200);
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(Number(file.split('.')[0]));
    }
    expect((await t.app.inject({ method: 'GET', url: `/media/photo/${photo.key}-720.avif` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/media/photo/..%2F..%2Fstore.db` })).statusCode).toBe(404);
  });

  it('shows the photo on the product page, its card, the cart and the structured data at once', async () => {
    const [photo] = (await asSeller({ key: a.key }, 'GET', photos(a.own))).json().data.photos;
    const page = await t.call('GET', `/api/product/${a.own}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.media).toEqual([{ src: `/media/photo/${photo.key}.webp`, width: 600, height: 600, alt: expect.any(String) }]);
    const text = JSON.stringify(page.json());
    expect(text).not.toMatch(/\/media\/product\/\d+\/0\.svg/);
    // the share picture and the structured data's image
    expect(text).toContain(`https://kramnytsia.test/media/photo/${photo.key}.webp`);

    const mine = await asSeller({ key: a.key }, 'GET', `/api/seller-api/offers?q=${a.own}`);
    expect(mine.json().data[0]).toMatchObject({ id: a.own, image: { src: `/media/photo/${photo.key}.webp` } });

    const cards = await t.call('POST', '/api/product/viewed', { body: { ids: [a.own] } });
    expect(cards.json().data[0].image).toMatchObject({ src: `/media/photo/${photo.key}.webp`, width: 600, height: 600 });

    const cart = await t.call('PUT', '/api/cart/update', { body: { product_id: a.own, qty: 1 } });
    expect(cart.statusCode).toBe(200);
    expect(cart.json().items[0].image).toMatchObject({ src: `/media/photo/${photo.key}.webp`, width: 600, height: 600 });
  });

  it('takes a PNG as a form, adds it last, and puts the photos in the order given', async () => {
    const res = await asSeller({ key: a.key }, 'POST', photos(a.own), form(pngImage(900, 900)));
    expect(res.statusCode).toBe(201);
    const keys = res.json().data.photos.map((p: { key: string }) => p.key);
    expect(keys).toHaveLength(2);

    const ordered = await asSeller({ session: a.session }, 'PUT', photos(a.own), { json: { keys: [keys[1], keys[0]] } });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().data.photos.map((p: { key: string; main: boolean }) => [p.key, p.main])).toEqual([
      [keys[1], true],
      [keys[0], false],
    ]);
    // The product page's gallery follows the order, main first.
    const page = await t.call('GET', `/api/product/${a.own}`);
    expect(page.json().data.media.map((m: { src: string }) => m.src)).toEqual([
      `/media/photo/${keys[1]}.webp`,
      `/media/photo/${keys[0]}.webp`,
    ]);

    for (const wrong of [[keys[0]], [keys[0], keys[0]], [keys[0], keys[1], 'AAAAAAAAAAAAAAAAAAAAAA']]) {
      const refused = await asSeller({ session: a.session }, 'PUT', photos(a.own), { json: { keys: wrong } });
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(refused.json().message).toBe('Назвіть кожне фото товару один раз');
    }
  });

  it('makes a photo the main one', async () => {
    const keys = (await asSeller({ key: a.key }, 'GET', photos(a.own))).json().data.photos.map((p: { key: string }) => p.key);
    const res = await asSeller({ key: a.key }, 'PUT', `${photos(a.own)}/main`, { json: { key: keys[1] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.photos.map((p: { key: string }) => p.key)).toEqual([keys[1], keys[0]]);
    const missing = await asSeller({ key: a.key }, 'PUT', `${photos(a.own)}/main`, { json: { key: 'AAAAAAAAAAAAAAAAAAAAAA' } });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a photo with its files; with none left the drawn picture is back', async () => {
    const keys: string[] = (await asSeller({ key: a.key }, 'GET', photos(a.own))).json().data.photos.map((p: { key: string }) => p.key);
    const res = await asSeller({ session: a.session }, 'DELETE', `${photos(a.own)}/${keys[0]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.photos).toEqual([expect.objectContaining({ key: keys[1], main: true })]);
    expect(storedFiles().some((f) => f.startsWith(keys[0]!))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/media/photo/${keys[0]}.webp` })).statusCode).toBe(404);
    expect((await asSeller({ session: a.session }, 'DELETE', `${photos(a.own)}/${keys[0]}`)).statusCode).toBe(404);

    expect((await asSeller({ session: a.session }, 'DELETE', `${photos(a.own)}/${keys[1]}`)).statusCode).toBe(200);
    expect(JSON.stringify((await t.call('GET', `/api/product/${a.own}`)).json())).toMatch(/\/media\/product\/\d+\/0\.svg/);
  });
});

describe('what a photo may be', () => {
  it('refuses what is no JPEG, PNG or WebP, whatever it is called, in the seller’s language (415)', async () => {
    const before = storedFiles().length;
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    for (const [bytes, type] of [
      [Buffer.from('not a photo at all'), 'image/jpeg'],
      [gif, 'image/gif'],
      [Buffer.from('hello'), 'text/plain'],
    ] as const) {
      const res = await upload({ key: a.key }, a.own, bytes, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message).toBe('Фото має бути у форматі JPEG, PNG або WebP');
    }
    const ru = await upload({ key: a.key }, a.own, Buffer.from('text'), 'image/png', 'ru');
    expect(ru.json().message).toBe('Фото должно быть в формате JPEG, PNG или WebP');
    const json = await asSeller({ key: a.key }, 'POST', photos(a.own), { json: { photo: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await asSeller({ key: a.key }, 'POST', photos(a.own))).statusCode).toBe(400);
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a file past 10 MB unread, as the body or in a form (413)', async () => {
    const big = Buffer.alloc(PRODUCT_PHOTO_MAX_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const raw = await upload({ key: a.key }, a.own, big);
    expect(raw.statusCode).toBe(413);
    expect(raw.json().message).toBe('Фото завелике: не більше 10 МБ');
    const inForm = await asSeller({ key: a.key }, 'POST', photos(a.own), form(big), 'ru');
    expect(inForm.statusCode).toBe(413);
    expect(inForm.json().message).toBe('Фото слишком большое: не больше 10 МБ');
  });

  it('refuses a small file declaring a huge canvas from its header (422)', async () => {
    const { pngBomb } = await import('../media/test-images');
    const res = await upload({ key: a.key }, a.own, pngBomb(), 'image/png');
    expect(res.statusCode).toBe(422);
  });

  it('keeps at most 10 photos (409)', async () => {
    const webp = await webpImage(300, 200);
    for (let i = 0; i < PRODUCT_PHOTOS_MAX; i++) expect((await upload({ key: a.key }, a.own, webp, 'image/webp')).statusCode).toBe(201);
    const res = await upload({ key: a.key }, a.own, webp, 'image/webp');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('У товару може бути не більше 10 фото: спершу видаліть одне');
    const keys: string[] = (await asSeller({ key: a.key }, 'GET', photos(a.own))).json().data.photos.map((p: { key: string }) => p.key);
    for (const key of keys) await asSeller({ key: a.key }, 'DELETE', `${photos(a.own)}/${key}`);
  });
});

describe('sellers apart', () => {
  it('answers another seller’s offer 404 on every route, with its session or its key', async () => {
    const [photo] = (await upload({ key: a.key }, a.own, await webpImage(100, 100), 'image/webp')).json().data.photos;
    for (const as of [{ session: b.session }, { key: b.key }]) {
      expect((await asSeller(as, 'GET', photos(a.own))).statusCode).toBe(404);
      expect((await upload(as, a.own, await webpImage(100, 100), 'image/webp')).statusCode).toBe(404);
      expect((await asSeller(as, 'PUT', photos(a.own), { json: { keys: [photo.key] } })).statusCode).toBe(404);
      expect((await asSeller(as, 'PUT', `${photos(a.own)}/main`, { json: { key: photo.key } })).statusCode).toBe(404);
      expect((await asSeller(as, 'DELETE', `${photos(a.own)}/${photo.key}`)).statusCode).toBe(404);
    }
    expect((await asSeller({ key: a.key }, 'GET', photos(a.own))).json().data.photos).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: photos(a.own) })).statusCode).toBe(401);
    // A body past the limit is not read for a stranger or for another seller's offer: who and where are judged first.
    const big = Buffer.alloc(PRODUCT_PHOTO_MAX_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const stranger = await t.app.inject({ method: 'POST', url: photos(a.own), headers: { 'content-type': 'image/jpeg' }, payload: big });
    expect(stranger.statusCode).toBe(401);
    expect((await upload({ key: b.key }, a.own, big)).statusCode).toBe(404);
  });

  it('shows goods two sellers offer with the photos one of them added; the other sees them and changes none (403)', async () => {
    const [photo] = (await upload({ session: a.session }, a.shared, await webpImage(100, 100), 'image/webp')).json().data.photos;
    const seen = await asSeller({ session: b.session }, 'GET', photos(b.theirs));
    expect(seen.json().data).toMatchObject({ editable: false, photos: [{ key: photo.key, main: true }] });
    expect(JSON.stringify((await t.call('GET', `/api/product/${b.theirs}`)).json())).toContain(photo.key);

    const refused = [
      await upload({ session: b.session }, b.theirs, await webpImage(100, 100), 'image/webp'),
      await asSeller({ session: b.session }, 'PUT', photos(b.theirs), { json: { keys: [photo.key] } }),
      await asSeller({ key: b.key }, 'PUT', `${photos(b.theirs)}/main`, { json: { key: photo.key } }),
      await asSeller({ key: b.key }, 'DELETE', `${photos(b.theirs)}/${photo.key}`),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(refused[0]!.json().message).toBe('Фото цього товару додав інший продавець: змінювати їх може лише він');

    // Once A takes its photos away, the goods are anyone's to photograph.
    expect((await asSeller({ session: a.session }, 'DELETE', `${photos(a.shared)}/${photo.key}`)).statusCode).toBe(200);
    expect((await upload({ session: b.session }, b.theirs, await webpImage(100, 100), 'image/webp')).statusCode).toBe(201);
    expect((await asSeller({ session: a.session }, 'GET', photos(a.shared))).json().data.editable).toBe(false);
  });
});

import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOfferStock } from '../services/catalog/offer-stock';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';
import { answerStore, CDN_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, registerResponseCache } from './response-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const version = async () => (await t.db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version;

/**
 * Changes a product's title behind the cache's back: the catalogue version is put back as it was, as if no
 * change had been made. A repeat that still shows the old title was answered without running the route's queries.
 */
async function renameQuietly(baseProductId: number, title: string): Promise<void> {
  const before = await version();
  await t.db.updateTable('base_products').set({ title_uk: title }).where('id', '=', baseProductId).execute();
  expect(await version()).toBeGreaterThan(before);
  await sql`update catalogue_version set version = ${before}`.execute(t.db);
}

async function anOffer() {
  return t.db
    .selectFrom('products')
    .where('stock', '>', 0)
    .select(['id', 'base_product_id', 'stock'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('public catalogue answers', () => {
  it('carry a strong ETag, a rule that makes browsers revalidate and a CDN keep them briefly, and vary by language', async () => {
    const { id } = await anOffer();
    const answer = await t.call('GET', `/api/product/${id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(answer.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(answer.headers['cdn-cache-control']).toBe(CDN_CACHE_CONTROL);
    expect(String(answer.headers.vary)).toMatch(/accept-language/);
  });

  it('answer 304 without a body to the ETag the shopper already has, 200 to another', async () => {
    const first = await t.call('GET', '/api/menu');
    const etag = String(first.headers.etag);
    const again = await t.call('GET', '/api/menu', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await t.call('GET', '/api/menu', { headers: { 'if-none-match': `W/${etag}` } })).statusCode).toBe(304);
    expect((await t.call('GET', '/api/menu', { headers: { 'if-none-match': '"something-else"' } })).statusCode).toBe(200);
  });

  it('repeat from memory, and a stock change through the store’s own write is shown at once', async () => {
    const offer = await anOffer();
    const url = `/api/product/${offer.id}`;
    const first = (await t.call('GET', url)).json();

    await renameQuietly(offer.base_product_id, 'Тихо перейменований товар');
    const repeat = await t.call('GET', url);
    expect(repeat.json()).toEqual(first);

    await setOfferStock(t.db, offer.id, offer.stock + 5);
    const fresh = await t.call('GET', url);
    expect(fresh.json().data.title).toBe('Тихо перейменований товар');
    expect(fresh.headers.etag).not.toBe(repeat.headers.etag);
  });

  it('a price changed by any writer, even by hand, shows at once', async () => {
    const { id } = await anOffer();
    const url = `/api/product/${id}`;
    expect((await t.call('GET', url)).json().data.offer.price).not.toBe(1);
    await t.db.updateTable('products').set({ price_kop: 100 }).where('id', '=', id).execute();
    expect((await t.call('GET', url)).json().data.offer.price).toBe(1);
  });

  it('never mixes the languages: each is kept and answered apart', async () => {
    const uk = await t.call('GET', '/api/menu/footer');
    const ru = await t.call('GET', '/api/menu/footer', { lang: 'ru' });
    expect(ru.body).not.toBe(uk.body);
    expect(ru.headers.etag).not.toBe(uk.headers.etag);
    expect((await t.call('GET', '/api/menu/footer', { lang: 'ru' })).body).toBe(ru.body);
    expect((await t.call('GET', '/api/menu/footer')).body).toBe(uk.body);
    expect(
      (await t.call('GET', '/api/menu/footer', { lang: 'ru', headers: { 'if-none-match': String(uk.headers.etag) } })).statusCode,
    ).toBe(200);
  });

  it('repeats go out compressed as the browser asks, the same answer in every encoding', async () => {
    const url = '/api/catalog/c1';
    const plain = await t.call('GET', url);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [acceptEncoding, decode] of [
      ['gzip, deflate, br, zstd', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await t.call('GET', url, { headers: { 'accept-encoding': acceptEncoding } });
        expect(answer.headers['content-encoding']).toBe(acceptEncoding === 'gzip' ? 'gzip' : 'br');
        expect(String(answer.headers.vary)).toMatch(/accept-language.*accept-encoding|accept-encoding.*accept-language/);
        expect(answer.headers.etag).toBe(plain.headers.etag);
        expect(decode(answer.rawPayload).toString()).toBe(plain.body);
      }
    }
    const identity = await t.call('GET', url, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
    expect(
      (await t.call('GET', url, { headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) } })).statusCode,
    ).toBe(304);
  });

  it('errors are not kept and not public', async () => {
    const missing = await t.call('GET', '/api/product/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('answers that depend on the shopper', () => {
  it('are marked private and never shared between two shoppers', async () => {
    const olena = await signInTestCustomer(t.db, 'Олена');
    const petro = await signInTestCustomer(t.db, 'Петро');
    await t.call('GET', '/api/multisearch/search?query=олія', { token: olena.token });
    const olenas = await t.call('GET', '/api/multisearch/history', { token: olena.token });
    const petros = await t.call('GET', '/api/multisearch/history', { token: petro.token });
    expect(olenas.json().data).toContain('олія');
    expect(petros.json().data).toEqual([]);
    for (const answer of [olenas, petros]) {
      expect(answer.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect(answer.headers.etag).toBeUndefined();
    }
    const search = await t.call('GET', '/api/multisearch/search?query=олія');
    expect(search.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('a route that reads the customer cannot be declared public', async () => {
    const app = Fastify();
    registerResponseCache(app, t.db, { responseCacheMb: 1 });
    expect(() => app.get('/api/mine', { config: { cache: 'public', customer: 'optional' } }, async () => ({}))).toThrow(
      /reads the customer/,
    );
    await app.close();
  });
});

describe('answerStore', () => {
  const answer = (body: string) => ({ body: Buffer.from(body), etag: '"e"', contentType: 'application/json', encoded: {} });

  it('gives up the least recently used answers past its size', () => {
    const store = answerStore(130);
    store.catalogueIs(1);
    store.keep('a', answer('x'.repeat(10)), 1);
    store.keep('b', answer('y'.repeat(10)), 1);
    store.get('a');
    store.keep('c', answer('z'.repeat(10)), 1);
    expect(store.get('a')).toBeDefined();
    expect(store.get('b')).toBeUndefined();
    expect(store.get('c')).toBeDefined();
  });

  it('compresses a kept answer once per encoding, and counts those bytes against its size', () => {
    const store = answerStore(800);
    store.catalogueIs(1);
    // 400 bytes that hardly compress: with their key and headers 'a' takes 440 of the 800, and 'b' 140 more
    const kept = answer(randomBytes(300).toString('base64'));
    store.keep('a', kept, 1);
    store.keep('b', answer('x'.repeat(100)), 1);
    expect(store.get('a')).toBe(kept);
    const br = store.encoded('a', kept, 'br');
    expect(brotliDecompressSync(br)).toEqual(kept.body);
    expect(store.encoded('a', kept, 'br')).toBe(br);
    // its 300 compressed bytes made 'b', used longer ago, give up its place
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBe(kept);
    expect(gunzipSync(store.encoded('a', kept, 'gzip'))).toEqual(kept.body);
  });

  it('forgets everything at a new catalogue version and refuses answers made before it', () => {
    const store = answerStore(1_000_000);
    store.catalogueIs(1);
    store.keep('a', answer('old'), 1);
    store.catalogueIs(2);
    expect(store.get('a')).toBeUndefined();
    store.keep('a', answer('made at 1'), 1);
    expect(store.get('a')).toBeUndefined();
  });
});

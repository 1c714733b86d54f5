import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const html = (url: string, acceptEncoding: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

it.each([
  ['/product/1', 200],
  ['/ru/catalog/c1', 200],
  ['/no-such-page', 404],
  ['/index.html', 200],
])('%s goes out brotli-compressed to a browser that takes it', async (url, status) => {
  const res = await html(url, 'gzip, deflate, br');
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers.vary).toMatch(/accept-encoding/i);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(brotliDecompressSync(res.rawPayload).toString()).toMatch(/^<!doctype html>/i);
});

it('a page goes out gzip-compressed to a client without brotli, and as it is to one that takes neither', async () => {
  const gz = await html('/product/1', 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  const page = gunzipSync(gz.rawPayload).toString();
  expect(page).toContain('<link rel="canonical" href="https://kramnytsia.test/product/1">');
  const plain = await html('/product/1', 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(page);
});

it('an unknown API path keeps its JSON 404', async () => {
  const res = await html('/api/no-such-thing', 'br');
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
});

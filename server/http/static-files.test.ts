import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticFiles } from './static-files';

const dist = mkdtempSync(join(tmpdir(), 'kramnytsia-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// Bigger than the compress threshold, so an on-the-fly compression would show.
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
beforeAll(() => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync('<!doctype html>'));
  writeFileSync(join(dist, 'assets', 'entry-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'shell-abc123.js'), script);
  // Copies that differ from the file, so the test sees which one went out.
  writeFileSync(join(dist, 'assets', 'shell-abc123.js.br'), brotliCompressSync('brotli copy'));
  writeFileSync(join(dist, 'assets', 'shell-abc123.js.gz'), gzipSync('gzip copy'));
  writeFileSync(join(dist, 'sw.js'), script);
  writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync('worker brotli copy'));
  writeFileSync(join(dist, 'sw.js.map'), '{"sourcesContent":[]}');
  writeFileSync(join(dist, 'assets', 'entry-abc123.js.map'), '{"sourcesContent":[]}');
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'server', 'entry-server.js'), 'export {}');
  writeFileSync(join(dist, 'server', 'entry-server.js.map'), '{"sourcesContent":[]}');
});

// The rendering bundle and the source maps carry the sources; a shopper's browser needs neither.
it.each(['/server/entry-server.js', '/server/entry-server.js.map', '/sw.js.map', '/assets/entry-abc123.js.map'])(
  'never serves %s',
  async (url) => {
    const app = Fastify();
    await registerStaticFiles(app, dist);
    expect((await app.inject(url)).statusCode).toBe(404);
  },
);

/** The files as the store serves them: behind the same response compression as the app. */
async function filesApp() {
  const app = Fastify();
  await app.register(fastifyCompress, { threshold: 1024 });
  await registerStaticFiles(app, dist);
  return app;
}

it('serves the build from an absolute DIST_DIR, hashed assets as immutable', async () => {
  const app = Fastify();
  await registerStaticFiles(app, dist);
  const res = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe('console.log(1)');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  await app.close();
});

it('sends a hashed file without validators or ranges, which nobody reads, and keeps them for the files revalidated', async () => {
  const app = await filesApp();
  const hashed = await app.inject({ method: 'GET', url: '/assets/shell-abc123.js', headers: { 'accept-encoding': 'br' } });
  expect(hashed.statusCode).toBe(200);
  for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(hashed.headers[name]).toBeUndefined();
  const worker = await app.inject({ method: 'GET', url: '/sw.js' });
  expect(worker.headers['cache-control']).toBe('no-cache');
  expect(worker.headers.etag).toBeDefined();
  expect(worker.headers['last-modified']).toBeDefined();
  await app.close();
});

describe('compressed copies written by the build', () => {
  it('sends the brotli copy as it is, with the encoding, the type and the cache rule of the file', async () => {
    const app = await filesApp();
    const res = await app.inject({ method: 'GET', url: '/assets/shell-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('brotli copy');
    await app.close();
  });

  it('sends the gzip copy to a client without brotli, and the file itself to one that takes neither', async () => {
    const app = await filesApp();
    const gz = await app.inject({ method: 'GET', url: '/assets/shell-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('gzip copy');
    const plain = await app.inject({ method: 'GET', url: '/assets/shell-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    await app.close();
  });

  it('keeps the service worker revalidated when its copy is sent', async () => {
    const app = await filesApp();
    const res = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('worker brotli copy');
    await app.close();
  });

  it('gives the copies and the shell template no address of their own', async () => {
    const app = await filesApp();
    for (const url of ['/assets/shell-abc123.js.br', '/assets/shell-abc123.js.gz', '/index.html', '/index.html.br']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    await app.close();
  });
});

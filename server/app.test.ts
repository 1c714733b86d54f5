import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Config } from './config';
import { createTestApp, type TestApp } from './testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 100 });
});
afterAll(() => t.close());

describe('the published contract', () => {
  it('serves the OpenAPI document built from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/menu',
        '/api/menu/footer',
        '/api/catalog/{path}',
        '/api/product/{id}',
        '/api/product/base/{id}',
        '/api/media-slider-items/main_page/{place}',
      ]),
    );
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/media/'))).toBe(false);
  });

  it('serves the API docs', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('generated pictures', () => {
  it.each([
    ['/media/product/1/0.svg', 200],
    ['/media/product/1/99.svg', 404],
    ['/media/product/999999/0.svg', 404],
    ['/media/seller/1.svg', 200],
    ['/media/banner/1.svg', 200],
    ['/media/seller/x.svg', 400],
  ])('%s answers %i', async (url, status) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(status);
    if (status === 200) {
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toMatch(/<svg[^>]+width="\d+"[^>]+height="\d+"/);
    }
  });
});

describe('the client address behind the per-address limits', () => {
  // Three API requests a minute per address; each request names a new forwarded address.
  const fourRequests = async (trustProxy: Config['trustProxy'], remoteAddress: string) => {
    const app = await buildApp({ db: t.db, config: { ...t.config, rateLimitPerMinute: 3, trustProxy } });
    const statuses: number[] = [];
    for (const forwarded of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      const res = await app.inject({ url: '/api/delivery/map-config', remoteAddress, headers: { 'x-forwarded-for': forwarded } });
      statuses.push(res.statusCode);
    }
    await app.close();
    return statuses;
  };

  it.each<[string, Config['trustProxy'], string, number[]]>([
    ['no proxy is trusted: a forged X-Forwarded-For changes nothing', [], '10.0.0.1', [200, 200, 200, 429]],
    ['the connection comes from a trusted proxy: its forwarded address counts', ['10.0.0.1'], '10.0.0.1', [200, 200, 200, 200]],
    ['a trusted range', ['10.0.0.0/8'], '10.0.0.1', [200, 200, 200, 200]],
    ['the connection comes from elsewhere: its header is ignored', ['10.0.0.1'], '10.0.0.2', [200, 200, 200, 429]],
  ])('%s', async (_, trustProxy, remoteAddress, statuses) => {
    expect(await fourRequests(trustProxy, remoteAddress)).toEqual(statuses);
  });
});

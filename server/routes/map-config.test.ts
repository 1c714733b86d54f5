import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../testing/app';
import { tilesOrigin } from './map-config';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
});
afterAll(() => t.close());

describe('GET /api/delivery/map-config', () => {
  it('answers the docs/product-rules.md#routes-and-screens map settings with the configured tiles', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/delivery/map-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tiles_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
      start: { lat: 50.431759, lng: 30.517023 },
      cluster_radius: 60,
      max_zoom: 16,
    });
  });

  it('lets the page load the tiles: their origin is an image source of the CSP', async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/api/delivery/map-config' })).headers['content-security-policy'];
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org;/);
  });

  it('follows MAP_TILES_URL', async () => {
    const app = await buildApp({ db: t.db, config: { ...t.config, mapTilesUrl: 'https://{s}.tiles.example.net/osm/{z}/{x}/{y}.png' } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/delivery/map-config' });
      expect(res.json().tiles_url).toBe('https://{s}.tiles.example.net/osm/{z}/{x}/{y}.png');
      expect(res.headers['content-security-policy']).toContain('https://*.tiles.example.net');
    } finally {
      await app.close();
    }
  });
});

describe('tilesOrigin', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.com:8443/{z}/{x}/{y}.png', 'https://*.tile.example.com:8443'],
    ['http://127.0.0.1:9000/tiles/{z}/{x}/{y}.png', 'http://127.0.0.1:9000'],
    ['/media/tiles/{z}/{x}/{y}.png', null],
    ['ftp://tiles.example.com/{z}/{x}/{y}.png', null],
  ])('%s → %s', (template, origin) => {
    expect(tilesOrigin(template)).toBe(origin);
  });
});

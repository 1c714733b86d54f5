import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isSubresource, registerSecurityHeaders } from './security-headers';

describe('security headers', () => {
  async function appWith() {
    const app = Fastify();
    registerSecurityHeaders(app, { contentSecurityPolicy: { directives: { scriptSrc: ["'self'"] } } });
    app.get('/', async () => ({ ok: true }));
    app.get('/framed', async (_req, reply) => reply.header('x-frame-options', 'DENY').send({ ok: true }));
    app.get('/assets/:file', async (req, reply) =>
      reply.type((req.params as { file: string }).file.endsWith('.css') ? 'text/css' : 'application/javascript').send('x'),
    );
    app.get('/sw.js', async (_req, reply) => reply.type('application/javascript').send('x'));
    app.get('/media/:file', async (req, reply) =>
      reply.type((req.params as { file: string }).file.endsWith('.svg') ? 'image/svg+xml' : 'image/webp').send('x'),
    );
    return app;
  }

  it('puts helmet’s headers on every answer, the policy as configured', async () => {
    const app = await appWith();
    for (let i = 0; i < 2; i++) {
      const res = await app.inject('/');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    await app.close();
  });

  it('lets a route set a header of its own in place of helmet’s', async () => {
    const app = await appWith();
    expect((await app.inject('/framed')).headers['x-frame-options']).toBe('DENY');
    await app.close();
  });

  it.each([
    ['a module script of the build', '/assets/shell-abc.js', false],
    ['the stylesheet', '/assets/style-abc.css', false],
    ['a product picture', '/media/1.webp', false],
    ['the service worker, whose policy is its own', '/sw.js', true],
    ['a drawn SVG picture, a document when opened alone', '/media/1.svg', true],
    ['an API answer', '/', true],
  ])('%s keeps the policy a document needs: %s → %s', async (_what, url, asDocument) => {
    const app = await appWith();
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster']) {
      expect(res.headers[name] !== undefined, name).toBe(asDocument);
    }
    await app.close();
  });
});

describe('which answers a page only loads', () => {
  it.each([
    ['/assets/index-abc.js', 'application/javascript; charset=utf-8', true],
    ['/assets/index-abc.js.map', 'application/json; charset=utf-8', true],
    ['/assets/style-abc.css', 'text/css; charset=utf-8', true],
    ['/media/product/1411-1-400.avif', 'image/avif', true],
    ['/media/review/7.webp', 'image/webp', true],
    ['/media/brand/3.svg', 'image/svg+xml', false],
    ['/assets/drawing-abc.svg', 'image/svg+xml', false],
    ['/assets/page.html', 'text/html; charset=utf-8', false],
    ['/sw.js', 'application/javascript; charset=utf-8', false],
    ['/product/1411', 'text/html; charset=utf-8', false],
    ['/api/menu', 'application/json; charset=utf-8', false],
    ['/assets/unknown', '', false],
  ])('%s as %s → %s', (url, type, expected) => {
    expect(isSubresource(url, type)).toBe(expected);
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

describe('security headers', () => {
  async function appWith() {
    const app = Fastify();
    registerSecurityHeaders(app, { contentSecurityPolicy: { directives: { scriptSrc: ["'self'"] } } });
    app.get('/', async () => ({ ok: true }));
    app.get('/framed', async (_req, reply) => reply.header('x-frame-options', 'DENY').send({ ok: true }));
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
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { registerStaticFiles } from './static-files';

const dist = mkdtempSync(join(tmpdir(), 'kramnytsia-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

it('serves the build from an absolute DIST_DIR, hashed assets as immutable', async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  writeFileSync(join(dist, 'assets', 'entry-abc123.js'), 'console.log(1)');
  const app = Fastify();
  await registerStaticFiles(app, dist);
  const res = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe('console.log(1)');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  await app.close();
});

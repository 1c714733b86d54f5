import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/test/build', () => {
  it('answers the app’s version, and when the served build was made', async () => {
    const { version } = (await import('../../package.json', { with: { type: 'json' } })).default;
    expect((await t.call('GET', '/api/test/build')).json()).toEqual({ data: { version, built_at: null } });
    mkdirSync(t.config.distDir, { recursive: true });
    const shell = join(t.config.distDir, 'index.html');
    writeFileSync(shell, '<html></html>');
    utimesSync(shell, new Date('2026-11-20T10:00:00Z'), new Date('2026-11-20T10:00:00Z'));
    expect((await t.call('GET', '/api/test/build')).json().data.built_at).toBe('2026-11-20T10:00:00.000Z');
  });

  it('serves /test/test in both languages, never indexed', async () => {
    for (const [url, title] of [
      ['/test/test', 'Тестова сторінка'],
      ['/ru/test/test', 'Тестовая страница'],
    ]) {
      const res = await t.call('GET', url!);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${title}`);
      expect(res.body).toContain('noindex');
    }
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(() => t.close());

describe('/api/health/ready', () => {
  it('answers ready when the database answers with every migration applied', async () => {
    const res = await t.call('GET', '/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 with Retry-After while a migration is missing, and ready once it is back', async () => {
    const [last] = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc limit 1`
      .execute(t.db)
      .then((r) => r.rows);
    await sql`delete from kysely_migration where name = ${last!.name}`.execute(t.db);
    try {
      const res = await t.call('GET', '/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: 'Сервер зараз перевантажений. Спробуйте за кілька секунд', status: 'migrating' });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last!.name}, ${last!.timestamp})`.execute(t.db);
    }
    expect((await t.call('GET', '/api/health/ready')).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer, while /api/health stays alive', async () => {
    const lost = await createTestApp({ products: 20 });
    try {
      await lost.db.destroy();
      const res = await lost.call('GET', '/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json().status).toBe('database unreachable');
      expect((await lost.call('GET', '/api/health')).statusCode).toBe(200);
    } finally {
      await lost.close();
    }
  });
});

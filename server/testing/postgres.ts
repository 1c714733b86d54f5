import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { seedDemoCatalogue } from '../db/seed';
import { postgresDatabaseUrl, postgresUrl } from './database';

/** Tests that PostgreSQL answers what SQLite answers run when TEST_POSTGRES_URL is set; otherwise they are skipped. */
export { postgresUrl };

/**
 * A fresh PostgreSQL database for the tests of a `describe`, migrated and seeded, dropped afterwards: `url` (for
 * servers that open their own connections, as separate processes do) and `db` are ready in the tests.
 */
export function freshPostgresDatabase(label: string, products: number): { url: string; db: Db } {
  const name = `kramnytsia_${label}_${randomBytes(4).toString('hex')}`;
  const fresh = {} as { url: string; db: Db };
  let admin: Db;

  beforeAll(async () => {
    admin = await openDatabase(postgresUrl);
    await sql.raw(`create database ${name}`).execute(admin);
    fresh.url = postgresDatabaseUrl(name);
    fresh.db = await openDatabase(fresh.url);
    await migrateToLatest(fresh.db);
    await seedDemoCatalogue(fresh.db, { products });
  }, 120_000);

  // Registered first, so it runs after the caller's own afterAll hooks have closed their connections.
  afterAll(async () => {
    await fresh.db?.destroy();
    await sql.raw(`drop database if exists ${name}`).execute(admin);
    await admin.destroy();
  });
  return fresh;
}

/**
 * A fresh PostgreSQL database (dropped afterwards) and an in-memory SQLite one, migrated and seeded alike.
 * Call inside a `describe`; the databases are ready in the tests.
 */
export function twinDatabases(label: string, products: number): { pg: Db; lite: Db } {
  const pg = freshPostgresDatabase(label, products);
  const twins = {} as { pg: Db; lite: Db };

  beforeAll(async () => {
    twins.pg = pg.db;
    twins.lite = await openDatabase(':memory:');
    await migrateToLatest(twins.lite);
    await seedDemoCatalogue(twins.lite, { products });
  }, 120_000);

  afterAll(async () => {
    await twins.lite?.destroy();
  });
  return twins;
}

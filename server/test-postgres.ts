import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Db } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedDemoCatalogue } from './db/seed';

/**
 * Tests that PostgreSQL answers what SQLite answers run when TEST_POSTGRES_URL names a server where they
 * may create a database (e.g. postgres://postgres@127.0.0.1:5432/postgres); otherwise they are skipped.
 */
export const postgresUrl = process.env.TEST_POSTGRES_URL;

/**
 * A fresh PostgreSQL database (dropped afterwards) and an in-memory SQLite one, migrated and seeded alike.
 * Call inside a `describe`; the databases are ready in the tests.
 */
export function twinDatabases(label: string, products: number): { pg: Db; lite: Db } {
  const name = `kramnytsia_${label}_${randomBytes(4).toString('hex')}`;
  const twins = {} as { pg: Db; lite: Db };
  let admin: Db;

  beforeAll(async () => {
    admin = await openDatabase(postgresUrl);
    await sql.raw(`create database ${name}`).execute(admin);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    twins.pg = await openDatabase(url.toString());
    twins.lite = await openDatabase(':memory:');
    for (const db of [twins.pg, twins.lite]) {
      await migrateToLatest(db);
      await seedDemoCatalogue(db, { products });
    }
  }, 120_000);

  afterAll(async () => {
    await twins.pg?.destroy();
    await twins.lite?.destroy();
    await sql.raw(`drop database if exists ${name}`).execute(admin);
    await admin.destroy();
  });
  return twins;
}

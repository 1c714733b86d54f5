import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { seedDemoCatalogue } from '../db/seed';

/**
 * Seeding is the slow part of an API test file's setup, and on a busy 2-core machine it pushed `beforeAll` past
 * its timeout. The seed is deterministic, so one seeded file per catalogue size serves the whole run: the first
 * file that asks for a size seeds it once, every file then gets its own copy.
 */
export async function seededTemplate(folder: string, products: number): Promise<string> {
  const template = join(folder, `seed-${products}.db`);
  if (existsSync(template)) return template;
  mkdirSync(folder, { recursive: true });
  // Seeded under a private name and renamed, so a file racing on the same size never copies a half-written one.
  const draft = join(folder, `seed-${products}.${process.pid}.${Date.now()}.db`);
  const db = await openDatabase(draft);
  await migrateToLatest(db);
  await seedDemoCatalogue(db, { products });
  await db.destroy(); // the last close checkpoints the WAL into the file, so the file alone is complete
  renameSync(draft, template);
  return template;
}

/** A fresh database for one test file: a copy of the seeded template. */
export function copyTemplate(template: string, target: string): void {
  copyFileSync(template, target);
  for (const side of ['-wal', '-shm']) rmSync(target + side, { force: true });
}

/**
 * A PostgreSQL server where tests may create and drop databases (e.g. postgres://postgres@127.0.0.1:5432/postgres);
 * without it the PostgreSQL tests are skipped.
 */
export const postgresUrl = process.env.TEST_POSTGRES_URL;

/** Where API test apps keep their data: PostgreSQL when asked for and a server is given, SQLite files otherwise. */
export const testDatabaseEngine = (env: Record<string, string | undefined>): 'postgres' | 'sqlite' =>
  env.TEST_DATABASE_ENGINE === 'postgres' && env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite';

/** The URL of database `name` on the test server. */
export function postgresDatabaseUrl(name: string): string {
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Work on the test server's maintenance database, where databases are created and dropped. */
async function onPostgresServer<T>(work: (admin: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const admin = await openDatabase(postgresUrl);
  try {
    return await work(admin);
  } finally {
    await admin.destroy();
  }
}

/** A prefix no other run's databases have: every database of this run is named with it, so teardown finds them all. */
export const postgresRunPrefix = () => `kramnytsia_run_${randomBytes(4).toString('hex')}`;

const seededOnPostgres = new Map<string, Promise<string>>();

/**
 * The PostgreSQL side of `seededTemplate`: one seeded database per catalogue size and run, which each test app's
 * database is created from. Two workers may ask for the same size at once: the first one to take the advisory
 * lock seeds it, the other waits and then finds it there.
 */
export function seededPostgresTemplate(runPrefix: string, products: number): Promise<string> {
  const template = `${runPrefix}_seed_${products}`;
  let seeded = seededOnPostgres.get(template);
  if (!seeded) {
    seeded = onPostgresServer((admin) =>
      admin.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(hashtext(${template}))`.execute(connection);
        try {
          const { rows } = await sql`select 1 from pg_database where datname = ${template}`.execute(connection);
          if (rows.length > 0) return template;
          await sql.raw(`create database ${template}`).execute(connection);
          const db = await openDatabase(postgresDatabaseUrl(template));
          try {
            await migrateToLatest(db);
            await seedDemoCatalogue(db, { products });
          } catch (error) {
            await db.destroy();
            // A half-seeded template would serve every later test app: it goes, and the next asker seeds it anew.
            await sql.raw(`drop database ${template}`).execute(connection);
            throw error;
          }
          await db.destroy(); // a template is copied only while nobody is connected to it
          return template;
        } finally {
          await sql`select pg_advisory_unlock(hashtext(${template}))`.execute(connection);
        }
      }),
    );
    seeded.catch(() => seededOnPostgres.delete(template));
    seededOnPostgres.set(template, seeded);
  }
  return seeded;
}

/** A fresh PostgreSQL database for one test app, a copy of the template; its URL. */
export async function copyPostgresTemplate(template: string, runPrefix: string): Promise<string> {
  const name = `${runPrefix}_app_${randomBytes(4).toString('hex')}`;
  await onPostgresServer((admin) => sql.raw(`create database ${name} template ${template}`).execute(admin));
  return postgresDatabaseUrl(name);
}

/** Drops one database of the test server; connections a test left open are ended. */
export async function dropPostgresDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await onPostgresServer((admin) => sql.raw(`drop database if exists ${name} with (force)`).execute(admin));
}

/** Drops every database of a run: its templates, and the databases of test apps that did not close. */
export async function dropPostgresRun(runPrefix: string): Promise<void> {
  await onPostgresServer(async (admin) => {
    const { rows } = await sql<{ datname: string }>`select datname from pg_database where datname like ${`${runPrefix}\\_%`}`.execute(
      admin,
    );
    for (const { datname } of rows) await sql.raw(`drop database if exists ${datname} with (force)`).execute(admin);
  });
}

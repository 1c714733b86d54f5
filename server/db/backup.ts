import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../config';
import { openDatabase } from './connection';

/** What a backup folder holds, and what `restore` reads first. */
interface Manifest {
  made_at: string;
  engine: 'sqlite' | 'postgres';
  /** the database: `store.db` (SQLite) or `store.pgdump` (pg_dump's custom format) */
  database: string;
  /** the shoppers' files, without `cache/` (made again when asked for) */
  uploads: string | null;
  /** the VAPID key pair pushes are signed with, from the environment or the database */
  vapid: string | null;
}

const MANIFEST = 'backup.json';
const isPostgres = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//.test(url);
const sqliteFile = (url: string | undefined) => url?.replace(/^sqlite:(\/\/)?/, '') || 'data/store.db';
const isEmptyOrMissing = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

type BackupSettings = Pick<Config, 'databaseUrl' | 'uploadsDir' | 'vapidKeys'>;

/**
 * A consistent copy of a live store in `dir` (empty or new): the database as of one moment while the store goes on
 * serving (SQLite's `VACUUM INTO` reads one snapshot and never blocks a writer in WAL mode; `pg_dump` reads one
 * transaction), the uploads, and the VAPID keys.
 */
export async function backupStore(settings: BackupSettings, dir: string, now = new Date()): Promise<Manifest> {
  if (!isEmptyOrMissing(dir)) throw new Error(`${dir} is not empty: back up into a new folder`);
  mkdirSync(dir, { recursive: true });
  const postgres = isPostgres(settings.databaseUrl);
  const manifest: Manifest = {
    made_at: now.toISOString(),
    engine: postgres ? 'postgres' : 'sqlite',
    database: postgres ? 'store.pgdump' : 'store.db',
    uploads: null,
    vapid: null,
  };
  const db = await openDatabase(settings.databaseUrl);
  try {
    if (postgres)
      execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${join(dir, manifest.database)}`, settings.databaseUrl!], {
        stdio: ['ignore', 'inherit', 'inherit'],
      });
    else await sql`vacuum into ${join(dir, manifest.database)}`.execute(db);
    const kept =
      settings.vapidKeys ??
      (await db
        .selectFrom('push_keys')
        .where('id', '=', 1)
        .select(['public_key as publicKey', 'private_key as privateKey'])
        .executeTakeFirst());
    if (kept) {
      manifest.vapid = 'vapid.json';
      writeFileSync(join(dir, manifest.vapid), JSON.stringify({ publicKey: kept.publicKey, privateKey: kept.privateKey }, null, 2), {
        mode: 0o600,
      });
    }
  } finally {
    await db.destroy();
  }
  if (existsSync(settings.uploadsDir)) {
    manifest.uploads = 'uploads';
    cpSync(settings.uploadsDir, join(dir, manifest.uploads), {
      recursive: true,
      filter: (source) => !source.startsWith(join(settings.uploadsDir, 'cache')),
    });
  }
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts a backup back into an empty store: the SQLite file must not exist yet (or the PostgreSQL database must have
 * no tables), nor may the uploads folder hold anything. The VAPID keys come back with the database; when they were
 * set in the environment, `vapid.json` holds them for VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.
 */
export async function restoreStore(settings: Pick<Config, 'databaseUrl' | 'uploadsDir'>, dir: string): Promise<Manifest> {
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as Manifest;
  const postgres = isPostgres(settings.databaseUrl);
  if ((manifest.engine === 'postgres') !== postgres)
    throw new Error(`The backup is of ${manifest.engine}; DATABASE_URL names ${postgres ? 'postgres' : 'sqlite'}`);
  if (!isEmptyOrMissing(settings.uploadsDir)) throw new Error(`${settings.uploadsDir} is not empty: restore into an empty store`);
  if (postgres) {
    const db = await openDatabase(settings.databaseUrl);
    try {
      const { rows } = await sql<{
        n: string;
      }>`select count(*) as n from information_schema.tables where table_schema = current_schema()`.execute(db);
      if (Number(rows[0]?.n ?? 0) > 0) throw new Error('The PostgreSQL database is not empty: restore into a new one');
    } finally {
      await db.destroy();
    }
    execFileSync('pg_restore', ['--no-owner', `--dbname=${settings.databaseUrl!}`, join(dir, manifest.database)], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  } else {
    const file = sqliteFile(settings.databaseUrl);
    if (existsSync(file)) throw new Error(`${file} exists: restore into an empty data folder`);
    mkdirSync(dirname(file), { recursive: true });
    cpSync(join(dir, manifest.database), file);
  }
  if (manifest.uploads) cpSync(join(dir, manifest.uploads), settings.uploadsDir, { recursive: true });
  return manifest;
}

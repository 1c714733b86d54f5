import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedDemoCatalogue } from './db/seed';

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

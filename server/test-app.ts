import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedDemoCatalogue } from './db/seed';
import { createSession } from './services/customer-sessions';
import { usePasswordCostForTests } from './services/passwords';

// Thousands of test accounts: the production cost (N=2^17) would make every sign-up test slow.
usePasswordCostForTests(2 ** 10);

/**
 * A real app over a real SQLite file in a temporary folder, seeded with a small demo catalogue.
 * API tests drive it through Fastify's inject: real routing, validation and serialization.
 */
export async function createTestApp({ products = 400 }: { products?: number } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'kramnytsia-test-'));
  const db = await openDatabase(join(dir, 'store.db'));
  await migrateToLatest(db);
  await seedDemoCatalogue(db, { products });
  const config = { ...readConfig({}), distDir: join(dir, 'no-dist'), uploadsDir: join(dir, 'uploads'), publicUrl: 'https://kramnytsia.test' };
  const app = await buildApp({ db, config });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let customerSeq = 0;

/** A customer made in the test, signed in: until sign-up exists this is how API tests act as one. */
export async function signInTestCustomer(db: TestApp['db'], name = 'Олена') {
  customerSeq += 1;
  const phone = `380670000${String(customerSeq).padStart(3, '0')}`;
  const { id } = await db
    .insertInto('customers')
    .values({ phone, name, surname: 'Тестова', patronymic: '', created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await createSession(db, id);
  return { id, phone, token, cookies: { token } };
}

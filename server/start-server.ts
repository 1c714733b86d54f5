import type { Config } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedDemoCatalogue } from './db/seed';

/** Opens the database, migrates, seeds an empty one with the demo catalogue, and listens. */
export async function startServer(config: Config) {
  const db = await openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const empty = !(await db.selectFrom('categories').select('id').limit(1).executeTakeFirst());
  if (empty) {
    const started = performance.now();
    await seedDemoCatalogue(db);
    console.log(`Seeded the demo catalogue in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const app = await buildApp({ db, config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  app.addHook('onClose', () => db.destroy());
  await app.listen({ port: config.port, host: config.host });
  return app;
}

import type { FastifyInstance } from 'fastify';
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

/**
 * Stops the way a store should: no new connections, the requests in flight answered, the database closed,
 * exit 0. One stop often brings the signal more than once (Ctrl-C or a container stop reaches the whole
 * process group, and npm passes its own copy on), so a repeat must not cut the first stop short; only the
 * grace period does, for a client that never finishes its request.
 */
export function closeOnSignals(app: Pick<FastifyInstance, 'close' | 'log'>, graceSeconds: number): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing the requests in flight, then closing`);
    setTimeout(() => {
      app.log.error(`Requests still open ${graceSeconds} s after ${signal}: cutting them`);
      process.exit(1);
    }, graceSeconds * 1000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

import cluster, { type Worker } from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Db } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { chooseProviders, paymentsNotice } from './providers';

/** A process that answers shoppers keeps SQLite's checkpoints off its event loop. */
const serving = { checkpointsInThread: true };

/**
 * Migrates and seeds an empty database, once per start, before any process serves: with the demo catalogue
 * outside production, with the reference data alone in production (no demo customer, sellers or keys).
 */
async function prepareDatabase(db: Db, demo: boolean): Promise<void> {
  await migrateToLatest(db);
  const empty = !(await db.selectFrom('categories').select('id').limit(1).executeTakeFirst());
  if (empty) {
    const started = performance.now();
    // Loaded only for an empty database: a start on a seeded one does not parse the demo catalogue's makers.
    const { seedDemoCatalogue, seedReferenceData } = await import('./db/seed');
    if (demo) await seedDemoCatalogue(db);
    else await seedReferenceData(db);
    console.log(`Seeded the ${demo ? 'demo catalogue' : 'reference data'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/**
 * The app, and everything it brings (Fastify, the routes' schemas, page rendering, images), is loaded only by a
 * process that serves: the primary of several workers never does, and stays a small process that only watches them.
 */
async function listen(db: Db, config: Config) {
  const [
    { buildApp },
    { startNotificationJobs },
    { startPaymentJobs },
    { startDeliveryJobs },
    { startPriceFeedJobs },
    { startContentJobs },
  ] = await Promise.all([
    import('./app'),
    import('./jobs/start-notification-jobs'),
    import('./jobs/payment-jobs'),
    import('./jobs/start-delivery-jobs'),
    import('./jobs/price-feed-jobs'),
    import('./jobs/content-jobs'),
  ]);
  const app = await buildApp({ db, config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  // Notices go out off the request path; a stop lets the run under way finish before the database closes.
  const providers = chooseProviders(db, config, app.log);
  const jobs = await startNotificationJobs(db, config, app.log, providers);
  const payments = startPaymentJobs(db, config, providers, app.log);
  const deliveryJobs = startDeliveryJobs(db, config, app.log);
  const feedJobs = startPriceFeedJobs(db, app.log);
  const contentJobs = startContentJobs(db, app.log);
  app.addHook('onClose', async () => {
    await Promise.all([jobs.stop(), payments.stop(), deliveryJobs?.stop(), feedJobs.stop(), contentJobs.stop()]);
    await db.destroy();
  });
  // A stop answers the requests in flight with `Connection: close`: their clients would otherwise keep the
  // connection open, idle, and hold the stop until it timed out (seconds), long after the last answer.
  let stopping = false;
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  await app.listen({ port: config.port, host: config.host });
  return app;
}

/**
 * The store in this process, as `WEB_CONCURRENCY` asks: one process that serves, or the primary of that many
 * workers (it prepares the database once and forks them), or one of those workers.
 */
export async function runStore(config: Config): Promise<void> {
  const open = (processes: string) =>
    console.log(
      `Kramnytsia is open at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${processes}). ${paymentsNotice(config)}`,
    );
  if (cluster.isWorker) {
    closeOnSignals(await startWorker(config), config.shutdownGraceSeconds);
  } else if (config.webConcurrency === 1) {
    const app = await startServer(config);
    open('one process');
    closeOnSignals(app, config.shutdownGraceSeconds);
  } else {
    // Migrations and the seed run here once, never in several workers at a time.
    await prepareForWorkers(config);
    await runWorkers(config.webConcurrency);
    open(`${config.webConcurrency} processes`);
  }
}

/**
 * Opens the database, migrates, seeds an empty one, and listens: one process. `demo`: seed the demo catalogue,
 * as a store outside production does; a benchmark of production mode asks for it too.
 */
export async function startServer(config: Config, { demo = !config.production }: { demo?: boolean } = {}) {
  const db = await openDatabase(config.databaseUrl, serving);
  await prepareDatabase(db, demo);
  return listen(db, config);
}

/** Prepares the database alone, then closes it, so that the processes started after it only serve. */
async function prepareForWorkers(config: Config): Promise<void> {
  const db = await openDatabase(config.databaseUrl);
  await prepareDatabase(db, !config.production);
  await db.destroy();
}

/** A worker process: the primary prepared the database, and node:cluster shares the port among the workers. */
async function startWorker(config: Config) {
  return listen(await openDatabase(config.databaseUrl, serving), config);
}

/**
 * Stops the way a store should: no new connections, the requests in flight answered, the database closed,
 * exit 0. One stop often brings the signal more than once (Ctrl-C or a container stop reaches the whole
 * process group, and npm passes its own copy on), so a repeat must not cut the first stop short; only the
 * grace period does, for a client that never finishes its request.
 */
function closeOnSignals(app: Pick<FastifyInstance, 'close' | 'log'>, graceSeconds: number): void {
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

/**
 * The primary of `WEB_CONCURRENCY` workers: starts them, resolves once all of them listen, replaces one that
 * dies while the store runs, and on a stop passes the signal to each (a container stop reaches only the
 * primary) and exits when they have finished their requests: 0, or 1 when any of them had to cut some.
 * A worker that dies before it ever listened stops the whole store: another would fail the same way.
 */
function runWorkers(count: number): Promise<void> {
  let stopping = false;
  let failed = false;
  const listening = new Set<Worker>();
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  return new Promise((resolve) => {
    cluster.on('listening', (worker) => {
      listening.add(worker);
      if (listening.size === count) resolve();
    });
    cluster.on('exit', (worker, code, signal) => {
      const served = listening.delete(worker);
      if (!stopping && served) {
        console.error(`Worker ${worker.process.pid} ended (${signal ?? code}): starting another`);
        cluster.fork();
        return;
      }
      if (code !== 0) failed = true;
      if (!stopping) {
        console.error(`Worker ${worker.process.pid} ended (${signal ?? code}) before serving: stopping the store`);
        stop('SIGTERM');
      }
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
    });
    for (let i = 0; i < count; i += 1) cluster.fork();
  });
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { migrationsPending } from '../db/migrate';
import { errorText } from '../i18n/texts';
import { requestLang } from './lang';
import { HEALTH_PATH, RETRY_AFTER_SECONDS } from './overload';

/** Where a load balancer or a container asks whether this process may be sent shoppers. */
const READY_PATH = `${HEALTH_PATH}/ready`;

/** A database that takes longer than this to answer one query is as good as unreachable to a shopper. */
const DATABASE_WAIT_MS = 2000;

function withinWait<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer in ${DATABASE_WAIT_MS} ms`)), DATABASE_WAIT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * `/api/health` stays the cheap "alive" answer; readiness also asks the database, with one query: 200 when it
 * answers and has every migration this code needs, 503 with Retry-After while a migration runs (or the schema
 * is behind this server) or the database does not answer.
 */
export function registerReadiness(app: FastifyInstance, db: Db): void {
  app.get(READY_PATH, { schema: { hide: true }, config: { pressureHandler: () => undefined, rateLimit: false } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    let status: 'ready' | 'migrating' | 'database unreachable';
    try {
      status = (await withinWait(migrationsPending(db))) ? 'migrating' : 'ready';
    } catch (error) {
      req.log.warn({ err: error }, 'readiness: the database does not answer');
      status = 'database unreachable';
    }
    if (status === 'ready') return { status };
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ message: errorText(requestLang(req), 'serverBusy'), status });
  });
}

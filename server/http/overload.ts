import fastifyUnderPressure, { TYPE_EVENT_LOOP_DELAY } from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { Busy } from '../services/platform/domain-errors';

/** How soon a refused shopper's app (or a load balancer) should try again. */
export const RETRY_AFTER_SECONDS = 5;

/** The plugin measures the event loop over a second at a time. */
const SAMPLE_MS = 1000;

/** Where a load balancer asks whether this process is alive; it is answered even under pressure. */
export const HEALTH_PATH = '/api/health';

/**
 * Sheds load instead of queueing it: when the event loop lags or the heap nears its limit, every new API request
 * gets a 503 at once, with Retry-After and the "server busy" text in the shopper's language, rather than a
 * wait of many seconds that ends in a timeout anyway. Register before everything else, so a refusal costs
 * nothing but this check.
 *
 * Pages and files are still served: a script refused mid-load leaves the page dead (it never comes alive, and
 * nothing asks for it again), while a refused API call is retried by the app and a page rendered without its data
 * fetches it in the browser.
 */
export async function registerOverloadShedding(
  app: FastifyInstance,
  config: Pick<Config, 'overloadEventLoopDelayMs' | 'overloadHeapMb'>,
): Promise<void> {
  // The first samples after a start measure the start itself (loading the code, building the routes), not
  // shoppers: a process that has just begun to listen would refuse its first requests. Lag counts from the
  // second full sample after listening on.
  let listeningSince: number | null = null;
  app.addHook('onListen', async () => {
    listeningSince = performance.now();
  });
  const settled = () => listeningSince !== null && performance.now() - listeningSince > 2 * SAMPLE_MS;

  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: config.overloadEventLoopDelayMs,
    maxHeapUsedBytes: config.overloadHeapMb * 2 ** 20,
    sampleInterval: SAMPLE_MS,
    // A rejected handler is passed on as the request's error: the error handler answers Busy as 503 in the shopper's language.
    pressureHandler: async (req, reply, type) => {
      if (!req.url.startsWith('/api/') || (type === TYPE_EVENT_LOOP_DELAY && !settled())) return;
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new Busy('serverBusy');
    },
  });
  // A busy process is still alive: restarting it would only throw away the requests it is finishing.
  app.get(HEALTH_PATH, { schema: { hide: true }, config: { pressureHandler: () => undefined, rateLimit: false } }, async () => ({
    status: 'ok',
  }));
}

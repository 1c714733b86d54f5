import type { FastifyBaseLogger } from 'fastify';

/** How often a server process looks for due jobs: a notice leaves within seconds, and an idle store reads one index. */
const POLL_MS = 5_000;

export interface JobPoller {
  /** No new run starts; resolves when the run under way (its sends have a timeout) has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs`, one run at a time, from the moment the server starts until it stops; the first run
 * comes `firstInMs` after the start. A failed run is logged and the next one tries again: the jobs it claimed are
 * due again when their lease ends.
 */
export function startJobPoller(
  run: () => Promise<unknown>,
  log: Pick<FastifyBaseLogger, 'error'>,
  everyMs = POLL_MS,
  what = 'notification jobs',
  firstInMs = everyMs,
): JobPoller {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = run().then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, `${what} run failed`),
    );
    void running.then(() => {
      if (!stopped) timer = setTimeout(tick, everyMs);
    });
  };
  timer = setTimeout(tick, firstInMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

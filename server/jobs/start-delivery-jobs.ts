import type { FastifyBaseLogger } from 'fastify';
import { novaPoshtaClient } from '../adapters/nova-poshta';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { pruneDeliveryQuotes } from '../services/delivery/delivery-quotes';
import { claimSync, syncNovaPoshta } from './nova-poshta-sync';
import { trackWaybills } from './nova-poshta-tracking';
import { startJobPoller, type JobPoller } from './poller';

/** Often enough that a run that died is carried on within minutes, rarely enough to cost nothing. */
const CHECK_MS = 60_000;
/** Parcels are looked at in batches this often; each one at most every TRACK_EVERY_MS. */
const TRACK_CHECK_MS = 5 * 60_000;
/** Quotes left unasked for a day are deleted this often (every process does it; a second delete finds nothing). */
const PRUNE_QUOTES_MS = 60 * 60_000;

/**
 * With a Nova Poshta key, each server process looks whether the sync is due as it starts and then every minute, and
 * takes it if so (the first sync, or one for a table without Nova Poshta's points, begins at once); every few
 * minutes, or every NOVA_POSHTA_TRACKING_SECONDS when that is shorter, where the parcels of sent orders are
 * (server/jobs/nova-poshta-tracking.ts); and every hour it deletes the delivery quotes nobody asked for in a day.
 */
export function startDeliveryJobs(db: Db, config: Config, log: FastifyBaseLogger): JobPoller | null {
  if (!config.novaPoshta) return null;
  const client = novaPoshtaClient(config.novaPoshta);
  const stopping = new AbortController();
  let starting = true;
  const poller = startJobPoller(
    async () => {
      const claimed = await claimSync(db, new Date(), { starting });
      starting = false;
      if (!claimed) return;
      const done = await syncNovaPoshta(db, client, { signal: stopping.signal });
      if (done.phase === 'done') log.info({ delivery: { cities: done.cities_synced, points: done.points_synced } }, 'Nova Poshta synced');
    },
    log,
    CHECK_MS,
    'Nova Poshta sync',
    0,
  );
  const trackEveryMs = config.novaPoshtaTrackingSeconds * 1000;
  const tracker = startJobPoller(
    () => trackWaybills(db, client, new Date(), trackEveryMs),
    log,
    Math.min(TRACK_CHECK_MS, trackEveryMs),
    'Nova Poshta tracking',
  );
  const pruner = startJobPoller(() => pruneDeliveryQuotes(db, new Date()), log, PRUNE_QUOTES_MS, 'delivery quotes pruning');
  return {
    // A stop waits for the page under way, not the whole sync; the next start carries it on.
    async stop() {
      stopping.abort();
      await Promise.all([poller.stop(), tracker.stop(), pruner.stop()]);
    },
  };
}

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
 * With a Nova Poshta key, each server process looks every minute whether the nightly sync is due, and takes it if
 * so; every few minutes where the parcels of sent orders are (server/jobs/nova-poshta-tracking.ts); and every hour
 * it deletes the delivery quotes nobody asked for in a day.
 */
export function startDeliveryJobs(db: Db, config: Config, log: FastifyBaseLogger): JobPoller | null {
  if (!config.novaPoshta) return null;
  const client = novaPoshtaClient(config.novaPoshta);
  const stopping = new AbortController();
  const poller = startJobPoller(
    async () => {
      if (!(await claimSync(db, new Date()))) return;
      const done = await syncNovaPoshta(db, client, { signal: stopping.signal });
      if (done.phase === 'done') log.info({ delivery: { cities: done.cities_synced, points: done.points_synced } }, 'Nova Poshta synced');
    },
    log,
    CHECK_MS,
    'Nova Poshta sync',
  );
  const tracker = startJobPoller(() => trackWaybills(db, client, new Date()), log, TRACK_CHECK_MS, 'Nova Poshta tracking');
  const pruner = startJobPoller(() => pruneDeliveryQuotes(db, new Date()), log, PRUNE_QUOTES_MS, 'delivery quotes pruning');
  return {
    // A stop waits for the page under way, not the whole sync; the next start carries it on.
    async stop() {
      stopping.abort();
      await Promise.all([poller.stop(), tracker.stop(), pruner.stop()]);
    },
  };
}

/**
 * npm run delivery:sync
 * Brings Nova Poshta's cities, branches and parcel lockers into the database named by DATABASE_URL (default
 * data/store.db, migrated first) once, with NOVA_POSHTA_API_KEY (and NOVA_POSHTA_URL for another address). A run
 * that stopped part way, here or in the server's nightly job, is carried on from the page it had not written.
 */
import { novaPoshtaClient } from './adapters/nova-poshta';
import { readConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { syncNovaPoshta } from './jobs/nova-poshta-sync';

const { novaPoshta } = readConfig();
if (!novaPoshta) {
  console.error(
    'Set NOVA_POSHTA_API_KEY to the key of the Nova Poshta business cabinet\nUsage: NOVA_POSHTA_API_KEY=… npm run delivery:sync   (env: DATABASE_URL, NOVA_POSHTA_URL)',
  );
  process.exit(2);
}

const db = await openDatabase(process.env.DATABASE_URL || undefined);
try {
  await migrateToLatest(db);
  const done = await syncNovaPoshta(db, novaPoshtaClient(novaPoshta), {
    onPage: (progress) =>
      console.log(
        `${progress.phase === 'done' ? 'done' : `${progress.phase}, page ${progress.next_page}`}: ${progress.cities_synced} cities, ${progress.points_synced} points`,
      ),
  });
  console.log(`Nova Poshta synced: ${done.cities_synced} cities and ${done.points_synced} branches and lockers`);
} catch (error) {
  console.error(`The sync stopped: ${(error as Error).message}\nRun it again to carry on from where it stood.`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}

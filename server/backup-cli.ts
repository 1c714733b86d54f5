/**
 * npm run backup -- <dir>    a consistent copy of the store (database, uploads, VAPID keys) while it serves
 * npm run restore -- <dir>   puts one back into an empty store
 * Both read DATABASE_URL, UPLOADS_DIR and the VAPID variables as the store does.
 */
import { readConfig } from './config';
import { backupStore, restoreStore } from './db/backup';

const [command, dir] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !dir) {
  console.error('Usage: npm run backup -- <dir>   |   npm run restore -- <dir>');
  process.exit(2);
}
// The backup needs none of production's start checks: it only reads where the data lives.
const config = readConfig({ ...process.env, NODE_ENV: undefined });
try {
  const started = performance.now();
  const manifest = command === 'backup' ? await backupStore(config, dir) : await restoreStore(config, dir);
  const what = [manifest.database, manifest.uploads, manifest.vapid].filter(Boolean).join(', ');
  console.log(
    `${command === 'backup' ? 'Backed up' : 'Restored'} ${what} (${manifest.engine}, made ${manifest.made_at}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}

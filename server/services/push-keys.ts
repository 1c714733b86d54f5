import { newVapidKeys, type VapidKeys } from '../adapters/push';
import type { Config } from '../config';
import type { Db } from '../db/connection';

/**
 * The store's VAPID keys: the configured pair, else the one kept in the database, made by whichever process
 * starts first. Two processes starting at once both try to insert their own new pair; the row's key lets only one
 * in, and both then read that one, so browsers never hold a key the store no longer signs with.
 */
export async function vapidKeys(db: Db, config: Pick<Config, 'vapidKeys' | 'vapidSubject'>, now = new Date()): Promise<VapidKeys> {
  if (config.vapidKeys) return { ...config.vapidKeys, subject: config.vapidSubject };
  const made = newVapidKeys();
  await db
    .insertInto('push_keys')
    .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const kept = await db.selectFrom('push_keys').where('id', '=', 1).select(['public_key', 'private_key']).executeTakeFirstOrThrow();
  return { publicKey: kept.public_key, privateKey: kept.private_key, subject: config.vapidSubject };
}

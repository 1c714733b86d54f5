import { newVapidKeys, type VapidKeys } from '../../adapters/push';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';

/**
 * The store's VAPID keys: the configured pair, else the one kept in the database, made by whichever process
 * asks first. Two processes asking at once may both make a pair; the row's key lets only one in, and both then
 * read that one, so browsers never hold a key the store no longer signs with.
 */
export async function vapidKeys(db: Db, config: Pick<Config, 'vapidKeys' | 'vapidSubject'>, now = new Date()): Promise<VapidKeys> {
  if (config.vapidKeys) return { ...config.vapidKeys, subject: config.vapidSubject };
  const kept = () => db.selectFrom('push_keys').where('id', '=', 1).select(['public_key', 'private_key']).executeTakeFirst();
  let pair = await kept();
  if (!pair) {
    const made = newVapidKeys();
    await db
      .insertInto('push_keys')
      .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey, created_at: now.toISOString() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    pair = await kept();
  }
  if (!pair) throw new Error('The VAPID key pair was neither found nor made');
  return { publicKey: pair.public_key, privateKey: pair.private_key, subject: config.vapidSubject };
}

import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection';
import { NotFound } from '../platform/domain-errors';

/** Keys to the seller API are kept as their sha256 only, like session tokens: a leaked table opens nothing. */
export const hashSellerKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** 32 random bytes: the key is shown once and kept as its hash alone. */
export const newSellerKey = () => `ksk_${randomBytes(32).toString('base64url')}`;

/** A key's row as it is stored: its hash, and the last 4 characters the list tells keys apart by. */
export const sellerKeyRow = (key: string, sellerId: number, name: string, now: Date) => ({
  key_hash: hashSellerKey(key),
  seller_id: sellerId,
  name,
  last4: key.slice(-4),
  created_at: now.toISOString(),
  last_used_at: null,
});

/**
 * How stale a key's last use may get before a request writes it again: the list shows the day, and a write on
 * every call of an integration would queue behind the store's other writes.
 */
const LAST_USED_EVERY_MS = 3_600_000;

/** The seller a key belongs to, or null; marks the key used. */
export async function sellerByKey(db: Db, key: string, now = new Date()) {
  const found = await db
    .selectFrom('seller_api_keys as k')
    .innerJoin('sellers as s', 's.id', 'k.seller_id')
    .where('k.key_hash', '=', hashSellerKey(key))
    .select(['s.id', 's.shop_name', 'k.id as key_id', 'k.last_used_at'])
    .executeTakeFirst();
  if (!found) return null;
  if (found.last_used_at === null || Date.parse(found.last_used_at) < now.getTime() - LAST_USED_EVERY_MS) {
    await db.updateTable('seller_api_keys').set({ last_used_at: now.toISOString() }).where('id', '=', found.key_id).execute();
  }
  return { id: found.id, shop_name: found.shop_name };
}

export type ApiSeller = NonNullable<Awaited<ReturnType<typeof sellerByKey>>>;

const keyColumns = ['id', 'name', 'last4', 'created_at', 'last_used_at'] as const;

/** The seller's keys, newest first: what each is called and when it was made and last used, never the key. */
export async function sellerKeys(db: Db, sellerId: number) {
  return db
    .selectFrom('seller_api_keys')
    .where('seller_id', '=', sellerId)
    .select([...keyColumns])
    .orderBy('id', 'desc')
    .execute();
}

/** A new key for the seller under a name; the answer carries the key itself, which nothing shows again. */
export async function issueSellerKey(db: Db, sellerId: number, name: string, now = new Date()) {
  const key = newSellerKey();
  const row = await db
    .insertInto('seller_api_keys')
    .values(sellerKeyRow(key, sellerId, name.trim(), now))
    .returning([...keyColumns])
    .executeTakeFirstOrThrow();
  return { ...row, key };
}

/** Revokes one of the seller's keys: it stops working at once. Another seller's key is as one that does not exist. */
export async function revokeSellerKey(db: Db, sellerId: number, id: number): Promise<void> {
  const gone = await db.deleteFrom('seller_api_keys').where('id', '=', id).where('seller_id', '=', sellerId).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw new NotFound('seller-team:errors.keyNotFound');
}

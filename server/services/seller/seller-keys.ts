import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection';

/** Keys to the seller API are kept as their sha256 only, like session tokens: a leaked table opens nothing. */
export const hashSellerKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The seller a key belongs to, or null. */
export async function sellerByKey(db: Db, key: string) {
  return (
    (await db
      .selectFrom('seller_api_keys as k')
      .innerJoin('sellers as s', 's.id', 'k.seller_id')
      .where('k.key_hash', '=', hashSellerKey(key))
      .select(['s.id', 's.shop_name'])
      .executeTakeFirst()) ?? null
  );
}

export type ApiSeller = NonNullable<Awaited<ReturnType<typeof sellerByKey>>>;

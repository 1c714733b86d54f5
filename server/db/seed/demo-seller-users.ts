import type { Db } from '../connection';

/**
 * Each demo seller's owner, to sign in to the workspace as (README): phone +380 50 700 {seller id as 4 digits}, so
 * seller 1 is +380 50 700 00 01, and password Prodavets2026. Public knowledge, like the demo customer's password: a
 * real store seeds none. One fixed scrypt hash of that password keeps the seed the same byte for byte.
 */
export const DEMO_SELLER_OWNER = {
  password: 'Prodavets2026',
  phone: (sellerId: number) => `38050700${String(sellerId).padStart(4, '0')}`,
} as const;

const PASSWORD_HASH = 'scrypt$131072$8$1$mvc4jNZRVTDjci1yuY0A6A$0BXn0N1CQTtuZ_WKzMgkjdtDqPrJcjZ-_S5GXI2C0hQ';
const CREATED_AT = '2026-09-01T09:00:00.000Z';

/** Runs after the sellers exist. */
export async function seedDemoSellerUsers(db: Db): Promise<void> {
  const sellers = await db.selectFrom('sellers').select(['id']).orderBy('id').execute();
  if (sellers.length === 0) return;
  await db
    .insertInto('seller_users')
    .values(
      sellers.map((s) => ({
        seller_id: s.id,
        phone: DEMO_SELLER_OWNER.phone(s.id),
        name: 'Власник',
        role: 'owner' as const,
        password_hash: PASSWORD_HASH,
        created_at: CREATED_AT,
      })),
    )
    .execute();
}

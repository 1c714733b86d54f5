import type { Db } from '../../db/connection';

/**
 * docs/product-rules.md#promotions-and-promo-codes-in-the-back-office: a promotion's banners show on the strips from
 * its first minute to its last, because the strips read the clock. An answer the response cache kept before such a
 * minute would not know it, so when a promotion began or ended since the last look the catalogue's version moves and
 * every process drops its kept answers. Reads first, so an idle store writes nothing.
 */
export async function announcePromotionBoundaries(db: Db, since: Date, now = new Date()): Promise<number> {
  const [from, to] = [since.toISOString(), now.toISOString()];
  // Shown while starts_at <= now <= ends_at: a start is crossed once now reaches it, an end once now passes it.
  const crossed = await db
    .selectFrom('promotions')
    .where((eb) =>
      eb.or([eb.and([eb('starts_at', '>', from), eb('starts_at', '<=', to)]), eb.and([eb('ends_at', '>=', from), eb('ends_at', '<', to)])]),
    )
    .select('id')
    .execute();
  if (crossed.length > 0)
    await db
      .updateTable('catalogue_version')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .execute();
  return crossed.length;
}

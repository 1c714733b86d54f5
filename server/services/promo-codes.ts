import type { Selectable } from 'kysely';
import { kopecksToUah } from '../../src/domain/money';
import { isPromoCodeLengthValid } from '../../src/domain/limits';
import type { Db } from '../db/connection';
import type { PromoCodeTable } from '../db/schema';

export interface PromoCode {
  id: number;
  code: string;
  discount_percent: number | null;
  discount: number | null;
  min_total: number;
  expires_at: string;
}

/** Codes not expired and not used up (a usage_limit of 0 means no limit). */
export function usableCodes(db: Db, now: Date) {
  return db
    .selectFrom('promo_codes')
    .where('expires_at', '>', now.toISOString())
    .where((eb) => eb.or([eb('usage_limit', '=', 0), eb('used_count', '<', eb.ref('usage_limit'))]));
}

/**
 * Codes are kept in upper case; people type them in any case and with stray spaces around.
 * A code bound to a phone is usable only by whoever proved that phone (docs/product-rules.md#checkout).
 */
export async function usablePromoCode(db: Db, typed: string, provenPhones: readonly string[], now = new Date()): Promise<PromoCode | null> {
  if (!isPromoCodeLengthValid(typed)) return null;
  const row = await usableCodes(db, now)
    .where('code', '=', typed.trim().toUpperCase())
    .selectAll()
    .executeTakeFirst();
  if (!row || (row.phone !== null && !provenPhones.includes(row.phone))) return null;
  return toPromoCode(row);
}

/** A stored code as the API shows it: money in UAH. */
export function toPromoCode(row: Selectable<PromoCodeTable>): PromoCode {
  return {
    id: row.id,
    code: row.code,
    discount_percent: row.discount_percent,
    discount: row.discount_kop === null ? null : kopecksToUah(row.discount_kop),
    min_total: kopecksToUah(row.min_total_kop),
    expires_at: row.expires_at,
  };
}

/** Whether usable codes are bound to this phone; asked only for a phone the caller proved. */
export async function phoneHasPromoCodes(db: Db, phone: string, now = new Date()): Promise<boolean> {
  const row = await usableCodes(db, now)
    .where('phone', '=', phone)
    .select('id')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

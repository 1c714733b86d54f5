import type { Selectable } from 'kysely';
import { kopecksToUah } from '../../../src/domain/money';
import { isPromoCodeLengthValid } from '../../../src/domain/limits';
import type { Db } from '../../db/connection';
import type { PromoCodeTable } from '../../db/schema';

export interface PromoCode {
  id: number;
  code: string;
  discount_percent: number | null;
  discount: number | null;
  min_total: number;
  expires_at: string;
}

/** Codes begun, not expired, not paused and not used up (a usage_limit of 0 means no limit). */
export function usableCodes(db: Db, now: Date) {
  const at = now.toISOString();
  return db
    .selectFrom('promo_codes')
    .where('expires_at', '>', at)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', at)]))
    .where('paused_at', 'is', null)
    .where((eb) => eb.or([eb('usage_limit', '=', 0), eb('used_count', '<', eb.ref('usage_limit'))]));
}

/** How many checkouts a buyer's phone has used the code in (a checkout of several orders is one use). */
async function phoneUses(db: Db, promoCodeId: number, phone: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .where('promo_code_id', '=', promoCodeId)
    .where('buyer_phone', '=', phone)
    .select((eb) => eb.fn.count<number | string>('checkout_id').distinct().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether the phone has used up its share of a code capped per phone. */
export async function phoneUsedUp(db: Db, row: { id: number; per_phone_limit: number }, phone: string | null): Promise<boolean> {
  return phone !== null && row.per_phone_limit > 0 && (await phoneUses(db, row.id, phone)) >= row.per_phone_limit;
}

/** Codes are kept in upper case; people type them in any case and with stray spaces around. */
function usableCode(db: Db, typed: string, now: Date) {
  return usableCodes(db, now).where('code', '=', typed.trim().toUpperCase()).selectAll().executeTakeFirst();
}

/**
 * A code bound to a phone is usable only by the customer signed in with that phone (docs/product-rules.md#checkout):
 * a guest who proved the phone by SMS must sign in or register first. `accountPhone`: the signed-in customer's, whose
 * uses count against a cap per phone (a guest's phone is counted when the order is placed).
 */
export async function usablePromoCode(db: Db, typed: string, accountPhone: string | null, now = new Date()): Promise<PromoCode | null> {
  if (!isPromoCodeLengthValid(typed)) return null;
  const row = await usableCode(db, typed, now);
  if (!row || (row.phone !== null && row.phone !== accountPhone)) return null;
  if (await phoneUsedUp(db, row, accountPhone)) return null;
  return toPromoCode(row);
}

/** Whether the code is usable but bound to one of the phones a guest proved by SMS: theirs once they sign in or register. */
export async function waitsForAccount(db: Db, typed: string, guestPhones: readonly string[], now = new Date()): Promise<boolean> {
  if (!isPromoCodeLengthValid(typed) || guestPhones.length === 0) return false;
  const row = await usableCode(db, typed, now);
  return row?.phone != null && guestPhones.includes(row.phone);
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
  const row = await usableCodes(db, now).where('phone', '=', phone).select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

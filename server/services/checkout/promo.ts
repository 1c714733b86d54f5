import { promoDiscountKop, spreadDiscount } from '../../../src/domain/promo-discount';
import { uahToKopecks } from '../../../src/domain/money';
import type { Db } from '../../db/connection';
import { phoneUsedUp, usablePromoCode, type PromoCode } from '../promo/promo-codes';

interface CheckoutPromo {
  code: PromoCode;
  discountKop: number;
  /** each order's part of the discount, in the orders' order */
  partsKop: number[];
}

/**
 * The code's discount over orders with these item totals, or null when the code is not usable by the
 * signed-in customer of `accountPhone` (unknown, not begun, expired, paused, used up, someone else's, a phone's code
 * for a guest), `buyerPhone` has used up its share of it, or the orders do not reach its minimum.
 */
export async function checkoutPromo(
  db: Db,
  promoCodeId: number,
  accountPhone: string | null,
  orderTotalsKop: readonly number[],
  buyerPhone: string | null = null,
): Promise<CheckoutPromo | null> {
  const row = await db.selectFrom('promo_codes').where('id', '=', promoCodeId).select(['id', 'code', 'per_phone_limit']).executeTakeFirst();
  const code = row ? await usablePromoCode(db, row.code, accountPhone) : null;
  if (!row || !code || (await phoneUsedUp(db, row, buyerPhone))) return null;
  const totalKop = orderTotalsKop.reduce((a, b) => a + b, 0);
  const discountKop = promoDiscountKop(totalKop, {
    percent: code.discount_percent,
    fixedKop: code.discount === null ? null : uahToKopecks(code.discount),
    minTotalKop: uahToKopecks(code.min_total),
  });
  if (discountKop === 0) return null;
  return { code, discountKop, partsKop: spreadDiscount(orderTotalsKop, discountKop) };
}

/**
 * Counts one use inside the placing transaction, unless concurrent checkouts used the code up first ('usedUp') or
 * `buyerPhone` used its share meanwhile ('phoneUsedUp'); either way the checkout fails and the count goes back.
 * docs/product-rules.md#writes-that-must-not-collide: the count's update locks the code's row until the placing
 * transaction ends (SQLite's transaction holds the whole database), so the phone's uses are counted after every
 * checkout that took the code before has committed its orders, and two checkouts of one phone cannot both pass.
 */
export async function usePromoCode(db: Db, promoCodeId: number, buyerPhone: string | null): Promise<'used' | 'usedUp' | 'phoneUsedUp'> {
  const used = await db
    .updateTable('promo_codes')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', promoCodeId)
    .where((eb) => eb.or([eb('usage_limit', '=', 0), eb('used_count', '<', eb.ref('usage_limit'))]))
    .returning(['id', 'per_phone_limit'])
    .executeTakeFirst();
  if (!used) return 'usedUp';
  return (await phoneUsedUp(db, used, buyerPhone)) ? 'phoneUsedUp' : 'used';
}

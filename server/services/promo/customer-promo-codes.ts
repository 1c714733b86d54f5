import type { Pagination } from '../../contract/common';
import type { Db } from '../../db/connection';
import { toPromoCode, usableCodes, type PromoCode } from './promo-codes';
import { pageMeta } from '../catalog/recent-views';

const PROMO_CODES_PER_PAGE = 10;

export interface CustomerPromoCode extends PromoCode {
  is_personal: boolean;
}

/**
 * docs/product-rules.md#checkout: codes bound to a phone are usable only by whoever proved it, so a signed-in customer sees their
 * phone's codes beside the public ones. Personal codes first, then the ones that run out soonest.
 */
export async function customerPromoCodes(
  db: Db,
  phone: string,
  page: number,
  now = new Date(),
): Promise<{ data: CustomerPromoCode[]; pagination: Pagination }> {
  const usable = usableCodes(db, now).where((eb) => eb.or([eb('phone', 'is', null), eb('phone', '=', phone)]));
  const { n } = await usable.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const pagination = pageMeta(Number(n), page, PROMO_CODES_PER_PAGE);
  const rows = await usable
    .selectAll()
    .orderBy((eb) => eb.case().when('phone', 'is', null).then(1).else(0).end())
    .orderBy('expires_at')
    .orderBy('id')
    .limit(PROMO_CODES_PER_PAGE)
    .offset((pagination.current_page - 1) * PROMO_CODES_PER_PAGE)
    .execute();
  return { data: rows.map((row) => ({ ...toPromoCode(row), is_personal: row.phone !== null })), pagination };
}

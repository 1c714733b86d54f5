import type { Insertable } from 'kysely';
import type { PromoCodeTable } from '../schema';

const uah = (amount: number) => amount * 100;
const UNTIL_2027 = '2027-12-31T23:59:59.000Z';

/** Codes are 6 or 8 characters (uppercase letters and digits), as the checkout validates. */
const PROMO_DEFS: Omit<Insertable<PromoCodeTable>, 'id'>[] = [
  {
    code: 'HEMP10',
    discount_percent: 10,
    discount_kop: null,
    min_total_kop: 0,
    phone: null,
    expires_at: UNTIL_2027,
    usage_limit: 0,
    used_count: 214,
  },
  {
    code: 'CBD150',
    discount_percent: null,
    discount_kop: uah(150),
    min_total_kop: uah(1000),
    phone: null,
    expires_at: UNTIL_2027,
    usage_limit: 500,
    used_count: 38,
  },
  {
    code: 'SEED50',
    discount_percent: null,
    discount_kop: uah(50),
    min_total_kop: uah(400),
    phone: null,
    expires_at: '2027-06-30T23:59:59.000Z',
    usage_limit: 0,
    used_count: 12,
  },
  {
    code: 'VIP380',
    discount_percent: 20,
    discount_kop: null,
    min_total_kop: 0,
    phone: '380671234567',
    expires_at: UNTIL_2027,
    usage_limit: 1,
    used_count: 0,
  },
  {
    code: 'LETO25',
    discount_percent: 25,
    discount_kop: null,
    min_total_kop: uah(500),
    phone: null,
    expires_at: '2025-08-31T23:59:59.000Z',
    usage_limit: 300,
    used_count: 300,
  },
  {
    code: 'ZOO2026A',
    discount_percent: 15,
    discount_kop: null,
    min_total_kop: uah(500),
    phone: null,
    expires_at: UNTIL_2027,
    usage_limit: 0,
    used_count: 57,
  },
  {
    code: 'PAWS2026',
    discount_percent: null,
    discount_kop: uah(100),
    min_total_kop: uah(800),
    phone: null,
    expires_at: '2027-03-31T23:59:59.000Z',
    usage_limit: 1000,
    used_count: 143,
  },
  {
    code: 'KRAM2027',
    discount_percent: 5,
    discount_kop: null,
    min_total_kop: 0,
    phone: null,
    expires_at: UNTIL_2027,
    usage_limit: 0,
    used_count: 0,
  },
  {
    code: 'GIFT300A',
    discount_percent: null,
    discount_kop: uah(300),
    min_total_kop: uah(2000),
    phone: null,
    expires_at: '2027-09-30T23:59:59.000Z',
    usage_limit: 200,
    used_count: 9,
  },
];

export function buildPromoCodes(): Insertable<PromoCodeTable>[] {
  return PROMO_DEFS.map((def, i) => ({ id: i + 1, ...def }));
}

import { normalizeUaPhone } from '../../../src/domain/phone';
import type { Db } from '../../db/connection';
import { newSellerKey, sellerKeyRow } from './seller-keys';

/** A new seller as the operator names it: its shop name and phone, an e-mail when given. */
export interface NewSeller {
  name: string;
  phone: string;
  email?: string;
}

/** Why a new seller is refused, in the operator's words; null: it may be created. */
export function newSellerProblem({ name, phone }: NewSeller): string | null {
  if (name.trim() === '') return 'Give the shop a name (--name)';
  if (normalizeUaPhone(phone) === null) return `"${phone}" is not a Ukrainian phone number (--phone +380…)`;
  return null;
}

/**
 * Creates a seller with nothing listed yet and its first API key; answers the seller's id and the key, which is
 * never stored or shown again. The shop's texts start empty: the seller fills them in.
 */
export async function createSeller(db: Db, seller: NewSeller, now = new Date()): Promise<{ id: number; key: string }> {
  return db.transaction().execute((trx) => addSeller(trx, seller, now));
}

/** The work of createSeller inside a transaction the caller holds, so a seller can be made with more beside it. */
export async function addSeller(trx: Db, seller: NewSeller, now = new Date()): Promise<{ id: number; key: string }> {
  const problem = newSellerProblem(seller);
  if (problem) throw new Error(problem);
  const key = newSellerKey();
  const { last } = await trx
    .selectFrom('sellers')
    .select((eb) => eb.fn.max<number | null>('id').as('last'))
    .executeTakeFirstOrThrow();
  const id = Number(last ?? 0) + 1;
  await trx
    .insertInto('sellers')
    .values({
      id,
      shop_name: seller.name.trim(),
      about_uk: '',
      about_ru: '',
      phone: normalizeUaPhone(seller.phone)!,
      email: seller.email?.trim() ?? '',
      address_uk: '',
      address_ru: '',
      schedule: '[]',
      rating_x10: 0,
      reviews_count: 0,
      created_at: now.toISOString(),
    })
    .execute();
  await trx
    .insertInto('seller_api_keys')
    .values(sellerKeyRow(key, id, '', now))
    .execute();
  return { id, key };
}

/** Replaces every key of the seller with a new one, shown once: the old keys stop working at once. Null: no such seller. */
export async function rotateSellerKey(db: Db, sellerId: number, now = new Date()): Promise<string | null> {
  const key = newSellerKey();
  const done = await db.transaction().execute(async (trx) => {
    if (!(await trx.selectFrom('sellers').where('id', '=', sellerId).select('id').executeTakeFirst())) return false;
    await trx.deleteFrom('seller_api_keys').where('seller_id', '=', sellerId).execute();
    await trx
      .insertInto('seller_api_keys')
      .values(sellerKeyRow(key, sellerId, '', now))
      .execute();
    return true;
  });
  return done ? key : null;
}

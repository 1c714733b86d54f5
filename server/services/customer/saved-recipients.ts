import { sameRecipient, SAVED_MAX, type RecipientValues } from '../../../src/domain/profile-rules';
import type { Db } from '../../db/connection';
import { LimitReached, NotFound } from '../platform/domain-errors';

/** A recipient as the customer typed it, checked; the phone is 380XXXXXXXXX. */
export interface RecipientInput extends RecipientValues {
  seller_id: number | null;
}

const FIELDS = ['id', 'name', 'surname', 'patronymic', 'phone', 'seller_id'] as const;

export const savedRecipients = (db: Db, customerId: number) =>
  db.selectFrom('customer_contacts').where('customer_id', '=', customerId).select(FIELDS).orderBy('id', 'desc').execute();

/** The customer's own recipient, or a 404: another customer's id tells nothing. */
async function ownRecipient(db: Db, customerId: number, id: number) {
  const row = await db
    .selectFrom('customer_contacts')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .select(FIELDS)
    .executeTakeFirst();
  if (!row) throw new NotFound('recipientNotFound');
  return row;
}

/** Saves a recipient, or answers the one saved already for the same shop: the checkout never fills the list with copies. */
export async function storeRecipient(db: Db, customerId: number, input: RecipientInput, now = new Date()) {
  const saved = await savedRecipients(db, customerId);
  const same = saved.find((r) => r.seller_id === input.seller_id && sameRecipient(r, input));
  if (same) return same;
  if (saved.length >= SAVED_MAX) throw new LimitReached('tooManySavedRecipients');
  return db
    .insertInto('customer_contacts')
    .values({ customer_id: customerId, ...input, created_at: now.toISOString() })
    .returning(FIELDS)
    .executeTakeFirstOrThrow();
}

/** Saves several at once, all or none: the limit refusing the 3rd leaves the first two unsaved too. */
export async function storeRecipients(db: Db, customerId: number, inputs: readonly RecipientInput[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const input of inputs) await storeRecipient(trx, customerId, input);
  });
}

export async function updateRecipient(db: Db, customerId: number, id: number, input: RecipientInput) {
  await ownRecipient(db, customerId, id);
  await db.updateTable('customer_contacts').set(input).where('id', '=', id).where('customer_id', '=', customerId).execute();
  return ownRecipient(db, customerId, id);
}

export async function deleteRecipient(db: Db, customerId: number, id: number): Promise<void> {
  await ownRecipient(db, customerId, id);
  await db.deleteFrom('customer_contacts').where('id', '=', id).where('customer_id', '=', customerId).execute();
}

import type { Kysely } from 'kysely';

/**
 * The cabinet's profile. A password change waits here, hashed, until the SMS code sent to the
 * account's phone confirms it: the new password never travels twice and never lives in the browser. One per
 * customer; a new request replaces it. E-mails are one per account, so a change to a taken one is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_changes')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customers_email').on('customers').column('email').unique().execute();
}

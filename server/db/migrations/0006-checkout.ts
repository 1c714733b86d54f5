import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Checkout building blocks: the SMS outbox of the default provider, one-time SMS codes and the
 * proofs of a verified phone that the checkout (and phone-bound promo codes) accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  const required = (c: ColumnDefinitionBuilder) => c.notNull();

  // What the default provider "sent": a developer or a test reads the code here instead of on a phone.
  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'integer', generatedId)
    .addColumn('phone', 'text', required)
    .addColumn('text', 'text', required)
    .addColumn('purpose', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'integer', generatedId)
    .addColumn('phone', 'text', required)
    // a code for checkout never signs anybody in, and the other way round
    .addColumn('purpose', 'text', required)
    // keyed hash: a copied table does not give the codes away by hashing all million of them
    .addColumn('code_hash', 'text', required)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', required)
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', required)
    .addColumn('ip', 'text', required)
    .execute();
  // The latest code of a phone, and the send limits per phone and per address, are read by these.
  await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'purpose', 'created_at']).execute();
  await db.schema.createIndex('sms_codes_ip').on('sms_codes').columns(['ip', 'created_at']).execute();

  // Only a hash of the token is kept, like sessions, so a leaked table proves nobody's phone.
  await db.schema
    .createTable('phone_verifications')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', required)
    .addColumn('purpose', 'text', required)
    .addColumn('verified_at', 'text', required)
    .addColumn('expires_at', 'text', required)
    .execute();
  await db.schema.createIndex('phone_verifications_expires').on('phone_verifications').column('expires_at').execute();
}

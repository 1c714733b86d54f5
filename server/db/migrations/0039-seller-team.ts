import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * A seller's team and its keys (docs/product-rules.md#seller-team). Keys get an id to be revoked by, a name the
 * owner gives, their last 4 characters to be told apart (the key itself is kept as its sha256 only) and the time
 * one was last used; a seller may hold several. The table is made anew, as SQLite adds no primary key to a table
 * that has one, and the keys there carry over unnamed. An invitation is a manager not yet made: the phone, the name
 * the owner gave and the sha256 of the one-time link's token; accepting it makes the seller user and spends it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  const required = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('seller_api_keys_named')
    .addColumn('id', 'integer', generatedId)
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last4', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', required)
    .addColumn('last_used_at', 'text')
    .execute();
  await sql`INSERT INTO seller_api_keys_named (key_hash, seller_id, created_at)
    SELECT key_hash, seller_id, created_at FROM seller_api_keys ORDER BY created_at, key_hash`.execute(db);
  await db.schema.dropTable('seller_api_keys').execute();
  await db.schema.alterTable('seller_api_keys_named').renameTo('seller_api_keys').execute();
  await db.schema.createIndex('seller_api_keys_seller').on('seller_api_keys').column('seller_id').execute();

  await db.schema
    .createTable('seller_invitations')
    .addColumn('id', 'integer', generatedId)
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id').onDelete('cascade'))
    .addColumn('phone', 'text', required)
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', required)
    .addColumn('expires_at', 'text', required)
    .addUniqueConstraint('seller_invitations_seller_phone', ['seller_id', 'phone'])
    .execute();
}

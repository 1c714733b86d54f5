import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * The people who work in a seller's workspace: each signs in with a phone and a password as an `owner` or a
 * `manager` of one seller, and gets a session of the workspace's own (the `seller_token` cookie), kept here only
 * as its sha256 like a customer's. A phone belongs to one seller user; the customer with the same phone is
 * someone else to the store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  const required = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('seller_users')
    .addColumn('id', 'integer', generatedId)
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'manager')`))
    .addColumn('password_hash', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();
  await db.schema.createIndex('seller_users_seller').on('seller_users').column('seller_id').execute();

  await db.schema
    .createTable('seller_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('seller_user_id', 'integer', (c) => c.notNull().references('seller_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', required)
    .addColumn('expires_at', 'text', required)
    .execute();
  await db.schema.createIndex('seller_sessions_user').on('seller_sessions').column('seller_user_id').execute();
}

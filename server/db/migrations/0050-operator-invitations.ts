import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Operators invited from the back office (docs/product-rules.md#back-office). An invitation is an operator not yet
 * made: the phone, the role, the name the admin gave and the sha256 of the one-time link's token; accepting it makes
 * the operator user (or gives a removed one back their account) and spends it. A removed operator keeps their row,
 * for the audit log names them, but signs in no more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  const required = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('operator_invitations')
    .addColumn('id', 'integer', generatedId)
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'moderator')`))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.notNull().references('operator_users.id'))
    .addColumn('created_at', 'text', required)
    .addColumn('expires_at', 'text', required)
    .execute();
  await db.schema.alterTable('operator_users').addColumn('removed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_invitations').execute();
  await db.schema.alterTable('operator_users').dropColumn('removed_at').execute();
}

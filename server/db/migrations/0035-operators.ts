import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * The marketplace's own team (docs/product-rules.md#back-office): operator users with the role `admin` or
 * `moderator`, their sessions (the `operator_token` cookie, kept as its sha256), one-time sign-in links for
 * operators and seller users alike (kept as their sha256 too), the audit log of what operators did, and the
 * onboarding state of partners' cooperation requests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  const required = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('operator_users')
    .addColumn('id', 'integer', generatedId)
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'moderator')`))
    // empty until the operator sets one: such an account signs in by its one-time link only
    .addColumn('password_hash', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', required)
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('operator_user_id', 'integer', (c) => c.notNull().references('operator_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', required)
    .addColumn('expires_at', 'text', required)
    .execute();
  await db.schema.createIndex('operator_sessions_user').on('operator_sessions').column('operator_user_id').execute();

  await db.schema
    .createTable('sign_in_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('operator', 'seller')`))
    .addColumn('user_id', 'integer', required)
    .addColumn('created_at', 'text', required)
    .addColumn('expires_at', 'text', required)
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', generatedId)
    .addColumn('operator_user_id', 'integer', (c) => c.notNull().references('operator_users.id'))
    .addColumn('action', 'text', required)
    .addColumn('subject', 'text', required)
    // JSON, or '' when there was nothing before (a creation) or nothing after
    .addColumn('before', 'text', required)
    .addColumn('after', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();

  await db.schema
    .alterTable('cooperation_requests')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema
    .alterTable('cooperation_requests')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('cooperation_requests').addColumn('seller_id', 'integer').execute();
}

import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Web push and the notices the shop sends (docs/decisions/0030-web-push.md): the store's VAPID key pair, the
 * browsers that asked for pushes and what for, a customer's own switches, the jobs that send every notice off the
 * request path, and an outbox for e-mails like the SMS one. A back-in-stock reminder remembers its language, so
 * its SMS or e-mail speaks the shopper's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  const required = (c: ColumnDefinitionBuilder) => c.notNull();
  const on = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(1);

  // One row (id 1): the first process to start inserts it, every other reads it.
  await db.schema
    .createTable('push_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('public_key', 'text', required)
    .addColumn('private_key', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', generatedId)
    // the push service's address for one browser; a browser posting it again updates its row
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', required)
    .addColumn('auth', 'text', required)
    .addColumn('lang', 'text', required)
    // null for a guest, whose pushes come through the reminders and checkouts it follows
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('wants_stock', 'integer', on)
    .addColumn('wants_order', 'integer', on)
    .addColumn('wants_chat', 'integer', on)
    .addColumn('wants_price', 'integer', on)
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
  await db.schema.createIndex('push_subscriptions_customer').on('push_subscriptions').column('customer_id').execute();

  await db.schema
    .createTable('push_stock_reminders')
    .addColumn('push_subscription_id', 'integer', (c) => c.notNull().references('push_subscriptions.id').onDelete('cascade'))
    .addColumn('stock_subscription_id', 'integer', (c) => c.notNull().references('stock_subscriptions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('push_stock_reminders_pk', ['stock_subscription_id', 'push_subscription_id'])
    .execute();
  await db.schema
    .createTable('push_checkouts')
    .addColumn('push_subscription_id', 'integer', (c) => c.notNull().references('push_subscriptions.id').onDelete('cascade'))
    .addColumn('checkout_id', 'text', required)
    .addPrimaryKeyConstraint('push_checkouts_pk', ['checkout_id', 'push_subscription_id'])
    .execute();

  // No row: every kind on.
  await db.schema
    .createTable('notification_settings')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
    .addColumn('wants_stock', 'integer', on)
    .addColumn('wants_order', 'integer', on)
    .addColumn('wants_chat', 'integer', on)
    .addColumn('wants_price', 'integer', on)
    .execute();

  await db.schema
    .createTable('notification_jobs')
    .addColumn('id', 'integer', generatedId)
    .addColumn('kind', 'text', required)
    .addColumn('channel', 'text', required)
    // a push's browser; set to null when the browser is gone, so the job's history stays
    .addColumn('push_subscription_id', 'integer', (c) => c.references('push_subscriptions.id').onDelete('set null'))
    // a phone (SMS) or an e-mail address
    .addColumn('contact', 'text')
    .addColumn('payload', 'text', required)
    .addColumn('status', 'text', required)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', required)
    .addColumn('last_error', 'text')
    // what the notice is about and to whom: a notice is made once, however often its cause is seen
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
  await db.schema.createIndex('notification_jobs_due').on('notification_jobs').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'integer', generatedId)
    .addColumn('address', 'text', required)
    .addColumn('subject', 'text', required)
    .addColumn('text', 'text', required)
    .addColumn('purpose', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();

  await db.schema
    .alterTable('stock_subscriptions')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('uk'))
    .execute();
}

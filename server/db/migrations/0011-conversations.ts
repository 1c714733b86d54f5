import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Chats between customers and sellers. A regular chat is about a seller, or one seller's offer; an order
 * chat is about one order, with that order's seller. Sellers have no screens yet: they read and answer through
 * `/api/seller-api` with a key, kept here only as its sha256, like customer sessions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  const required = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('seller_api_keys')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id').onDelete('cascade'))
    .addColumn('created_at', 'text', required)
    .execute();
  await db.schema.createIndex('seller_api_keys_seller').on('seller_api_keys').column('seller_id').execute();

  await db.schema
    .createTable('conversations')
    .addColumn('id', 'integer', generatedId)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('kind', 'text', required)
    // no foreign key: a chat about an offer that leaves the catalogue stays readable
    .addColumn('product_id', 'integer')
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
  await db.schema.createIndex('conversations_customer').on('conversations').columns(['customer_id', 'kind', 'updated_at']).execute();
  await db.schema.createIndex('conversations_seller').on('conversations').columns(['seller_id', 'updated_at']).execute();
  // One chat per order; a regular chat is found by customer, seller and product (see findRegularConversation).
  await db.schema.createIndex('conversations_order').on('conversations').column('order_id').unique().execute();

  await db.schema
    .createTable('conversation_messages')
    .addColumn('id', 'integer', generatedId)
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('author', 'text', required)
    .addColumn('text', 'text', required)
    .addColumn('created_at', 'text', required)
    // when the other side read it; unread counts are messages of the other side with no read_at
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('conversation_messages_conversation')
    .on('conversation_messages')
    .columns(['conversation_id', 'id'])
    .execute();
}

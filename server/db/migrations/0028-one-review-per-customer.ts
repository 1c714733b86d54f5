import { sql, type Kysely } from 'kysely';

/**
 * One review per customer per product (docs/product-rules.md#product-page): a customer's second review edits their
 * first. Where a customer wrote several, the newest stays; the products they were of count their reviews again.
 * Reviews without a customer (the demo's) are left as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const older = sql`select r.id from reviews r where r.customer_id is not null and exists (select 1 from reviews n where n.customer_id = r.customer_id and n.base_product_id = r.base_product_id and n.id > r.id)`;
  const touched = await sql<{ base_product_id: number }>`select distinct base_product_id from reviews where id in (${older})`.execute(db);
  await sql`delete from review_photos where review_id in (${older})`.execute(db);
  await sql`delete from reviews where id in (select id from (${older}) as o)`.execute(db);
  for (const { base_product_id: id } of touched.rows) {
    const { rows } = await sql<{
      n: number | string;
      total: number | string | null;
    }>`select count(*) as n, sum(rating) as total from reviews where base_product_id = ${id}`.execute(db);
    const count = Number(rows[0]?.n ?? 0);
    const rate = count ? Math.round((Number(rows[0]?.total ?? 0) * 10) / count) / 10 : 0;
    await sql`update base_products set rating_x10 = ${Math.round(rate * 10)}, reviews_count = ${count} where id = ${id}`.execute(db);
  }
  await db.schema.createIndex('reviews_one_per_customer').unique().on('reviews').columns(['base_product_id', 'customer_id']).execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * docs/product-rules.md#money "Every amount a shopper pays is whole hryvnias". Offer prices with kopecks were
 * shown rounded and charged exact; they are rounded in the shopper's favour: prices, old prices and delivery
 * prices and thresholds down, fixed promo discounts up, promo minimums down. Placed orders keep the sums they
 * were placed (and perhaps paid) with. Flooring keeps the order of prices, so the cheapest offer of a base
 * product keeps its price and each listing cell's range follows by flooring too; only a tie between offers
 * that differed by kopecks can change which one a card shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const down = (column: string) => sql`${sql.ref(column)} - ${sql.ref(column)} % 100`;
  await sql`update products set price_kop = case when price_kop < 100 then 100 else ${down('price_kop')} end where price_kop % 100 <> 0`.execute(
    db,
  );
  await sql`update products set old_price_kop = case when ${down('old_price_kop')} > price_kop then ${down('old_price_kop')} else null end
    where old_price_kop is not null and (old_price_kop % 100 <> 0 or old_price_kop <= price_kop)`.execute(db);
  await sql`update delivery_types set default_price_kop = ${down('default_price_kop')} where default_price_kop % 100 <> 0`.execute(db);
  await sql`update delivery_types set free_from_kop = ${down('free_from_kop')} where free_from_kop % 100 <> 0`.execute(db);
  await sql`update promo_codes set discount_kop = discount_kop - discount_kop % 100 + 100 where discount_kop % 100 <> 0`.execute(db);
  await sql`update promo_codes set min_total_kop = ${down('min_total_kop')} where min_total_kop % 100 <> 0`.execute(db);
  await sql`update base_products set min_price_kop = ${down('min_price_kop')} where min_price_kop % 100 <> 0`.execute(db);
  await sql`update listing_cells set min_price_kop = ${down('min_price_kop')}, max_price_kop = ${down('max_price_kop')}
    where min_price_kop % 100 <> 0 or max_price_kop % 100 <> 0`.execute(db);
  // The service's choice (server/services/catalog/base-product-summary.ts), made again for every base product: simpler
  // than finding the ties, and one pass over an indexed column.
  await sql`update base_products set best_product_id = coalesce((
      select p.id from products p where p.base_product_id = base_products.id
      order by case when p.stock > 0 then 0 else 1 end, p.price_kop, p.id limit 1), 0)`.execute(db);
}

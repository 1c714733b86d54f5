import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Whether an offer is sellable: its seller is not paused by the back office (docs/product-rules.md#back-office).
 * Every read that chooses, lists or sells offers asks this one question; the paused sellers are a handful, so the
 * subquery is a tiny set on both SQLite and PostgreSQL. `sellerId` names the offer's `seller_id` column, e.g. `p.seller_id`.
 */
export function offerSellable(sellerId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(sellerId)} not in (select id from sellers where paused_at is not null)`;
}

/**
 * Whether a base product belongs in the shop at all: its category is listed and its brand is not hidden
 * (docs/product-rules.md#catalogue-in-the-back-office). `baseProduct` names the base product's table or alias.
 */
export function baseProductShown(baseProduct: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${baseProduct}.category_id`)} not in (select id from categories where listed = 0)
    and ${sql.ref(`${baseProduct}.brand_id`)} not in (select id from brands where hidden = 1)`;
}

/**
 * Whether shoppers see a characteristic's value: neither it nor its characteristic is hidden. `value` and
 * `attribute` name the aliases of `attribute_values` and `attributes` in the query.
 */
export function valueShown(value: string, attribute: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${value}.hidden`)} = 0 and ${sql.ref(`${attribute}.hidden`)} = 0`;
}

/** An offer's stock as a shopper may buy it: its stock while it is sellable, else 0 (a cart line then says unavailable). */
export function sellableStock(offer: string): RawBuilder<number> {
  return sql<number>`case when ${offerSellable(`${offer}.seller_id`)} then ${sql.ref(`${offer}.stock`)} else 0 end`;
}

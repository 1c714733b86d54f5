import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import type { ProductCard } from '../../contract/catalog';
import { cardQuery, oneCardPerTitle, toCards } from './product-cards';

/**
 * Cards of viewed offers in the order given (most recent first). A viewed offer stands for its goods:
 * the card shows the base product's best offer, like every other list, and two viewed offers of the
 * same goods (one base product, or one title) give one card. Unknown ids are skipped: an offer may have
 * been withdrawn since.
 */
export async function viewedProducts(db: Db, lang: Lang, productIds: readonly number[]): Promise<ProductCard[]> {
  if (productIds.length === 0) return [];
  const offers = await db
    .selectFrom('products')
    .where('id', 'in', [...new Set(productIds)])
    .select(['id', 'base_product_id'])
    .execute();
  const baseOf = new Map(offers.map((o) => [o.id, o.base_product_id]));
  const baseIds = [...new Set(productIds.map((id) => baseOf.get(id)).filter((id) => id !== undefined))];
  if (baseIds.length === 0) return [];
  const cards = await toCards(db, lang, await cardQuery(db, lang).where('b.id', 'in', baseIds).execute());
  const byBase = new Map(cards.map((c) => [c.base_product_id, c]));
  return oneCardPerTitle(baseIds.map((id) => byBase.get(id)).filter((c) => c !== undefined));
}

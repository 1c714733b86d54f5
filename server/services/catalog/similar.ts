import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { col } from './lang-columns';
import type { ProductCard } from '../../contract/catalog';
import { cardQuery, stripCards, toCards } from './product-cards';

const SIMILAR_LIMIT = 12;

/**
 * Analogs of an offer's goods: other base products of its category, those in stock first, then
 * those sharing the most characteristic values (same type, size, taste...), then the popular ones.
 * Neither the goods themselves (under any base product of their title) nor one title twice.
 * null when there is no such offer.
 */
export async function similarProducts(db: Db, lang: Lang, productId: number): Promise<ProductCard[] | null> {
  const base = await db
    .selectFrom('products as p')
    .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
    .where('p.id', '=', productId)
    .select(['b.id', 'b.category_id', `b.${col('title', lang)} as title`])
    .executeTakeFirst();
  if (!base) return null;
  const ranked = cardQuery(db, lang)
    .where('b.category_id', '=', base.category_id)
    .where('b.id', '!=', base.id)
    .orderBy('b.in_stock', 'desc')
    .orderBy(
      (eb) =>
        eb
          .selectFrom('base_product_values as shared')
          .whereRef('shared.base_product_id', '=', 'b.id')
          .where(
            'shared.value_id',
            'in',
            eb.selectFrom('base_product_values as own').where('own.base_product_id', '=', base.id).select('own.value_id'),
          )
          .select((e) => e.fn.countAll<number>().as('n')),
      'desc',
    )
    .orderBy('b.popularity', 'desc')
    .orderBy('b.id');
  const rows = await stripCards((limit, offset) => ranked.limit(limit).offset(offset).execute(), SIMILAR_LIMIT, [base.title]);
  return toCards(db, lang, rows);
}

import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { ancestry, loadCategories } from './categories';
import { col } from './lang-columns';

/**
 * What the store's drawn pictures show: a product's title and category path, a banner's words, a seller's or a
 * brand's name. null when there is no such thing (or the product has no picture of that number).
 */
export async function productPicture(db: Db, lang: Lang, baseProductId: number, index: number) {
  const base = await db
    .selectFrom('base_products')
    .where('id', '=', baseProductId)
    .select(['id', `${col('title', lang)} as title`, 'category_id', 'media_count'])
    .executeTakeFirst();
  if (!base || index >= base.media_count) return null;
  // The shape comes from the Ukrainian names, so both languages' pictures of a product look alike.
  const categoryPath = ancestry(await loadCategories(db, 'uk', { withHidden: true }), base.category_id).map((c) => c.name);
  return { id: base.id, index, title: base.title, categoryPath };
}

export const bannerPicture = (db: Db, lang: Lang, id: number) =>
  db
    .selectFrom('media_slider_items')
    .where('id', '=', id)
    .select(['id', 'place', `${col('title', lang)} as title`, `${col('subtitle', lang)} as subtitle`])
    .executeTakeFirst();

export const sellerPicture = (db: Db, id: number) => db.selectFrom('sellers').where('id', '=', id).select('shop_name').executeTakeFirst();

export const brandPicture = (db: Db, id: number) => db.selectFrom('brands').where('id', '=', id).select('name').executeTakeFirst();

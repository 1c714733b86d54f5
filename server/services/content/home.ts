import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import type { MediaSliderItem } from '../../contract/home';
import type { ProductCard } from '../../contract/catalog';
import { col } from '../catalog/lang-columns';
import { bannerImage } from '../catalog/media-url';
import { cardQuery, stripCards, toCards } from '../catalog/product-cards';

const SLIDER_SIZE = 12;

export async function mediaSliderItems(db: Db, lang: Lang, place: MediaSliderItem['place']): Promise<MediaSliderItem[]> {
  const rows = await db
    .selectFrom('media_slider_items')
    .where('place', '=', place)
    .select(['id', 'place', 'url', `${col('title', lang)} as title`, `${col('subtitle', lang)} as subtitle`])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, image: bannerImage(lang, r.id, place, r.title) }));
}

/** pg_popular: most wanted in stock; pg_new: the newest arrivals in stock; one card per title, like every strip. */
export async function productSlider(db: Db, lang: Lang, kind: 'pg_popular' | 'pg_new'): Promise<ProductCard[]> {
  const query = cardQuery(db, lang).where('b.in_stock', '=', 1);
  const ordered = (kind === 'pg_popular' ? query.orderBy('b.popularity', 'desc') : query.orderBy('b.created_at', 'desc')).orderBy('b.id');
  return toCards(db, lang, await stripCards((limit, offset) => ordered.limit(limit).offset(offset).execute(), SLIDER_SIZE));
}

import { sql } from 'kysely';
import { paths, type Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import type { MediaSliderItem } from '../../contract/home';
import type { ProductCard } from '../../contract/catalog';
import { col } from '../catalog/lang-columns';
import { bannerImage } from '../catalog/media-url';
import { cardQuery, stripCards, toCards } from '../catalog/product-cards';

const SLIDER_SIZE = 12;

/**
 * The slides of one place in their order: a home page's strip, or `category`, the banners leading to promotions that
 * category pages show (server/services/catalog/category-page.ts). A banner leading to a promotion shows only while
 * the promotion runs (server/services/promo/promotion-boundaries.ts keeps kept answers in step with that).
 */
export async function mediaSliderItems<P extends MediaSliderItem['place'] | 'category'>(
  db: Db,
  lang: Lang,
  place: P,
  now = new Date(),
): Promise<(Omit<MediaSliderItem, 'place'> & { place: P })[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('media_slider_items as m')
    // A banner leading to a promotion shows the promotion's uploaded banner picture, when it has one.
    .leftJoin('promotions as pr', (join) =>
      join.on(sql<boolean>`${sql.ref('m.url')} = cast(${paths.promotion('')} as text) || ${sql.ref('pr.slug')}`),
    )
    .where('m.place', '=', place)
    .where((eb) => eb.or([eb('pr.id', 'is', null), eb.and([eb('pr.starts_at', '<=', at), eb('pr.ends_at', '>=', at)])]))
    .select(['m.id', 'm.place', 'm.url', `m.${col('title', lang)} as title`, `m.${col('subtitle', lang)} as subtitle`, 'pr.banner_key'])
    .orderBy('m.sort')
    .orderBy('m.id')
    .execute();
  return rows.map(({ banner_key, ...r }) => ({ ...r, place, image: bannerImage(lang, r.id, place, r.title, banner_key) }));
}

/** pg_popular: most wanted in stock; pg_new: the newest arrivals in stock; one card per title, like every strip. */
export async function productSlider(db: Db, lang: Lang, kind: 'pg_popular' | 'pg_new'): Promise<ProductCard[]> {
  const query = cardQuery(db, lang).where('b.in_stock', '=', 1);
  const ordered = (kind === 'pg_popular' ? query.orderBy('b.popularity', 'desc') : query.orderBy('b.created_at', 'desc')).orderBy('b.id');
  return toCards(db, lang, await stripCards((limit, offset) => ordered.limit(limit).offset(offset).execute(), SLIDER_SIZE));
}

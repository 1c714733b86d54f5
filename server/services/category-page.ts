import { formatPrice, kopecksToUah } from '../../src/domain/money';
import { paths, type Lang } from '../../src/domain/paths';
import { DEFAULT_VIEW, DEFAULT_CARD_ATTRIBUTES_COUNT } from '../../src/domain/limits';
import type { Db } from '../db/connection';
import { col } from '../http/lang';
import { seoText } from '../http/texts';
import type { CategoryPage } from '../contract/catalog';
import { categoryCrumbs, loadCategories, subtreeIds } from './categories';
import { cardQuery, toCards } from './product-cards';
import { absoluteUrl, breadcrumbList, type Site } from './seo';

export const CATALOG_PAGE_SIZE = 24;

/**
 * What a category page is, without its products: enough for the HTML head, and the frame the listing
 * fills. null when there is no such category: the caller answers 404.
 */
export async function categoryHead(db: Db, lang: Lang, site: Site, categoryId: number, page: number) {
  const categories = await loadCategories(db, lang);
  const category = categories.find((c) => c.id === categoryId);
  if (!category) return null;
  const ids = subtreeIds(categories, categoryId);

  const [totals, description] = await Promise.all([
    db
      .selectFrom('base_products')
      .where('category_id', 'in', ids)
      .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.min('min_price_kop').as('min_price')])
      .executeTakeFirstOrThrow(),
    db.selectFrom('categories').where('id', '=', categoryId).select(`${col('description', lang)} as text`).executeTakeFirstOrThrow(),
  ]);
  const total = Number(totals.total);
  const lastPage = Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE));
  // A page past the end (an old link after products sold out) sends the shopper to the last one.
  const current = Math.min(page, lastPage);
  const path = `/catalog/c${categoryId}`;
  const pageUrl = (n: number) => (n > 1 ? `${path}?page=${n}` : path);
  const crumbs = categoryCrumbs(categories, categoryId);
  const vars = { name: category.name, store: site.storeName, count: total, price: formatPrice(kopecksToUah(Number(totals.min_price ?? 0))) };

  return {
    categories,
    category,
    ids,
    pagination: { current_page: current, last_page: lastPage, per_page: CATALOG_PAGE_SIZE, total },
    seo: {
      title: seoText(lang, 'categoryTitle', vars),
      desc: seoText(lang, 'categoryDescription', vars),
      seo_text: description.text,
      canonical: absoluteUrl(site, lang, pageUrl(current)),
      index: true,
      follow: true,
      og_image: null,
      h1: category.name,
    },
    breadcrumbs: crumbs,
    google: [breadcrumbList(site, lang, crumbs)],
    redirect_path: page === current ? null : pageUrl(current),
  };
}

/** The category page with its products. null when there is no such category. */
export async function categoryPage(db: Db, lang: Lang, site: Site, categoryId: number, page: number): Promise<CategoryPage | null> {
  const head = await categoryHead(db, lang, site, categoryId, page);
  if (!head) return null;
  const { categories, category, ids, pagination, ...meta } = head;
  const children = categories.filter((c) => c.parent_id === categoryId);

  const rows = await cardQuery(db, lang)
    .where('b.category_id', 'in', ids)
    .orderBy('b.in_stock', 'desc')
    .orderBy('b.popularity', 'desc')
    .orderBy('b.id')
    .limit(CATALOG_PAGE_SIZE)
    .offset((pagination.current_page - 1) * CATALOG_PAGE_SIZE)
    .execute();
  const [content, childCounts] = await Promise.all([toCards(db, lang, rows), subCategoryCounts(db, categories, children.map((c) => c.id))]);

  return {
    data: {
      id: categoryId,
      h1: category.name,
      isLeaf: children.length === 0,
      view_type_catalog: DEFAULT_VIEW,
      card_attributes_count: DEFAULT_CARD_ATTRIBUTES_COUNT,
      sub_catalog: children.map((c) => ({ id: c.id, name: c.name, url: paths.category(c.id), count: childCounts.get(c.id) ?? 0 })),
      products: { content, pagination },
    },
    ...meta,
  };
}

async function subCategoryCounts(db: Db, categories: Awaited<ReturnType<typeof loadCategories>>, childIds: number[]) {
  const counts = new Map<number, number>();
  if (childIds.length === 0) return counts;
  const perCategory = await db
    .selectFrom('base_products')
    .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
    .groupBy('category_id')
    .execute();
  const direct = new Map(perCategory.map((r) => [r.category_id, Number(r.n)]));
  for (const id of childIds) counts.set(id, subtreeIds(categories, id).reduce((sum, c) => sum + (direct.get(c) ?? 0), 0));
  return counts;
}

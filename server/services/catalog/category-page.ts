import { hasFilters, type CatalogQuery } from '../../../src/domain/catalog-query';
import { DEFAULT_CARD_ATTRIBUTES_COUNT, DEFAULT_VIEW } from '../../../src/domain/limits';
import { paths, type Lang } from '../../../src/domain/paths';
import type { CategoryPage } from '../../contract/catalog';
import type { Db } from '../../db/connection';
import { col } from './lang-columns';
import { listingText } from '../../i18n/texts';
import { categoryCrumbs, loadCategories, subtreeIds } from './categories';
import { mediaSliderItems } from '../content/home';
import { listing, listingCards, listingSummary, NOTHING_SELECTED, type Characteristic, type Listing, type ListingScope } from './listing';
import { stripCards } from './product-cards';
import { itemList, listingHead, listingUrl, selectionName } from './listing-seo';
import { quizAttributes } from './quiz';
import type { Site } from '../content/seo';

const POPULAR_PRODUCTS = 8;
const VIRTUAL_CHILDREN = 5;
const BLOCK_LINKS = 6;
/** a characteristic with more values than this (countries, say) does not make a short list of landing pages */
const MAX_MAIN_VALUES = 8;
const MAX_BANNERS = 2;
/** characteristics a pet category offers as one-tap pickers */
const WIDGET_ATTRIBUTES = { pet_type: 'widget_pet_type', pet_size: 'widget_pet_size' } as const;

/**
 * What a category page is, without its cards: enough for the HTML head, and the frame the listing
 * fills. null when there is no such category: the caller answers 404.
 */
export async function categoryHead(db: Db, lang: Lang, site: Site, categoryId: number, asked: CatalogQuery) {
  const categories = await loadCategories(db, lang);
  const category = categories.find((c) => c.id === categoryId);
  if (!category) return null;
  const ids = subtreeIds(categories, categoryId);
  const scope: ListingScope = { categoryIds: ids };

  const [summary, row] = await Promise.all([
    listingSummary(db, lang, scope, asked),
    db
      .selectFrom('categories')
      .where('id', '=', categoryId)
      .select([`${col('description', lang)} as text`, 'is_show_quiz'])
      .executeTakeFirstOrThrow(),
  ]);
  const path = paths.category(categoryId);
  const name = selectionName(lang, category.name, summary.selection);
  const crumbs = categoryCrumbs(categories, categoryId);
  return {
    categories,
    category,
    scope,
    path,
    summary,
    isShowQuiz: row.is_show_quiz === 1,
    ...listingHead(site, lang, {
      path,
      name,
      text: row.text,
      crumbs,
      summary,
      titles: { title: 'categoryTitle', desc: 'categoryDescription' },
    }),
  };
}

/** The category page with its listing. null when there is no such category. */
export async function categoryPage(db: Db, lang: Lang, site: Site, categoryId: number, asked: CatalogQuery): Promise<CategoryPage | null> {
  const head = await categoryHead(db, lang, site, categoryId, asked);
  if (!head) return null;
  const { categories, category, scope, path, summary, isShowQuiz, ...meta } = head;
  const children = categories.filter((c) => c.parent_id === categoryId);
  const plain = summary.query.page === 1 && !hasFilters(summary.query);

  const childCounts = subCategoryCounts(
    categories,
    children.map((c) => c.id),
    summary.facets.perCategory,
  );
  const [list, popular, banners] = await Promise.all([
    listing(db, lang, scope, path, summary),
    plain ? popularProducts(db, lang, scope) : [],
    categoryBanners(db, lang, categories, categoryId),
  ]);
  const widgets = await petWidgets(db, lang, path, summary.total, list.characteristics);
  // The quiz asks about the whole category, whatever is filtered now.
  const quiz = !isShowQuiz ? [] : await quizAttributes(db, lang, scope, hasFilters(summary.query) ? undefined : list.characteristics);
  const [brand] = summary.selection.brands;

  return {
    data: {
      id: categoryId,
      h1: meta.seo.h1,
      isLeaf: children.length === 0,
      view_type_catalog: DEFAULT_VIEW,
      card_attributes_count: DEFAULT_CARD_ATTRIBUTES_COUNT,
      sort: list.sort,
      products: list.products,
      sub_catalog: children.map((c) => ({ id: c.id, name: c.name, url: paths.category(c.id), count: childCounts.get(c.id) ?? 0 })),
      virtual_children: virtualChildren(path, list),
      block_links: blockLinks(lang, path, category.name, summary.total, list.characteristics),
      // A page narrowed to one brand tells what the brand is; otherwise there is nothing more to say.
      block: brand && summary.selection.brands.length === 1 && brand.description ? { title: brand.name, text: brand.description } : null,
      popular_products: popular,
      widgets,
      banners,
      is_show_quiz: isShowQuiz,
      quiz_attributes: quiz,
    },
    ...meta,
    seo: { ...meta.seo, id: categoryId },
    google: [...meta.google, itemList(site, lang, list.products.content, (summary.query.page - 1) * summary.pagination.per_page)],
  };
}

/** The category's biggest brands under the current filters, as ready-made selections. */
function virtualChildren(path: string, list: Listing): CategoryPage['data']['virtual_children'] {
  const brands = list.products.filters.brands.filter((b) => b.count > 0);
  if (brands.length < 2) return [];
  return [...brands]
    .sort((a, b) => b.count - a.count || a.id - b.id)
    .slice(0, VIRTUAL_CHILDREN)
    .map((b) => ({ id: b.id, name: b.name, url: listingUrl(path, { brands: [b.id] }) }));
}

/** How many products of the listing have some value of a characteristic (under the other filters). */
const coverage = (c: Characteristic) => c.values.reduce((sum, v) => sum + v.count, 0);

/**
 * Single-value pages of the category's main characteristic: the first one, in the shop's order of
 * characteristics, that most products have and that splits them into a few groups.
 */
function blockLinks(
  lang: Lang,
  path: string,
  name: string,
  total: number,
  characteristics: Characteristic[],
): CategoryPage['data']['block_links'] {
  const main = characteristics.find((c) => {
    const values = c.values.filter((v) => v.count > 0).length;
    return values > 1 && values <= MAX_MAIN_VALUES && coverage(c) * 2 >= total;
  });
  if (!main) return [];
  return main.values
    .filter((v) => v.count > 0)
    .sort((a, b) => b.count - a.count || a.id - b.id)
    .slice(0, BLOCK_LINKS)
    .map((v) => ({ title: listingText(lang, 'valueSelection', { name, value: v.value }), url: listingUrl(path, { values: [v.id] }) }));
}

/**
 * Pet categories (most products are for a kind or size of pet) let the shopper pick one in a tap. Each option
 * carries its value's key, so the page can point out the signed-in customer's own pet.
 */
async function petWidgets(
  db: Db,
  lang: Lang,
  path: string,
  total: number,
  characteristics: Characteristic[],
): Promise<CategoryPage['data']['widgets']> {
  const widgets = characteristics.flatMap((c) => {
    const title = WIDGET_ATTRIBUTES[c.slug as keyof typeof WIDGET_ATTRIBUTES];
    const options = c.values.filter((v) => v.count > 0);
    return !title || options.length < 2 || coverage(c) * 2 < total ? [] : [{ c, title, options }];
  });
  if (widgets.length === 0) return [];
  const ids = widgets.flatMap((w) => w.options.map((v) => v.id));
  const rows = await db.selectFrom('attribute_values').where('id', 'in', ids).select(['id', 'key']).execute();
  const keys = new Map(rows.map((r) => [r.id, r.key]));
  return widgets.map(({ c, title, options }) => ({
    attribute_id: c.id,
    title: listingText(lang, title),
    options: options.map((v) => ({ id: v.id, title: v.value, url: listingUrl(path, { values: [v.id] }), key: keys.get(v.id) ?? null })),
  }));
}

/** The most wanted products in stock: the head of the popular order, which puts stock first; one card per title. */
async function popularProducts(db: Db, lang: Lang, scope: ListingScope) {
  const cards = await stripCards(
    (limit, offset) => listingCards(db, lang, scope, NOTHING_SELECTED, 'popular', limit, offset),
    POPULAR_PRODUCTS,
  );
  return cards.filter((c) => c.in_stock);
}

/**
 * The banners of promotions that cover this category and chose its pages, in the order the back office gives them,
 * then the home page's banners that lead into this category's part of the tree.
 */
async function categoryBanners(db: Db, lang: Lang, categories: Awaited<ReturnType<typeof loadCategories>>, categoryId: number) {
  const inside = new Set(subtreeIds(categories, categoryId).map((id) => paths.category(id)));
  const [covering, promoted, home] = await Promise.all([
    db
      .selectFrom('promotion_categories as pc')
      .innerJoin('promotions as pr', 'pr.id', 'pc.promotion_id')
      .where('pc.category_id', '=', categoryId)
      .select('pr.slug')
      .execute(),
    mediaSliderItems(db, lang, 'category'),
    mediaSliderItems(db, lang, 'banner'),
  ]);
  const promotions = new Set(covering.map((p) => paths.promotion(p.slug)));
  return [...promoted.filter((b) => promotions.has(b.url)), ...home.filter((b) => inside.has(b.url))]
    .slice(0, MAX_BANNERS)
    .map(({ id, title, subtitle, url, image }) => ({ id, title, subtitle, url, image }));
}

/** Every product below each child category, whatever is filtered: the listing's summary cells added up. */
function subCategoryCounts(categories: Awaited<ReturnType<typeof loadCategories>>, childIds: number[], perCategory: Map<number, number>) {
  return new Map(childIds.map((id) => [id, subtreeIds(categories, id).reduce((sum, c) => sum + (perCategory.get(c) ?? 0), 0)]));
}

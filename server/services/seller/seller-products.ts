import type { CatalogQuery } from '../../../src/domain/catalog-query';
import { DEFAULT_CARD_ATTRIBUTES_COUNT, DEFAULT_VIEW } from '../../../src/domain/limits';
import { paths, type Lang } from '../../../src/domain/paths';
import type { SellerProducts } from '../../contract/seller-info';
import type { Db } from '../../db/connection';
import { loadCategories, subtreeIds } from '../catalog/categories';
import { listing, listingSummary, type ListingScope } from '../catalog/listing';
import { itemList, listingHead, selectionName } from '../catalog/listing-seo';
import { sellerCard, sellerCrumbs } from './seller-info';
import type { Site } from '../content/seo';

/** A storefront's category link: the seller's goods in one category, with how many there are. */
interface SellerCategoryLink {
  id: number;
  name: string;
  url: string;
  count: number;
}

/**
 * The products tab of a storefront: the catalogue's own listing (filters, sort, pages, head) over the base
 * products the seller offers (docs/decisions/0034-seller-storefronts.md), or, with `categoryId`, over those of one
 * category and below it (`/seller_{id}/products/c{categoryId}`). What it is without its cards, enough for the HTML
 * head; null for an unknown seller or category.
 */
export async function sellerProductsHead(db: Db, lang: Lang, site: Site, sellerId: number, asked: CatalogQuery, categoryId?: number) {
  const [seller, categories] = await Promise.all([sellerCard(db, sellerId), loadCategories(db, lang)]);
  if (!seller) return null;
  const category = categoryId === undefined ? null : categories.find((c) => c.id === categoryId);
  if (category === undefined) return null;
  const scope: ListingScope = category ? { sellerId, sellerCategoryIds: subtreeIds(categories, category.id) } : { sellerId };
  const summary = await listingSummary(db, lang, scope, asked);
  const path = category ? paths.sellerCategory(sellerId, category.id) : paths.seller(sellerId, 'products');
  const name = selectionName(lang, category ? `${seller.shop_name} — ${category.name}` : seller.shop_name, summary.selection);
  const crumbs = [...sellerCrumbs(seller), ...(category ? [{ title: category.name, url: path }] : [])];
  return {
    seller,
    scope,
    path,
    summary,
    categories: categoryLinks(categories, sellerId, summary.facets.perCategory, category?.id ?? null),
    ...listingHead(site, lang, {
      path,
      name,
      text: '',
      crumbs,
      summary,
      titles: { title: 'sellerProductsTitle', desc: 'sellerProductsDescription' },
    }),
  };
}

/**
 * The categories a storefront page offers as links: those of the goods it lists (below the chosen one, on a
 * category page), most goods first. Counts are of the unnarrowed listing, as a category's subcategories are.
 */
function categoryLinks(
  categories: Awaited<ReturnType<typeof loadCategories>>,
  sellerId: number,
  perCategory: Map<number, number>,
  chosen: number | null,
): SellerCategoryLink[] {
  return categories
    .filter((c) => c.id !== chosen && (perCategory.get(c.id) ?? 0) > 0)
    .map((c) => ({ id: c.id, name: c.name, url: paths.sellerCategory(sellerId, c.id), count: perCategory.get(c.id)! }))
    .sort((a, b) => b.count - a.count || a.id - b.id);
}

export async function sellerProducts(
  db: Db,
  lang: Lang,
  site: Site,
  sellerId: number,
  asked: CatalogQuery,
  categoryId?: number,
): Promise<SellerProducts | null> {
  const head = await sellerProductsHead(db, lang, site, sellerId, asked, categoryId);
  if (!head) return null;
  const { seller, scope, path, summary, categories, ...meta } = head;
  const list = await listing(db, lang, scope, path, summary);
  return {
    data: {
      id: seller.id,
      h1: meta.seo.h1,
      view_type_catalog: DEFAULT_VIEW,
      card_attributes_count: DEFAULT_CARD_ATTRIBUTES_COUNT,
      sort: list.sort,
      products: list.products,
      seller,
      categories,
    },
    ...meta,
    google: [...meta.google, itemList(site, lang, list.products.content, (summary.query.page - 1) * summary.pagination.per_page)],
  };
}

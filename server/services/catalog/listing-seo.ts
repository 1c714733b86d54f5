import { catalogSearch, hasFilters, isIndexable, type CatalogQuery } from '../../../src/domain/catalog-query';
import { paths, type Lang } from '../../../src/domain/paths';
import type { ProductCard } from '../../contract/catalog';
import type { JsonLd } from '../../contract/common';
import { formatPrice, kopecksToUah } from '../../../src/domain/money';
import type { Crumb } from '../../contract/common';
import { listingText, seoText, type SeoText } from '../../i18n/texts';
import type { ListingSummary, Selection } from './listing';
import { absoluteUrl, breadcrumbList, type Site } from '../content/seo';

/** Every link to a listing state goes through the one query format of src/domain/catalog-query.ts. */
export const listingUrl = (path: string, query: Partial<CatalogQuery>) => path + catalogSearch(query);

/**
 * The name of a listing narrowed by exactly one brand or one characteristic value (a landing page such
 * as "Олії для собак PawLeaf"); the plain name otherwise.
 */
export function selectionName(lang: Lang, name: string, selection: Selection): string {
  const [brand] = selection.brands;
  const [value] = selection.values;
  if (selection.brands.length + selection.values.length !== 1) return name;
  return brand
    ? listingText(lang, 'brandSelection', { name, brand: brand.name })
    : listingText(lang, 'valueSelection', { name, value: value!.value });
}

/**
 * Robots and canonical of a listing state: the plain listing and single-brand or single-value selections
 * are landing pages with their own normalized URL; anything else points at the plain listing (page kept)
 * and is not indexed. An empty selection is not a landing page.
 */
function listingRobots(site: Site, lang: Lang, path: string, query: CatalogQuery, total: number) {
  const index = isIndexable(query) && (total > 0 || !hasFilters(query));
  return { canonical: absoluteUrl(site, lang, listingUrl(path, index ? query : { page: query.page })), index, follow: true };
}

/** schema.org ItemList of the cards a page shows, positions counted across pages. */
export function itemList(site: Site, lang: Lang, cards: ProductCard[], offset: number): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: cards.map((c, i) => ({
      '@type': 'ListItem',
      position: offset + i + 1,
      url: absoluteUrl(site, lang, paths.product(c.id)),
      name: c.title,
    })),
  };
}

/** The head of a listing page (category, brand): texts, robots, breadcrumbs and where a page past the end lives now. */
export function listingHead(
  site: Site,
  lang: Lang,
  listing: {
    path: string;
    name: string;
    text: string;
    crumbs: Crumb[];
    summary: ListingSummary;
    titles: { title: SeoText; desc: SeoText };
  },
) {
  const { path, name, crumbs, summary } = listing;
  const vars = {
    name,
    store: site.storeName,
    products: seoText(lang, 'products', { count: summary.total }),
    price: formatPrice(kopecksToUah(summary.minKop ?? 0)),
  };
  return {
    seo: {
      title: seoText(lang, listing.titles.title, vars),
      desc: seoText(lang, listing.titles.desc, vars),
      seo_text: listing.text,
      ...listingRobots(site, lang, path, summary.query, summary.total),
      og_image: null,
      h1: name,
    },
    breadcrumbs: crumbs,
    google: [breadcrumbList(site, lang, crumbs)],
    redirect_path: summary.redirectQuery && listingUrl(path, summary.redirectQuery),
  };
}

import type { CatalogQuery } from '../../../src/domain/catalog-query';
import { DEFAULT_CARD_ATTRIBUTES_COUNT, DEFAULT_VIEW } from '../../../src/domain/limits';
import { paths, type Lang } from '../../../src/domain/paths';
import type { BrandPage } from '../../contract/catalog';
import type { Crumb, Seo } from '../../contract/common';
import type { Db } from '../../db/connection';
import { col } from './lang-columns';
import { listingText, seoText } from '../../i18n/texts';
import { listing, listingSummary } from './listing';
import { itemList, listingHead, selectionName } from './listing-seo';
import { brandLogo } from './media-url';
import { absoluteUrl, type Site } from '../content/seo';

export interface BrandLink {
  id: number;
  name: string;
  url: string;
  is_popular: boolean;
  count: number;
  logo: ReturnType<typeof brandLogo>;
}

const DIGITS = '0-9';
const collator = new Intl.Collator('uk', { sensitivity: 'base', numeric: true });

/** Digits first, then Latin, then Cyrillic, then anything else: the order shoppers scan an index in. */
function scriptRank(letter: string): number {
  if (letter === DIGITS) return 0;
  if (/\p{Script=Latin}/u.test(letter)) return 1;
  if (/\p{Script=Cyrillic}/u.test(letter)) return 2;
  return 3;
}

function letterOf(name: string): string {
  const first = [...name.trim()][0] ?? '#';
  if (/\d/.test(first)) return DIGITS;
  return /\p{L}/u.test(first) ? first.toLocaleUpperCase('uk') : '#';
}

/** Brands by first letter: digits under '0-9', Latin A–Z before Cyrillic А–Я, names sorted within each. */
export function brandGroups<T extends { name: string }>(brands: T[]): { letter: string; brands: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const b of brands) groups.set(letterOf(b.name), [...(groups.get(letterOf(b.name)) ?? []), b]);
  return [...groups.entries()]
    .sort(([a], [b]) => scriptRank(a) - scriptRank(b) || collator.compare(a, b))
    .map(([letter, list]) => ({ letter, brands: list.sort((a, b) => collator.compare(a.name, b.name)) }));
}

export async function brandList(
  db: Db,
  lang: Lang,
  site: Site,
): Promise<{ data: { popular: BrandLink[]; groups: { letter: string; brands: BrandLink[] }[] }; seo: Seo }> {
  const rows = await db
    .selectFrom('brands as br')
    .where('br.hidden', '=', 0)
    .leftJoin('base_products as b', 'b.brand_id', 'br.id')
    .select((eb) => ['br.id', 'br.name', 'br.is_popular', eb.fn.count<number | string>('b.id').as('n')])
    .groupBy(['br.id', 'br.name', 'br.is_popular'])
    .execute();
  const brands: BrandLink[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    url: paths.brand(r.id),
    is_popular: r.is_popular === 1,
    count: Number(r.n),
    logo: brandLogo(r.id, r.name),
  }));
  const popular = brands.filter((b) => b.is_popular).sort((a, b) => b.count - a.count || collator.compare(a.name, b.name));
  const title = seoText(lang, 'brandsTitle', { store: site.storeName });
  return {
    data: { popular, groups: brandGroups(brands) },
    seo: {
      title,
      desc: seoText(lang, 'brandsDescription', { store: site.storeName, producers: seoText(lang, 'producers', { count: brands.length }) }),
      seo_text: '',
      canonical: absoluteUrl(site, lang, paths.brands()),
      index: true,
      follow: true,
      og_image: null,
      h1: listingText(lang, 'brands'),
    },
  };
}

/** What a brand page is, without its cards: enough for the HTML head. null for an unknown brand. */
async function brandHead(db: Db, lang: Lang, site: Site, brandId: number, asked: CatalogQuery) {
  const brand = await db
    .selectFrom('brands')
    .where('id', '=', brandId)
    .where('hidden', '=', 0)
    .select(['id', 'name', `${col('country', lang)} as country`, `${col('description', lang)} as description`])
    .executeTakeFirst();
  if (!brand) return null;
  const scope = { brandId };
  // A brand's own page has no brand filter to apply.
  const summary = await listingSummary(db, lang, scope, { ...asked, brands: [] });
  const path = paths.brand(brandId);
  const name = selectionName(lang, brand.name, summary.selection);
  const crumbs: Crumb[] = [
    { title: listingText(lang, 'brands'), url: paths.brands() },
    { title: brand.name, url: path },
  ];
  return {
    brand,
    scope,
    path,
    summary,
    ...listingHead(site, lang, {
      path,
      name,
      text: brand.description,
      crumbs,
      summary,
      titles: { title: 'brandTitle', desc: 'brandDescription' },
    }),
  };
}

export async function brandPage(db: Db, lang: Lang, site: Site, brandId: number, asked: CatalogQuery): Promise<BrandPage | null> {
  const head = await brandHead(db, lang, site, brandId, asked);
  if (!head) return null;
  const { brand, scope, path, summary, ...meta } = head;
  const list = await listing(db, lang, scope, path, summary);
  return {
    data: {
      id: brand.id,
      h1: meta.seo.h1,
      view_type_catalog: DEFAULT_VIEW,
      card_attributes_count: DEFAULT_CARD_ATTRIBUTES_COUNT,
      sort: list.sort,
      products: list.products,
      brand: { ...brand, logo: brandLogo(brand.id, brand.name) },
    },
    ...meta,
    google: [...meta.google, itemList(site, lang, list.products.content, (summary.query.page - 1) * summary.pagination.per_page)],
  };
}

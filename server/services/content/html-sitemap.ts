import type { Lang } from '../../../src/domain/paths';
import type { Crumb, Pagination, Seo } from '../../contract/common';
import type { Db } from '../../db/connection';
import { serverText } from '../../i18n/i18n';
import { absoluteUrl, type Site } from './seo';
import { sitemapCount, sitemapEntries, type SitemapKind } from './sitemap';

/** What a shopper's sitemap lists, in this order; products are reached through their categories. */
const HTML_KINDS = ['categories', 'brands', 'sellers', 'guide', 'blog'] as const satisfies readonly SitemapKind[];
const HTML_SITEMAP_LINKS_PER_PAGE = 300;

const htmlSitemapPath = (page: number) => `/html-sitemap/${page}`;

export interface HtmlSitemapPage {
  data: { sections: { kind: (typeof HTML_KINDS)[number]; title: string; links: { title: string; url: string }[] }[] };
  pagination: Pagination;
  breadcrumbs: Crumb[];
  seo: Seo;
}

/**
 * One page of the HTML sitemap: every kind's links in one run, cut into pages of a fixed size, each page's links
 * under the heading of their kind. null past the last page.
 */
export async function htmlSitemapPage(db: Db, lang: Lang, site: Site, page: number): Promise<HtmlSitemapPage | null> {
  const counts = await Promise.all(HTML_KINDS.map((kind) => sitemapCount(db, kind)));
  const total = counts.reduce((a, b) => a + b, 0);
  const lastPage = Math.max(1, Math.ceil(total / HTML_SITEMAP_LINKS_PER_PAGE));
  if (page > lastPage) return null;
  const from = (page - 1) * HTML_SITEMAP_LINKS_PER_PAGE;
  const to = from + HTML_SITEMAP_LINKS_PER_PAGE;
  const sections: HtmlSitemapPage['data']['sections'] = [];
  let start = 0;
  for (const [i, kind] of HTML_KINDS.entries()) {
    const end = start + counts[i]!;
    // The part of this kind's run that falls on the page.
    const offset = Math.max(from, start) - start;
    const limit = Math.min(to, end) - start - offset;
    if (limit > 0) {
      const entries = await sitemapEntries(db, kind, offset, limit);
      sections.push({
        kind,
        title: serverText(lang, 'sitemap', `kinds.${kind}`),
        links: entries.map((e) => ({ title: e.title[lang], url: e.path })),
      });
    }
    start = end;
  }
  const title =
    page === 1
      ? serverText(lang, 'sitemap', 'headTitle', { store: site.storeName })
      : serverText(lang, 'sitemap', 'headTitlePage', { page, store: site.storeName });
  const h1 = serverText(lang, 'sitemap', 'title');
  return {
    data: { sections },
    pagination: { current_page: page, last_page: lastPage, per_page: HTML_SITEMAP_LINKS_PER_PAGE, total },
    breadcrumbs: [{ title: h1, url: htmlSitemapPath(1) }],
    seo: {
      title,
      desc: serverText(lang, 'sitemap', 'headDescription', { store: site.storeName }),
      seo_text: '',
      canonical: absoluteUrl(site, lang, htmlSitemapPath(page)),
      // Worth following, not worth showing in results.
      index: false,
      follow: true,
      og_image: null,
      h1,
    },
  };
}

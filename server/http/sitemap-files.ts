import { LANGS } from '../../src/domain/paths';
import type { Db } from '../db/connection';
import { escapeMarkup } from './escape-markup';
import { absoluteUrl, type Site } from '../services/content/seo';
import { SITEMAP_KINDS, sitemapCount, sitemapEntries, type SitemapKind } from '../services/content/sitemap';

/**
 * Pages per sitemap file. Each page is listed once per language, so a file holds twice as many URLs: 40,000,
 * under the protocol's 50,000 (docs/decisions/0035-sitemaps-and-seo-templates.md).
 */
const PAGES_PER_SITEMAP = 20_000;

const HREFLANG = { uk: 'uk-ua', ru: 'ru-ua' } as const;
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';

const sitemapFileName = (kind: SitemapKind, n: number) => `${kind}-${n}.xml`;
const fileUrl = (site: Site, kind: SitemapKind, n: number) => `${site.publicUrl}/sitemap/${sitemapFileName(kind, n)}`;

/** The sitemap index: every kind's files, as many as its pages need (a kind with none has no file). */
export async function sitemapIndex(db: Db, site: Site): Promise<string> {
  const files: string[] = [];
  for (const kind of SITEMAP_KINDS) {
    const count = await sitemapCount(db, kind);
    for (let n = 1; n <= Math.ceil(count / PAGES_PER_SITEMAP); n++)
      files.push(`  <sitemap><loc>${escapeMarkup(fileUrl(site, kind, n))}</loc></sitemap>`);
  }
  return `${XML}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
}

/** One file of a kind (`products-2.xml`): each page in both languages, each naming the other as its alternate; null past the end. */
export async function sitemapFile(db: Db, site: Site, file: string): Promise<string | null> {
  const m = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(file);
  const kind = SITEMAP_KINDS.find((k) => k === m?.[1]);
  if (!m || !kind) return null;
  const entries = await sitemapEntries(db, kind, (Number(m[2]) - 1) * PAGES_PER_SITEMAP, PAGES_PER_SITEMAP);
  if (entries.length === 0) return null;
  const urls = entries.flatMap((e) => {
    const alternates = [
      ...LANGS.map(
        (l) => `    <xhtml:link rel="alternate" hreflang="${HREFLANG[l]}" href="${escapeMarkup(absoluteUrl(site, l, e.path))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeMarkup(absoluteUrl(site, 'uk', e.path))}"/>`,
    ].join('\n');
    return LANGS.map(
      (l) =>
        `  <url>\n    <loc>${escapeMarkup(absoluteUrl(site, l, e.path))}</loc>\n    <lastmod>${escapeMarkup(e.lastmod)}</lastmod>\n${alternates}\n  </url>`,
    );
  });
  return `${XML}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the shopper's own pages stay out of the index, and the sitemap index is named by its full address. */
export function robotsTxt(site: Site): string {
  const privatePaths = ['/api/', '/cabinet', '/checkout'];
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((p) => `Disallow: ${p}`),
    ...privatePaths.filter((p) => p !== '/api/').map((p) => `Disallow: /ru${p}`),
    '',
    `Sitemap: ${site.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

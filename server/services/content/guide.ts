import type { Lang } from '../../../src/domain/paths';
import type { Crumb, JsonLd, Seo } from '../../contract/common';
import type { Db } from '../../db/connection';
import { serverText } from '../../i18n/i18n';
import { col } from '../catalog/lang-columns';
import { absoluteUrl, breadcrumbList, storeOrganization, type Site } from './seo';
import { PUBLISHED, publicUntil } from './article-visibility';

export const guidePath = (slug: string) => `/gid-pokupatelya/${slug}`;

export interface GuideLink {
  slug: string;
  title: string;
  url: string;
}

export interface GuideSection {
  /** the anchor the table of contents links to */
  id: string;
  heading: string;
  paragraphs: string[];
}

/** Every public guide article in reading order (docs/product-rules.md#content). */
export async function guideIndex(db: Db, lang: Lang): Promise<GuideLink[]> {
  const rows = await db
    .selectFrom('guide_articles')
    .where('state', '=', PUBLISHED)
    .where('published_at', '<=', publicUntil())
    .select(['slug', `${col('title', lang)} as title`])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ slug: r.slug, title: r.title, url: guidePath(r.slug) }));
}

/**
 * A stored body back into its sections: a `## ` line starts one, blank lines part paragraphs. Text before the
 * first heading is a section without a heading, left out of the contents.
 */
export function guideSections(body: string): GuideSection[] {
  const sections: GuideSection[] = [];
  for (const block of body
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)) {
    const heading = /^##\s+(.+)$/.exec(block)?.[1];
    if (heading !== undefined || sections.length === 0)
      sections.push({ id: `section-${sections.length + 1}`, heading: heading ?? '', paragraphs: [] });
    if (heading === undefined) sections.at(-1)!.paragraphs.push(block);
  }
  return sections;
}

/** About a sentence and a half: what search engines show under the title. */
const DESCRIPTION_MAX = 160;
function description(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text;
  return `${text.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

interface GuideArticlePage {
  data: { slug: string; title: string; sections: GuideSection[]; articles: GuideLink[] };
  breadcrumbs: Crumb[];
  seo: Seo;
  google: JsonLd[];
}

/**
 * One guide article with its sections, the whole guide beside it, and its head; null for an unknown slug or an
 * article not public. `preview` (the back office's) shows a draft or a scheduled article as it will stand in the guide.
 */
export async function guideArticle(
  db: Db,
  lang: Lang,
  site: Site,
  slug: string,
  { preview = false }: { preview?: boolean } = {},
): Promise<GuideArticlePage | null> {
  let query = db.selectFrom('guide_articles').where('slug', '=', slug);
  if (!preview) query = query.where('state', '=', PUBLISHED).where('published_at', '<=', publicUntil());
  const row = await query.select(['slug', `${col('title', lang)} as title`, `${col('body', lang)} as body`]).executeTakeFirst();
  if (!row) return null;
  const shown = await guideIndex(db, lang);
  // A preview shows the article in its place in the guide, which does not list it yet.
  const articles =
    preview && !shown.some((a) => a.slug === row.slug) ? [...shown, { slug: row.slug, title: row.title, url: guidePath(row.slug) }] : shown;
  const sections = guideSections(row.body);
  // The guide has no page of its own: its crumb leads to its first article.
  const breadcrumbs: Crumb[] = [
    { title: serverText(lang, 'guide', 'guide'), url: articles[0]?.url ?? guidePath(slug) },
    { title: row.title, url: guidePath(slug) },
  ];
  const canonical = absoluteUrl(site, lang, guidePath(slug));
  return {
    data: { slug: row.slug, title: row.title, sections, articles },
    breadcrumbs,
    seo: {
      title: serverText(lang, 'guide', 'headTitle', { title: row.title, store: site.storeName }),
      desc: description(sections.flatMap((s) => s.paragraphs)[0] ?? row.title),
      seo_text: '',
      canonical,
      index: true,
      follow: true,
      og_image: null,
      h1: row.title,
    },
    google: [
      breadcrumbList(site, lang, breadcrumbs),
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: row.title,
        inLanguage: lang,
        mainEntityOfPage: canonical,
        author: storeOrganization(site),
        publisher: storeOrganization(site),
      },
    ],
  };
}

import { LANGS, type Lang } from '../../src/domain/paths';
import { scriptJson, type RenderedPage } from '../../src/domain/page-rendering';
import { APP_MANIFESTS } from '../../src/domain/app-manifest';
import type { PageHead } from '../../src/domain/page-head';
import { absoluteUrl, type Site } from '../services/content/seo';
import { analyticsMeta } from './analytics-origins';
import { escapeMarkup } from './escape-markup';

/** The bare shell: the app fills in the page; robots never index it under this name. */
export function shellHead(site: Site, lang: Lang): PageHead {
  const title = site.storeName;
  return {
    status: 200,
    lang,
    path: '/',
    google: [],
    seo: { title, desc: '', seo_text: '', canonical: absoluteUrl(site, lang, '/'), index: false, follow: false, og_image: null, h1: title },
  };
}

function renderHead(site: Site, head: PageHead): string {
  const { seo } = head;
  const hreflang = { uk: 'uk-ua', ru: 'ru-ua' } as const;
  const tags = [
    `<title>${escapeMarkup(seo.title)}</title>`,
    `<meta name="description" content="${escapeMarkup(seo.desc)}">`,
    `<meta name="robots" content="${seo.index ? 'index' : 'noindex'},${seo.follow ? 'follow' : 'nofollow'}">`,
    `<link rel="canonical" href="${escapeMarkup(seo.canonical)}">`,
    ...(head.seo.index
      ? [
          ...LANGS.map((l) => `<link rel="alternate" hreflang="${hreflang[l]}" href="${escapeMarkup(absoluteUrl(site, l, head.path))}">`),
          `<link rel="alternate" hreflang="x-default" href="${escapeMarkup(absoluteUrl(site, 'uk', head.path))}">`,
        ]
      : []),
    `<meta property="og:type" content="${head.article ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${escapeMarkup(site.storeName)}">`,
    `<meta property="og:title" content="${escapeMarkup(seo.title)}">`,
    `<meta property="og:description" content="${escapeMarkup(seo.desc)}">`,
    `<meta property="og:url" content="${escapeMarkup(seo.canonical)}">`,
    `<meta property="og:locale" content="${head.lang === 'ru' ? 'ru_UA' : 'uk_UA'}">`,
    ...(seo.og_image ? [`<meta property="og:image" content="${escapeMarkup(seo.og_image)}">`] : []),
    ...(head.article
      ? [
          `<meta property="article:published_time" content="${escapeMarkup(head.article.published_time)}">`,
          `<meta property="article:section" content="${escapeMarkup(head.article.section)}">`,
        ]
      : []),
    ...head.google.map((ld) => `<script type="application/ld+json">${scriptJson(ld)}</script>`),
  ];
  return tags.join('\n    ');
}

/**
 * Fills the built index.html: the head between the markers, the page language and the app manifest of that
 * language. The head carries the shopper's own words (a search query, a list's name), so it goes in through a
 * function: a replacement string would read `$&`, `$'` or `` $` `` in them as patterns and paste the template into itself.
 */
export function renderPage(
  template: string,
  site: Site & { gaMeasurementId?: string | null },
  head: PageHead,
  page?: RenderedPage,
): string {
  return (
    template
      .replace(/<html lang="[^"]*"/, () => `<html lang="${head.lang}"`)
      .replace(/(<link rel="manifest" href=")[^"]*"/, (_, start: string) => `${start}${APP_MANIFESTS[head.lang]}"`)
      .replace(/<!--head-->[\s\S]*?<!--\/head-->/, () => renderHead(site, head))
      // After the shell's own stylesheet, in the order a page's styles load when the browser navigates to it.
      .replace('</head>', () => `${analyticsMeta(site)}${page ? page.headLinks : ''}</head>`)
      .replace('<div id="root"></div>', () => (page ? `<div id="root">${page.html}</div>${page.stateScript}` : '<div id="root"></div>'))
  );
}

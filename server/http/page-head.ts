import { LANGS, localizedPath, matchPage, paths, splitLang, categoryIdFromKey, type Lang } from '../../src/domain/paths';
import { scriptJson, type RenderedPage } from '../../src/domain/page-rendering';
import { APP_MANIFESTS } from '../../src/domain/app-manifest';
import type { JsonLd, Seo } from '../contract/common';
import { organizationJsonLd, type PageHead } from '../../src/domain/page-head';
import type { Db } from '../db/connection';
import { parseCatalogQuery } from '../../src/domain/catalog-query';
import { blogArticle, blogList, type BlogScope } from '../services/content/blog';
import { brandHead, brandList } from '../services/catalog/brands';
import { categoryHead } from '../services/catalog/category-page';
import { comparePageTitle } from '../services/customer/compare';
import { sharedFavoritesTitle } from '../services/customer/favorite-lists';
import { guideArticle } from '../services/content/guide';
import { htmlSitemapPage } from '../services/content/html-sitemap';
import { productPage } from '../services/catalog/product-page';
import { promotionHead, promotionList } from '../services/promo/promotions';
import type { PaymentOffer } from '../services/checkout/choices';
import { sellerInfo } from '../services/seller/seller-info';
import { sellerProductsHead } from '../services/seller/seller-products';
import { sellerTabOf } from '../../src/domain/seller-storefront';
import { absoluteUrl, type Site, type StoreContacts } from '../services/content/seo';
import { serverText } from '../i18n/i18n';
import { seoText } from '../i18n/texts';
import { analyticsMeta } from './analytics-origins';
import { escapeMarkup } from './escape-markup';

export type { PageHead } from '../../src/domain/page-head';

/** Works out the status and head of a page the way the app will render it. */
export async function pageHead(db: Db, site: Site & StoreContacts & PaymentOffer, pathname: string, search: string): Promise<PageHead> {
  const { lang, path } = splitLang(pathname);
  const match = matchPage(path);
  const plain = (title: string, desc: string, index: boolean): Seo => ({
    title,
    desc,
    seo_text: '',
    canonical: absoluteUrl(site, lang, path),
    index,
    follow: index,
    og_image: null,
    h1: title,
  });
  // A listing's language alternates point at the same selection as its canonical (`?brand=3` included).
  const listingHead = (page: { seo: Seo; google: JsonLd[]; redirect_path: string | null }): PageHead => ({
    status: 200,
    lang,
    path: splitLang(new URL(page.seo.canonical).pathname).path + new URL(page.seo.canonical).search,
    seo: page.seo,
    google: page.google,
    ...(page.redirect_path && { redirect: localizedPath(lang, page.redirect_path) }),
  });
  const notFound: PageHead = {
    status: 404,
    lang,
    path,
    google: [],
    seo: plain(seoText(lang, 'notFoundTitle', { store: site.storeName }), '', false),
  };

  switch (match?.key) {
    case 'home':
      return {
        status: 200,
        lang,
        path,
        google: [organizationJsonLd(site, { phone: site.storePhone, email: site.storeEmail }, lang)],
        seo: plain(seoText(lang, 'homeTitle', { store: site.storeName }), seoText(lang, 'homeDescription'), true),
      };
    case 'catalog': {
      const categoryId = categoryIdFromKey(match.params.key ?? '');
      const page = categoryId === null ? null : await categoryHead(db, lang, site, categoryId, parseCatalogQuery(search));
      return page ? listingHead(page) : notFound;
    }
    case 'brands': {
      const { seo } = await brandList(db, lang, site);
      return { status: 200, lang, path, seo, google: [] };
    }
    case 'brand': {
      const page = await brandHead(db, lang, site, Number(match.params.id), parseCatalogQuery(search));
      return page ? listingHead(page) : notFound;
    }
    case 'product': {
      const page = await productPage(db, lang, site, Number(match.params.id));
      return page ? { status: 200, lang, path, seo: page.seo, google: page.google } : notFound;
    }
    case 'sellerTemp':
    case 'seller': {
      // docs/product-rules.md#seller-storefronts: a tab the storefront does not have is no page.
      const tab = sellerTabOf(match.params.rest);
      const page = tab && tab !== 'products' ? await sellerInfo(db, lang, site, Number(match.params.id), tab) : null;
      return page ? { status: 200, lang, path: paths.seller(page.data.id, tab ?? 'about'), seo: page.seo, google: page.google } : notFound;
    }
    case 'sellerProducts': {
      // docs/product-rules.md#seller-storefronts: after /products only a category key (c{id}) names a page.
      const key = match.params.key;
      const categoryId = key === undefined ? undefined : categoryIdFromKey(key);
      if (categoryId === null) return notFound;
      const page = await sellerProductsHead(db, lang, site, Number(match.params.id), parseCatalogQuery(search), categoryId);
      return page ? listingHead(page) : notFound;
    }
    case 'promotions': {
      // docs/product-rules.md#promotions: further pages are a query, like a blog tag's; page 1 lives at the plain address.
      const asked = new URLSearchParams(search).get('page');
      if (asked === '1') return { ...notFound, redirect: localizedPath(lang, paths.promotions()) };
      const page = asked === null ? 1 : /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : null;
      const list = page === null ? null : await promotionList(db, lang, site, page);
      return list ? { status: 200, lang, path: paths.promotions(page ?? 1), seo: list.seo, google: [] } : notFound;
    }
    case 'promotion': {
      const page = await promotionHead(db, lang, site, match.params.slug ?? '', parseCatalogQuery(search));
      return page ? listingHead(page) : notFound;
    }
    case 'blog':
    case 'blogPage':
    case 'blogCategory':
    case 'blogCategoryPage':
    case 'blogTag': {
      const { scope, page, plainPath } = blogListPage(match.key, match.params, search);
      // docs/product-rules.md#blog: page 1 has no address of its own.
      if (page === 1 && plainPath) return { ...notFound, redirect: localizedPath(lang, plainPath) };
      const list = page === null ? null : await blogList(db, lang, site, scope, page);
      return list
        ? {
            status: 200,
            lang,
            path: splitLang(new URL(list.seo.canonical).pathname).path + new URL(list.seo.canonical).search,
            seo: list.seo,
            google: list.google,
          }
        : notFound;
    }
    case 'blogArticle': {
      const page = await blogArticle(db, lang, site, Number(match.params.category_id), Number(match.params.article_id));
      return page
        ? {
            status: 200,
            lang,
            path,
            seo: page.seo,
            google: page.google,
            article: { published_time: page.data.published_at, section: page.data.category.name },
          }
        : notFound;
    }
    case 'compare':
    case 'compareCategory': {
      // A shopper's own lists: served, never indexed.
      const title = await comparePageTitle(db, lang, site.storeName, match.params.id ? Number(match.params.id) : null);
      return title ? { status: 200, lang, path, google: [], seo: plain(title, '', false) } : notFound;
    }
    case 'search': {
      // Results pages are for shoppers, not for the index; their links are worth following.
      const query = Array.from((new URLSearchParams(search).get('query') ?? '').trim())
        .slice(0, 100)
        .join('');
      const title = query
        ? seoText(lang, 'searchTitle', { query, store: site.storeName })
        : seoText(lang, 'searchTitleEmpty', { store: site.storeName });
      return { status: 200, lang, path, google: [], seo: { ...plain(title, '', false), follow: true } };
    }
    case 'login':
    case 'register':
    case 'forgotPassword':
    case 'cabinet': {
      // Forms and a private page: served, never indexed.
      const page = match.key === 'cabinet' ? serverText(lang, 'cabinet', 'title') : serverText(lang, 'auth', AUTH_PAGE_TITLES[match.key]);
      return {
        status: 200,
        lang,
        path,
        google: [],
        seo: plain(serverText(lang, 'auth', 'headTitle', { page, store: site.storeName }), '', false),
      };
    }
    case 'checkout': {
      // A shopper's own cart on its way to orders: served, never indexed.
      const title = serverText(lang, 'checkout', 'headTitle', { store: site.storeName });
      return { status: 200, lang, path, google: [], seo: plain(title, '', false) };
    }
    case 'orderReview':
    case 'orderComment':
    case 'thankForComment':
    case 'newComment': {
      // Order reviews are the buyer's own business: served, never indexed.
      const page = serverText(lang, 'order-comment', ORDER_COMMENT_TITLES[match.key], { id: match.params.id ?? '' });
      return { status: 200, lang, path, google: [], seo: plain(`${page} — ${site.storeName}`, '', false) };
    }
    case 'sharedFavorites': {
      // Someone's list opened by its link: served while shared, never indexed; a closed list is a 404.
      const title = await sharedFavoritesTitle(db, lang, match.params.id ?? '', site.storeName);
      return title ? { status: 200, lang, path, google: [], seo: plain(title, '', false) } : notFound;
    }
    case 'thankYou':
    case 'repeatOrder': {
      // One shopper's orders: served, never indexed.
      const page = match.key === 'thankYou' ? serverText(lang, 'thank-you', 'pageTitle') : serverText(lang, 'repeat-order', 'pageTitle');
      return { status: 200, lang, path, google: [], seo: plain(`${page} — ${site.storeName}`, '', false) };
    }
    case 'guide': {
      const page = await guideArticle(db, lang, site, match.params.slug ?? '');
      return page ? { status: 200, lang, path, seo: page.seo, google: page.google } : notFound;
    }
    case 'htmlSitemap': {
      const page = await htmlSitemapPage(db, lang, site, Number(match.params.id));
      return page ? { status: 200, lang, path, seo: page.seo, google: [] } : notFound;
    }
    case 'contact':
      return {
        status: 200,
        lang,
        path,
        google: [],
        seo: plain(
          serverText(lang, 'contact', 'headTitle', { store: site.storeName }),
          serverText(lang, 'contact', 'headDescription', { store: site.storeName }),
          true,
        ),
      };
    case 'cooperation':
      return {
        status: 200,
        lang,
        path,
        google: [],
        seo: plain(
          serverText(lang, 'cooperation', 'headTitle', { store: site.storeName }),
          serverText(lang, 'cooperation', 'headDescription', { store: site.storeName }),
          true,
        ),
      };
    case 'sellerWorkspace':
      // A seller's own workspace: served, never indexed.
      return {
        status: 200,
        lang,
        path,
        google: [],
        seo: plain(serverText(lang, 'seller-workspace', 'headTitle', { store: site.storeName }), '', false),
      };
    case 'admin':
      // The back office: served, never indexed.
      return {
        status: 200,
        lang,
        path,
        google: [],
        seo: plain(serverText(lang, 'admin', 'headTitle', { store: site.storeName }), '', false),
      };
    case 'buildInfo':
      // A page for the store's own people: served, never indexed.
      return {
        status: 200,
        lang,
        path,
        google: [],
        seo: plain(`${serverText(lang, 'build-info', 'title')} — ${site.storeName}`, '', false),
      };
    default:
      return notFound;
  }
}

/**
 * Which list a blog address shows and which page of it; `plainPath` is set when the address names page 1, which
 * lives at the plain address. A tag's further pages are a `?page=` query; one that is not a page number is no page.
 */
function blogListPage(
  key: 'blog' | 'blogPage' | 'blogCategory' | 'blogCategoryPage' | 'blogTag',
  params: Record<string, string>,
  search: string,
) {
  const categoryId = Number(params.category_id);
  const scope: BlogScope =
    key === 'blogTag'
      ? { kind: 'tag', id: Number(params.tag_id) }
      : key.startsWith('blogCategory')
        ? { kind: 'category', id: categoryId }
        : { kind: 'all' };
  if (key === 'blogTag') {
    const asked = new URLSearchParams(search).get('page');
    const page = asked === null ? 1 : /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : null;
    return { scope, page, plainPath: asked === '1' ? paths.blogTag(scope.kind === 'tag' ? scope.id : 0) : null };
  }
  const page = params.page === undefined ? 1 : Number(params.page);
  const plainPath = params.page === '1' ? (key === 'blogPage' ? paths.blog() : paths.blogCategory(categoryId)) : null;
  return { scope, page, plainPath };
}

/** The SEO template of a page (its title, description, h1 and text): exactly the head the page itself is served with. */
export async function seoTemplate(db: Db, site: Site & StoreContacts & PaymentOffer, uri: string) {
  const url = new URL(uri, 'http://local');
  const head = await pageHead(db, site, url.pathname, url.search);
  const { seo } = head;
  return {
    status: head.status,
    template: { title: seo.title, description: seo.desc, h1: seo.h1, text: seo.seo_text, canonical: seo.canonical },
  };
}

const AUTH_PAGE_TITLES = { login: 'loginTitle', register: 'registerTitle', forgotPassword: 'forgotTitle' } as const;
const ORDER_COMMENT_TITLES = {
  orderReview: 'title',
  orderComment: 'chooseOrderTitle',
  thankForComment: 'thanksTitle',
  newComment: 'newCommentTitle',
} as const;

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

export function renderHead(site: Site, head: PageHead): string {
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

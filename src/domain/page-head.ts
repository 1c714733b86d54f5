import { localizedPath, type Lang, type PageParams } from './paths';

/** What a page's head says about it to search engines and link previews (the contract's `Seo`). */
export interface PageSeo {
  title: string;
  desc: string;
  seo_text: string;
  canonical: string;
  index: boolean;
  follow: boolean;
  og_image: string | null;
  h1: string;
}

export interface PageHead {
  status: 200 | 404;
  /** set when the page lives elsewhere now (docs/product-rules.md#catalogue redirect_path) */
  redirect?: string;
  lang: Lang;
  seo: PageSeo;
  /** schema.org JSON-LD */
  google: Record<string, unknown>[];
  /** the page path without the language prefix, for hreflang alternates */
  path: string;
  /** set on a blog article: link previews show it as an article, with its date and category */
  article?: { published_time: string; section: string };
}

/** The store as a head names it: the origin of its canonical links and its name in titles. */
export interface HeadSite {
  publicUrl: string;
  storeName: string;
  /**
   * How shoppers reach the store, for the home page's JSON-LD: the server knows them, the browser does not need
   * them (JSON-LD reaches the server's page only).
   */
  contacts?: { phone: string; email: string };
}

/** What a page's head is worked out from besides its data: the same on the server and in the browser. */
export interface HeadContext {
  lang: Lang;
  /** the page path without the language prefix */
  path: string;
  params: PageParams;
  search: string;
  site: HeadSite;
  /** a text of locales/ in the page's language, by `namespace:key` */
  text: (key: string, values?: Record<string, string | number>) => string;
}

/**
 * A page's head from its first-screen data (`pageData`'s answers, in its order): undefined while an answer
 * is missing. A page whose data answered 404 is the not-found page, whatever its head says.
 */
export type PageHeadOf = (data: readonly unknown[], ctx: HeadContext) => PageHead | undefined;

export const absoluteUrl = (site: HeadSite, lang: Lang, path: string): string => site.publicUrl + localizedPath(lang, path);

/** The head of a page without SEO data of its own: a title, a description, indexed or not. */
export function plainHead(ctx: HeadContext, title: string, desc: string, index: boolean): PageHead {
  return {
    status: 200,
    lang: ctx.lang,
    path: ctx.path,
    google: [],
    seo: {
      title,
      desc,
      seo_text: '',
      canonical: absoluteUrl(ctx.site, ctx.lang, ctx.path),
      index,
      follow: index,
      og_image: null,
      h1: title,
    },
  };
}

/** A page for people, never for the index: `page` names it before the store's name. */
export const privateHead = (ctx: HeadContext, title: string): PageHead => plainHead(ctx, title, '', false);

/** The page of an address nothing lives at. */
export const notFoundHead = (ctx: HeadContext): PageHead => ({
  ...plainHead(ctx, ctx.text('seo:notFoundTitle', { store: ctx.site.storeName }), '', false),
  status: 404,
});

/** The path of a canonical link without its language prefix, query kept: a listing's alternates point at the same selection. */
export function canonicalPathOf(canonical: string): string {
  const url = new URL(canonical);
  const path = url.pathname === '/ru' || url.pathname.startsWith('/ru/') ? url.pathname.slice(3) || '/' : url.pathname;
  return path + url.search;
}

/** The store as an organization, by name, address and logo: the publisher and the author of its own articles. */
export function storeOrganization(site: HeadSite): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: site.storeName,
    url: `${site.publicUrl}/`,
    logo: { '@type': 'ImageObject', url: site.publicUrl + STORE_LOGO },
  };
}

/** The store's logo for search engines: its largest square raster icon (they want one of at least 112 px). */
const STORE_LOGO = '/icons/icon-512.png';

/** The home page's account of the store: who it is, its logo and how to reach its customer service. */
export function organizationJsonLd(site: HeadSite, contacts: { phone: string; email: string }, lang: Lang): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    ...storeOrganization(site),
    url: absoluteUrl(site, lang, '/'),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: contacts.phone.replace(/\s/g, ''),
        email: contacts.email,
        areaServed: 'UA',
        availableLanguage: ['uk', 'ru'],
      },
    ],
  };
}

/** The head of a page whose API answer carries its SEO data. */
export function seoHead(ctx: HeadContext, page: { seo: PageSeo; google?: Record<string, unknown>[] }, path = ctx.path): PageHead {
  return { status: 200, lang: ctx.lang, path, seo: page.seo, google: page.google ?? [] };
}

/**
 * The head of a listing (a category, a brand, a seller's goods, a promotion's goods, a blog list): its language
 * alternates point at the same selection as its canonical (`?brand=3` included), and a listing answered with
 * `redirect_path` lives elsewhere now (docs/product-rules.md#catalogue).
 */
export function listingHead(
  ctx: HeadContext,
  page: { seo: PageSeo; google?: Record<string, unknown>[]; redirect_path?: string | null },
): PageHead {
  return {
    ...seoHead(ctx, page, canonicalPathOf(page.seo.canonical)),
    ...(page.redirect_path && { redirect: localizedPath(ctx.lang, page.redirect_path) }),
  };
}

/** A page that lives at another address of the same page: answered as a redirect there. */
export const movedHead = (ctx: HeadContext, path: string): PageHead => ({ ...notFoundHead(ctx), redirect: localizedPath(ctx.lang, path) });

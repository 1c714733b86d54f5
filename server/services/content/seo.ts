import { localizedPath, type Lang } from '../../../src/domain/paths';
import type { Crumb, JsonLd } from '../../contract/common';

export interface Site {
  publicUrl: string;
  storeName: string;
}

export function absoluteUrl(site: Site, lang: Lang, path: string): string {
  return site.publicUrl + localizedPath(lang, path);
}

export function breadcrumbList(site: Site, lang: Lang, crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.title, item: absoluteUrl(site, lang, c.url) })),
  };
}

/** The store's logo for search engines: its largest square raster icon (they want one of at least 112 px). */
export const STORE_LOGO = '/icons/icon-512.png';

/** The store as an organization, by name, address and logo: the publisher and the author of its own articles. */
export function storeOrganization(site: Site): JsonLd {
  return {
    '@type': 'Organization',
    name: site.storeName,
    url: `${site.publicUrl}/`,
    logo: { '@type': 'ImageObject', url: site.publicUrl + STORE_LOGO },
  };
}

export interface StoreContacts {
  storePhone: string;
  storeEmail: string;
}

/** The home page's account of the store: who it is, its logo and how to reach its customer service. */
export function organizationJsonLd(site: Site & StoreContacts, lang: Lang): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...storeOrganization(site),
    url: absoluteUrl(site, lang, '/'),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: site.storePhone.replace(/\s/g, ''),
        email: site.storeEmail,
        areaServed: 'UA',
        availableLanguage: ['uk', 'ru'],
      },
    ],
  };
}

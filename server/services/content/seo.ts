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

// The store as an organization is the same in a page's head and in an article's answer.
export { storeOrganization } from '../../../src/domain/page-head';

import type { BrandListData, ListingPage } from '../../api/catalog';
import { splitLang } from '../../domain/paths';
import { usePageHead } from '../../lib/page-head';
import { lang } from '../../stores/session';

/** The server decides a listing's canonical (a combination of filters points at the plain listing). */
function canonicalPath(canonical: string): string {
  // The canonical is absolute; the base only satisfies URL (there is no page address on the server).
  const url = new URL(canonical, 'http://store.invalid');
  return splitLang(url.pathname).path + url.search;
}

export function useListingHead(page: ListingPage | BrandListData | null): void {
  usePageHead(
    lang.value,
    page ? { title: page.seo.title, desc: page.seo.desc, path: canonicalPath(page.seo.canonical), index: page.seo.index } : null,
  );
}

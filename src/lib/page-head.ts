import { APP_MANIFESTS } from '../domain/app-manifest';
import type { PageHead } from '../domain/page-head';
import { LANGS, localizedPath, type Lang } from '../domain/paths';

const HREFLANG: Record<Lang, string> = { uk: 'uk-ua', ru: 'ru-ua' };

function setLink(selector: string, attrs: Record<string, string>): void {
  let el = document.head.querySelector<HTMLLinkElement>(selector);
  if (!el) {
    el = document.createElement('link');
    document.head.append(el);
  }
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
}

function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = content;
}

/**
 * The page's language on its root element. Writing it, even the same value, makes the browser restyle the whole
 * page (every `:lang()` may have changed): about 5 ms on a fast machine, four times that on a phone, and the server
 * has already written it on the first page.
 */
export function setDocumentLang(lang: Lang): void {
  if (document.documentElement.lang === lang) return;
  document.documentElement.lang = lang;
  // The app a shopper installs from here is the one of the page's language.
  document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.setAttribute('href', APP_MANIFESTS[lang]);
}

/** The server fills the head of the first page; on client navigation this keeps it right, from the same head. */
export function applyHead(head: PageHead): void {
  const origin = location.origin;
  const { seo } = head;
  setDocumentLang(head.lang);
  document.title = seo.title;
  setMeta('name', 'description', seo.desc);
  setMeta('name', 'robots', `${seo.index ? 'index' : 'noindex'},${seo.follow ? 'follow' : 'nofollow'}`);
  setMeta('property', 'og:title', seo.title);
  setMeta('property', 'og:description', seo.desc);
  setMeta('property', 'og:url', origin + localizedPath(head.lang, head.path));
  setLink('link[rel="canonical"]', { rel: 'canonical', href: origin + localizedPath(head.lang, head.path) });
  for (const l of LANGS)
    setLink(`link[hreflang="${HREFLANG[l]}"]`, { rel: 'alternate', hreflang: HREFLANG[l], href: origin + localizedPath(l, head.path) });
  setLink('link[hreflang="x-default"]', { rel: 'alternate', hreflang: 'x-default', href: origin + head.path });
}

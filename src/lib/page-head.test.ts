// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { applyHead, setDocumentLang } from './page-head';
import type { PageHead } from '../domain/page-head';

/** The root element's attribute writes while `act` runs: each one restyles the whole page in a browser. */
async function langWrites(act: () => void): Promise<number> {
  const writes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => writes.push(...records));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  act();
  await Promise.resolve();
  writes.push(...observer.takeRecords());
  observer.disconnect();
  return writes.length;
}

const titled = (lang: 'uk' | 'ru', title: string, path: string): PageHead => ({
  status: 200,
  lang,
  path,
  google: [],
  seo: { title, desc: '', seo_text: '', canonical: '', index: true, follow: true, og_image: null, h1: title },
});

describe('the page language on the root element', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it.each([
    { was: 'uk', set: 'uk', writes: 0 },
    { was: 'ru', set: 'ru', writes: 0 },
    { was: 'uk', set: 'ru', writes: 1 },
    { was: '', set: 'uk', writes: 1 },
  ] as const)('$was → $set: $writes write(s)', async ({ was, set, writes }) => {
    document.documentElement.lang = was;
    expect(await langWrites(() => setDocumentLang(set))).toBe(writes);
    expect(document.documentElement.lang).toBe(set);
  });

  it('a head applied on the page the server wrote in that language leaves the root element alone', async () => {
    document.documentElement.lang = 'ru';
    expect(await langWrites(() => applyHead(titled('ru', 'Каталог', '/catalog/c1')))).toBe(0);
    expect(document.title).toBe('Каталог');
    expect(await langWrites(() => applyHead(titled('uk', 'Каталог', '/catalog/c1')))).toBe(1);
  });
});

describe('the app manifest linked from the page', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('lang');
    document.head.querySelector('link[rel="manifest"]')?.remove();
  });

  it.each([
    ['uk', 'ru', '/manifest.ru.webmanifest'],
    ['ru', 'uk', '/manifest.webmanifest'],
  ] as const)('follows the language when the shopper goes from %s to %s', (was, set, href) => {
    document.documentElement.lang = was;
    document.head.insertAdjacentHTML('beforeend', '<link rel="manifest" href="/manifest.webmanifest">');
    setDocumentLang(set);
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(href);
  });
});

import { describe, expect, it } from 'vitest';
import { renderPage, shellHead } from './page-head';

const site = { publicUrl: 'https://kramnytsia.test', storeName: 'Крамниця' };
const TEMPLATE =
  '<html lang="uk"><head><!--head--><!--/head--><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>';

describe('the app manifest a page links', () => {
  it.each([
    ['uk', '/manifest.webmanifest'],
    ['ru', '/manifest.ru.webmanifest'],
  ] as const)('a page in %s links %s', (lang, href) => {
    const html = renderPage(TEMPLATE, site, shellHead(site, lang));
    expect(html.match(/<link rel="manifest"[^>]*>/g)).toEqual([`<link rel="manifest" href="${href}">`]);
  });
});

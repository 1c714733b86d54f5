import { describe, expect, it } from 'vitest';
import { PAGE_DATA_SCRIPT_OPENING, scriptJson } from '../src/domain/page-rendering';
import { pageAnswersInHtml } from './page-html';

const answers = [
  { url: '/api/product/5', body: { data: { id: 5, title: 'Олія </script><b>' } } },
  { url: '/api/menu', body: { data: [] } },
];
const page = (inside: string) =>
  `<!doctype html><html><head><title>Олія</title></head><body><div id="root">…</div>${inside}<script type="module" src="/assets/index.js"></script></body></html>`;

describe('pageAnswersInHtml: the answers a served page embeds, for the worker to keep as it serves the page', () => {
  it.each<[string, string, unknown]>([
    [
      'the server’s own script, a "</script>" in a title included',
      page(`${PAGE_DATA_SCRIPT_OPENING}${scriptJson(answers)}</script>`),
      answers,
    ],
    ['no answers embedded (a page the browser renders)', page(''), null],
    ['an opening never closed', page('<script type="application/json" id="page-data">[{"url":"/api/menu"'), null],
    ['not JSON', page('<script type="application/json" id="page-data">[oops</script>'), null],
    ['JSON of another shape', page('<script type="application/json" id="page-data">{"url":"/api/menu"}</script>'), null],
    ['an answer without its url', page('<script type="application/json" id="page-data">[{"body":1}]</script>'), null],
  ])('%s', (_name, html, expected) => {
    expect(pageAnswersInHtml(html)).toEqual(expected);
  });
});

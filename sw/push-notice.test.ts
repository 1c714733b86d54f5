import { describe, expect, it } from 'vitest';
import { clickPlan, clickTarget, noticeOf, NOTICE_ICON, storeAddress } from './push-notice';

const ORIGIN = 'https://kramnytsia.example';
const stock = {
  kind: 'stock',
  title: 'Знову в наявності',
  body: '«Олія CBD 10%» знову можна замовити',
  url: '/product/7',
  tag: 'stock-7',
  icon: NOTICE_ICON,
};

describe('a path a push names', () => {
  it.each<[string, unknown, string | null]>([
    ['a page of the store', '/product/7', `${ORIGIN}/product/7`],
    ['a Russian page with a query', '/ru/thank-you-page?checkout=ab', `${ORIGIN}/ru/thank-you-page?checkout=ab`],
    ['another site', 'https://evil.example/product/7', null],
    ['another site without a scheme', '//evil.example/product/7', null],
    ['another site behind a backslash', '/\\evil.example/product/7', null],
    ['a script', 'javascript:alert(1)', null],
    ['a relative path', 'product/7', null],
    ['not text', 7, null],
  ])('%s: %s', (_name, path, expected) => {
    expect(storeAddress(path, ORIGIN)).toBe(expected);
  });
});

describe('the notification a push shows', () => {
  it('says the title and body, with the icon, badge, tag and path of the push', () => {
    expect(noticeOf(stock, ORIGIN)).toEqual({
      title: stock.title,
      options: {
        body: stock.body,
        icon: NOTICE_ICON,
        badge: '/icons/badge-96.png',
        tag: 'stock-7',
        lang: 'uk',
        data: { url: '/product/7' },
      },
    });
  });

  it.each<[string, unknown, Partial<Notification> | null]>([
    ['a Russian page speaks Russian', { ...stock, url: '/ru/product/7' }, { lang: 'ru' }],
    ['no icon: the manifest’s', { ...stock, icon: undefined }, { icon: NOTICE_ICON }],
    ['an icon of another site: the manifest’s', { ...stock, icon: 'https://evil.example/i.png' }, { icon: NOTICE_ICON }],
    ['each kind of the store', { ...stock, kind: 'chat' }, { tag: 'stock-7' }],
    ['a page of another site', { ...stock, url: 'https://evil.example/' }, null],
    ['an unknown kind', { ...stock, kind: 'ad' }, null],
    ['no title', { ...stock, title: undefined }, null],
    ['no tag', { ...stock, tag: undefined }, null],
    ['text that is not JSON', null, null],
    ['a bare string', 'Знову в наявності', null],
  ])('%s', (_name, payload, expected) => {
    const notice = noticeOf(payload, ORIGIN);
    if (expected === null) expect(notice).toBeNull();
    else expect(notice?.options).toMatchObject(expected);
  });
});

describe('the page a click opens', () => {
  it.each<[string, unknown, string | null]>([
    ['the path the push gave', { url: '/ru/product/7' }, `${ORIGIN}/ru/product/7`],
    ['a foreign address kept in the notification', { url: 'https://evil.example/' }, null],
    ['no data', null, null],
    ['data of another shape', { href: '/product/7' }, null],
  ])('%s', (_name, data, expected) => {
    expect(clickTarget(data, ORIGIN)).toBe(expected);
  });
});

describe('which window a click uses', () => {
  const target = `${ORIGIN}/product/7`;
  const at = (url: string, focused = false) => ({ url, focused });

  it.each<[string, { url: string; focused: boolean }[], string, string | null]>([
    ['no window open: a new one', [], 'open', null],
    ['a window already on the page: brought forward', [at(`${ORIGIN}/`), at(`${target}#reviews`)], 'focus', `${target}#reviews`],
    ['another page of the store: it goes there', [at(`${ORIGIN}/catalog/c1`)], 'navigate', `${ORIGIN}/catalog/c1`],
    ['the window the shopper looks at goes first', [at(`${ORIGIN}/`), at(`${ORIGIN}/cart`, true)], 'navigate', `${ORIGIN}/cart`],
    ['a window of another origin is not used', [at('https://evil.example/product/7', true)], 'open', null],
    ['the same page in the other language is another page', [at(`${ORIGIN}/ru/product/7`)], 'navigate', `${ORIGIN}/ru/product/7`],
  ])('%s', (_name, windows, action, client) => {
    const plan = clickPlan(windows, target, ORIGIN);
    expect(plan.do).toBe(action);
    expect('client' in plan ? plan.client.url : null).toBe(client);
  });
});

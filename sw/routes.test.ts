import { describe, expect, it } from 'vitest';
import { LANG_KEY_PARAM, langCacheKey, langOfHeader } from './cache-key';
import { isStaleRuntimeCache } from './cache-names';
import { hasFileExtension, pickStrategy, type RequestFacts, type StrategyName } from './routes';

const ORIGIN = 'https://kramnytsia.example';

type Kind = 'page' | 'fetch' | 'img';
function facts(path: string, kind: Kind, method = 'GET', origin = ORIGIN): RequestFacts {
  return {
    url: new URL(path, origin),
    method,
    mode: kind === 'page' ? 'navigate' : kind === 'img' ? 'no-cors' : 'cors',
    destination: kind === 'page' ? 'document' : kind === 'img' ? 'image' : '',
  };
}

describe('route table', () => {
  const cases: Array<[string, Kind, string, StrategyName | null]> = [
    // page navigations: network first, the precached shell offline
    ['/', 'page', 'GET', 'navigation'],
    ['/?source=pwa', 'page', 'GET', 'navigation'],
    ['/ru', 'page', 'GET', 'navigation'],
    ['/ru/product/5', 'page', 'GET', 'navigation'],
    ['/product/5', 'page', 'GET', 'navigation'],
    ['/catalog/c3/brand-5?page=2', 'page', 'GET', 'navigation'],
    ['/checkout', 'page', 'GET', 'navigation'],
    ['/seller_12-temp', 'page', 'GET', 'navigation'],
    ['/no-such-page', 'page', 'GET', 'navigation'],
    // never the shell: API (docs included), media, files
    ['/api/docs', 'page', 'GET', null],
    ['/api/docs/static/index.html', 'page', 'GET', null],
    ['/api', 'page', 'GET', null],
    ['/media', 'page', 'GET', null],
    ['/sw.js', 'page', 'GET', null],
    ['/robots.txt', 'page', 'GET', null],
    ['/manifest.webmanifest', 'page', 'GET', null],
    ['/manifest.ru.webmanifest', 'page', 'GET', null],
    ['/index.html', 'page', 'GET', null],
    ['/media/product/1/0.jpg', 'page', 'GET', 'image'],
    ['/product/5', 'page', 'POST', null],
    // catalogue data (reviews too): network first, the stored copy offline
    ['/api/menu', 'fetch', 'GET', 'api-data'],
    ['/api/menu/footer', 'fetch', 'GET', 'api-data'],
    ['/api/catalog/c3', 'fetch', 'GET', 'api-data'],
    ['/api/catalog/c3?page=2', 'fetch', 'GET', 'api-data'],
    ['/api/catalog/3/quiz?answers[]=1', 'fetch', 'GET', 'api-data'],
    ['/api/brand', 'fetch', 'GET', 'api-data'],
    ['/api/brand/5?page=2', 'fetch', 'GET', 'api-data'],
    ['/api/product/5', 'fetch', 'GET', 'api-data'],
    ['/api/product/5/similar', 'fetch', 'GET', 'api-data'],
    ['/api/product/base/5', 'fetch', 'GET', 'api-data'],
    ['/api/product/5/reviews', 'fetch', 'GET', 'api-data'],
    ['/api/product/5/reviews?page=2', 'fetch', 'GET', 'api-data'],
    ['/api/product/5/reviews', 'fetch', 'POST', null],
    ['/api/product/5/reviews/extra', 'fetch', 'GET', 'api-data'],
    ['/api/pg-slider-via-category/pg_popular/pg_popular', 'fetch', 'GET', 'api-data'],
    ['/api/media-slider-items/main_page/tabs', 'fetch', 'GET', 'api-data'],
    ['/api/blog', 'fetch', 'GET', 'api-data'],
    ['/api/blog/category/2', 'fetch', 'GET', 'api-data'],
    ['/api/gid-pokupatelya', 'fetch', 'GET', 'api-data'],
    ['/api/gid-pokupatelya/oplata', 'fetch', 'GET', 'api-data'],
    ['/api/promotions', 'fetch', 'GET', 'api-data'],
    ['/api/promotions/konopliany-snidanok?sort=cheap', 'fetch', 'GET', 'api-data'],
    ['/api/seller-info/3/products?sort=cheap', 'fetch', 'GET', 'api-data'],
    // the customer's own data: kept apart, deleted at sign-out; their writes go to the network
    ['/api/customer', 'fetch', 'GET', 'customer-data'],
    ['/api/customer/orders?page=2', 'fetch', 'GET', 'customer-data'],
    ['/api/customer/favorite/lists', 'fetch', 'GET', 'customer-data'],
    ['/api/conversation/customer-conversations', 'fetch', 'GET', 'customer-data'],
    ['/api/customer/pets', 'fetch', 'POST', null],
    ['/api/customers', 'fetch', 'GET', null],
    ['/api/conversation/send-to-seller', 'fetch', 'POST', null],
    // everything else under /api: network only
    ['/api/product/viewed', 'fetch', 'POST', null],
    ['/api/cart/items', 'fetch', 'GET', null],
    ['/api/cart/items', 'fetch', 'POST', null],
    ['/api/cart/update', 'fetch', 'PUT', null],
    ['/api/checkout/init-checkout', 'fetch', 'POST', null],
    ['/api/auth/login-customer', 'fetch', 'POST', null],
    // the seller workspace's data is never kept on the device
    ['/api/seller-api/offers?stock=low_stock', 'fetch', 'GET', null],
    ['/api/seller-auth/me', 'fetch', 'GET', null],
    // nor the back office's
    ['/api/operator/cooperation', 'fetch', 'GET', null],
    ['/api/operator-auth/me', 'fetch', 'GET', null],
    ['/api/compare', 'fetch', 'GET', null],
    ['/api/multisearch/search?query=cbd', 'fetch', 'GET', null],
    ['/api/blogger', 'fetch', 'GET', null],
    ['/api/promotionsx', 'fetch', 'GET', null],
    ['/api/menus', 'fetch', 'GET', null],
    ['/api/products', 'fetch', 'GET', null],
    // images: cache first
    ['/media/product/1/0.svg', 'img', 'GET', 'image'],
    ['/media/product/1/0.svg', 'fetch', 'GET', 'image'],
    ['/media/brand/7.webp', 'fetch', 'GET', 'image'],
    ['/some/where/else.png', 'img', 'GET', 'image'],
    ['/media/receipts/12.pdf', 'fetch', 'GET', null],
    ['/api/captcha.png', 'img', 'GET', null],
    // code chunks of the build: the precache answers its own first; the rest are stored when first used
    ['/assets/PickupMap-abc123.js', 'fetch', 'GET', 'chunk'],
    ['/assets/CabinetPage-abc123.js', 'fetch', 'GET', 'chunk'],
    ['/assets/PickupMap-abc123.css', 'fetch', 'GET', 'chunk'],
    ['/assets/PickupMap-abc123.js', 'fetch', 'POST', null],
    ['/assets/PickupMap-abc123.js.map', 'fetch', 'GET', null],
    ['/assets/PickupMap-abc123.js', 'page', 'GET', null],
    ['/assets/nested/x.js', 'fetch', 'GET', null],
    ['/assets/marker-abc123.png', 'img', 'GET', 'image'],
    ['/locales-uk-pwa-1234.js', 'fetch', 'GET', null],
    ['/sw.js', 'fetch', 'GET', null],
    ['/api/assets/x.js', 'fetch', 'GET', null],
  ];

  it.each(cases)('%s (%s %s) → %s', (path, kind, method, expected) => {
    expect(pickStrategy(facts(path, kind, method), ORIGIN)).toBe(expected);
  });

  it('leaves other origins alone', () => {
    const other = 'https://tile.openstreetmap.org';
    expect(pickStrategy(facts('/5/10/12.png', 'img', 'GET', other), ORIGIN)).toBeNull();
    expect(pickStrategy(facts('/api/catalog/c1', 'fetch', 'GET', other), ORIGIN)).toBeNull();
    expect(pickStrategy(facts('/product/5', 'page', 'GET', other), ORIGIN)).toBeNull();
    expect(pickStrategy(facts('/assets/PickupMap-abc123.js', 'fetch', 'GET', other), ORIGIN)).toBeNull();
  });

  it('tells files from pages by the last segment only', () => {
    expect(hasFileExtension('/assets/x.js')).toBe(true);
    expect(hasFileExtension('/catalog/c1/brand-1.2')).toBe(true);
    expect(hasFileExtension('/v1.2/catalog')).toBe(false);
    expect(hasFileExtension('/')).toBe(false);
  });
});

describe('language cache key', () => {
  it('appends the language the request asked for', () => {
    expect(langCacheKey(`${ORIGIN}/api/catalog/c3?page=2`, 'uk')).toBe(`${ORIGIN}/api/catalog/c3?page=2&${LANG_KEY_PARAM}=uk`);
    expect(langCacheKey(`${ORIGIN}/api/catalog/c3?page=2`, 'ru')).toBe(`${ORIGIN}/api/catalog/c3?page=2&${LANG_KEY_PARAM}=ru`);
    expect(langCacheKey(`${ORIGIN}/api/menu`, 'ru')).toBe(`${ORIGIN}/api/menu?${LANG_KEY_PARAM}=ru`);
  });

  it('keeps Ukrainian and Russian answers apart', () => {
    const url = `${ORIGIN}/api/product/5`;
    expect(langCacheKey(url, 'uk')).not.toBe(langCacheKey(url, 'ru'));
    expect(langCacheKey(url, 'ru')).toBe(langCacheKey(url, 'ru-UA,ru;q=0.9'));
  });

  it('reads the header like the server does', () => {
    expect(langOfHeader('ru')).toBe('ru');
    expect(langOfHeader(' RU ')).toBe('ru');
    expect(langOfHeader('ru-UA,uk;q=0.8')).toBe('ru');
    expect(langOfHeader('uk')).toBe('uk');
    expect(langOfHeader('uk-UA,ru;q=0.9')).toBe('uk');
    expect(langOfHeader('en-US')).toBe('uk');
    expect(langOfHeader('rus')).toBe('uk');
    expect(langOfHeader(null)).toBe('uk');
    expect(langOfHeader(undefined)).toBe('uk');
  });

  it('replaces a forged language parameter and drops the fragment', () => {
    expect(langCacheKey(`${ORIGIN}/api/blog?${LANG_KEY_PARAM}=ru#top`, 'uk')).toBe(`${ORIGIN}/api/blog?${LANG_KEY_PARAM}=uk`);
  });
});

describe('worker plumbing', () => {
  it('deletes only our own outdated runtime caches', () => {
    expect(isStaleRuntimeCache('kr-api-data-v0')).toBe(true);
    expect(isStaleRuntimeCache('kr-api-data-v1')).toBe(false);
    expect(isStaleRuntimeCache('kr-images-v1')).toBe(false);
    expect(isStaleRuntimeCache('kr-chunks-v1')).toBe(false);
    expect(isStaleRuntimeCache('workbox-precache-v2-https://x/')).toBe(false);
  });
});

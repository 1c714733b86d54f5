import { describe, expect, it } from 'vitest';
import { checkFeedLine, judgeFeedLine, type CurrentOffer, type FeedLine, type FeedOffer } from './price-feed';

describe('checkFeedLine', () => {
  const base: FeedLine = { line: 1, offerId: '12', vendorCode: 'AB-1', price: '250', currencyId: 'UAH' };
  it.each<[string, Partial<FeedLine>, ReturnType<typeof checkFeedLine>]>([
    ['a whole price', {}, { line: 1, vendorCode: 'AB-1', offerId: 12, price: 250, oldPrice: null, stock: null }],
    [
      'kopecks of zero',
      { price: '250.00', oldprice: '300,0' },
      { line: 1, vendorCode: 'AB-1', offerId: 12, price: 250, oldPrice: 300, stock: null },
    ],
    ['a stock count', { stock_quantity: '0' }, { line: 1, vendorCode: 'AB-1', offerId: 12, price: 250, oldPrice: null, stock: 0 }],
    ['not available, no count', { available: 'false' }, { line: 1, vendorCode: 'AB-1', offerId: 12, price: 250, oldPrice: null, stock: 0 }],
    [
      'no currency',
      { currencyId: undefined, offerId: 'x-9' },
      { line: 1, vendorCode: 'AB-1', offerId: null, price: 250, oldPrice: null, stock: null },
    ],
    ['lower-case uah', { currencyId: 'uah' }, { line: 1, vendorCode: 'AB-1', offerId: 12, price: 250, oldPrice: null, stock: null }],
    ['no vendor code', { vendorCode: ' ' }, 'feedLineNoVendorCode'],
    ['a vendor code too long', { vendorCode: 'x'.repeat(65) }, 'feedLineNoVendorCode'],
    ['dollars', { currencyId: 'USD' }, 'feedLineCurrency'],
    ['kopecks', { price: '250.50' }, 'feedLinePrice'],
    ['zero', { price: '0' }, 'feedLinePrice'],
    ['negative', { price: '-5' }, 'feedLinePrice'],
    ['no price', { price: undefined }, 'feedLinePrice'],
    ['an old price equal to the price', { oldprice: '250' }, 'feedLineOldPrice'],
    ['an old price below the price', { oldprice: '100' }, 'feedLineOldPrice'],
    ['a broken old price', { oldprice: 'abc' }, 'feedLineOldPrice'],
    ['a negative stock', { stock_quantity: '-1' }, 'feedLineStock'],
    ['a fractional stock', { stock_quantity: '2.5' }, 'feedLineStock'],
    ['a stock past the limit', { stock_quantity: '1000001' }, 'feedLineStock'],
  ])('%s', (_, change, expected) => {
    expect(checkFeedLine({ ...base, ...change })).toEqual(expected);
  });
});

describe('judgeFeedLine', () => {
  const line: FeedOffer = { line: 3, vendorCode: 'AB-1', offerId: 12, price: 250, oldPrice: null, stock: 4 };
  const offer = (o: Partial<CurrentOffer>): CurrentOffer => ({ id: 12, vendorCode: 'AB-1', price: 250, oldPrice: null, stock: 4, ...o });
  it.each<[string, FeedOffer, CurrentOffer | undefined, CurrentOffer | undefined, string]>([
    ['the same values', line, offer({}), undefined, 'unchanged'],
    ['no stock asked keeps any stock', { ...line, stock: null }, offer({ stock: 9 }), undefined, 'unchanged'],
    ['another price', line, offer({ price: 260 }), undefined, 'changed'],
    ['an old price taken away', line, offer({ oldPrice: 300 }), undefined, 'changed'],
    ['another stock', line, offer({ stock: 0 }), undefined, 'changed'],
    ['a code given to the offer its id names', line, undefined, offer({ vendorCode: null }), 'new'],
    ['an offer with another code', line, undefined, offer({ vendorCode: 'ZZ' }), 'feedLineOtherCode'],
    ['no such offer', line, undefined, undefined, 'feedLineNoSuchOffer'],
  ])('%s', (_, feedOffer, byCode, byId, expected) => {
    const verdict = judgeFeedLine(feedOffer, byCode, byId);
    expect(verdict.kind === 'refused' ? verdict.reason : verdict.kind).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { FEED_MAX_BYTES, hostileXml, readCsv, readFeed, readYml } from './price-feed-file';

describe('hostileXml', () => {
  it.each([
    ['<!DOCTYPE yml_catalog SYSTEM "shops.dtd"><yml_catalog/>', true],
    ['<!ENTITY x "y"><yml_catalog/>', true],
    ['<yml_catalog><!-- a comment --><![CDATA[<b>]]></yml_catalog>', false],
    ['<yml_catalog><!-- ok --><!doctype x></yml_catalog>', true],
    ['<?xml version="1.0"?><yml_catalog>&amp;</yml_catalog>', false],
  ])('%s → %s', (text, expected) => {
    expect(hostileXml(text)).toBe(expected);
  });
});

describe('readYml', () => {
  const wrap = (offers: string) => `<?xml version="1.0"?><yml_catalog date="x"><shop><offers>${offers}</offers></shop></yml_catalog>`;
  it.each<[string, string, unknown]>([
    [
      'an offer with its fields',
      wrap('<offer id="7" available="true"><price> 120 </price><vendorCode>V&amp;1</vendorCode><param name="x">1</param></offer>'),
      [{ line: 1, offerId: '7', available: 'true', price: '120', vendorCode: 'V&1' }],
    ],
    [
      'CDATA text',
      wrap('<offer id="1"><vendorCode><![CDATA[A<1>]]></vendorCode></offer>'),
      [{ line: 1, offerId: '1', available: undefined, vendorCode: 'A<1>' }],
    ],
    [
      'offers outside shop > offers are not lines',
      '<yml_catalog><offer id="1"><price>1</price></offer><shop><offers></offers></shop></yml_catalog>',
      'feedEmpty',
    ],
    ['an unknown entity', wrap('<offer id="1"><vendorCode>&xxe;</vendorCode></offer>'), 'feedMalformed'],
    ['another root', '<rss><shop><offers><offer id="1"/></offers></shop></rss>', 'feedMalformed'],
    ['a broken file', wrap('<offer id="1"><price>1</offer>'), 'feedMalformed'],
    ['a doctype', `<!DOCTYPE x>${wrap('')}`, 'feedHostileXml'],
  ])('%s', (_, text, expected) => {
    expect(readYml(text)).toEqual(expected);
  });
});

describe('readCsv', () => {
  it.each<[string, string, unknown]>([
    ['commas', 'vendorCode,price,stock_quantity\nA,10,3\n', [{ line: 1, vendorCode: 'A', price: '10', stock_quantity: '3' }]],
    [
      'semicolons and quotes',
      'id;vendorCode;price;name\r\n5;"B;1";20;"a ""b"""\r\n',
      [{ line: 1, offerId: '5', vendorCode: 'B;1', price: '20', name: 'a "b"' }],
    ],
    ['a byte-order mark and blank rows', '\uFEFFvendorCode,price\n\nC,1\n\n', [{ line: 1, vendorCode: 'C', price: '1' }]],
    ['no vendor code column', 'sku,price\nA,1\n', 'feedMalformed'],
    ['a header alone', 'vendorCode,price\n', 'feedEmpty'],
  ])('%s', (_, text, expected) => {
    expect(readCsv(text)).toEqual(expected);
  });
});

describe('readFeed', () => {
  it('tells the format by the first character and refuses a file past the limit unread', () => {
    expect(readFeed(Buffer.from('vendorCode,price\nA,1'))).toMatchObject({ format: 'csv' });
    expect(readFeed(Buffer.from('  <yml_catalog><shop><offers><offer id="1"/></offers></shop></yml_catalog>'))).toMatchObject({
      format: 'yml',
    });
    expect(readFeed(Buffer.alloc(FEED_MAX_BYTES + 1, 32))).toEqual({ problem: 'feedTooLarge' });
    expect(readFeed(Buffer.from('  \n'))).toEqual({ problem: 'feedEmpty' });
  });
});

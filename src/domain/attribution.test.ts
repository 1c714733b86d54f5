import { describe, expect, it } from 'vitest';
import { adCookieChange, type AdCookieChange } from './attribution';
import { consentCookieValue, consentFromCookie, type ConsentChoice } from './attribution-consent';

describe('adCookieChange', () => {
  it.each<[string, AdCookieChange | null]>([
    ['', null],
    ['?page=2&sort=cheap', null],
    ['?utm_source=', null],
    ['?admitad_uid=abc', null], // a click id without a source is not an ad visit
    ['?utm_source=admitad&admitad_uid=abc', { ads: 'admitad', aduid: 'abc' }],
    ['?utm_source=Admitad&admitad_uid=abc', { ads: 'Admitad', aduid: 'abc' }],
    ['?utm_source=admitad', { ads: 'admitad' }], // keeps an earlier aduid
    ['?utm_source=admitad&gclid=g1&admitad_uid=abc', { ads: 'admitad', aduid: 'abc' }],
    ['?utm_source=admitad&gclid=g1', { ads: 'admitad' }], // admitad is the source: gclid does not clear
    ['?utm_source=facebook&admitad_uid=abc', { ads: 'facebook' }], // uid stored only for admitad
    ['?utm_source=facebook', { ads: 'facebook' }], // without gclid aduid stays
    ['?utm_source=facebook&gclid=g1', { ads: 'facebook', aduid: null }],
    ['?gclid=g1', { ads: 'google', aduid: null }],
    ['?gclid=g1&admitad_uid=abc', { ads: 'google', aduid: null }],
    ['?utm_source=%20newsletter%20', { ads: 'newsletter' }],
    [`?utm_source=${'x'.repeat(300)}`, { ads: 'x'.repeat(200) }],
  ])('%s -> %j', (search, expected) => {
    expect(adCookieChange(search)).toEqual(expected);
  });
});

describe('consent cookie', () => {
  it.each<[ConsentChoice, string]>([
    [{ analytics: true, ads: true }, 'analytics.ads'],
    [{ analytics: true, ads: false }, 'analytics'],
    [{ analytics: false, ads: true }, 'ads'],
    [{ analytics: false, ads: false }, 'none'],
  ])('%j <-> %s', (choice, value) => {
    expect(consentCookieValue(choice)).toBe(value);
    expect(consentFromCookie(value)).toEqual(choice);
  });

  it.each([undefined, '', 'yes', 'analytics.tracking'])('%j is no choice yet', (value) => {
    expect(consentFromCookie(value)).toBeNull();
  });
});

import { describe, it, expect } from 'vitest';
import * as limits from './limits';
import {
  isBirthYearAllowed,
  isCitySearchLongEnough,
  isLiveSearchQueryPresent,
  isPromoCodeLengthValid,
  isSearchQueryLongEnough,
} from './limits';

describe('docs/product-rules.md constants', () => {
  it.each<[keyof typeof limits, unknown]>([
    ['SEARCH_MIN_CHARS', 3],
    ['CITY_SEARCH_MIN_CHARS', 3],
    ['PROMO_CODE_LENGTHS', [6, 8]],
    ['BIRTH_YEAR_MIN', 1940],
    ['BIRTH_YEAR_MAX', 2010],
    ['DEFAULT_PRICE_RANGE', { min: 0, max: 99999 }],
    ['DEFAULT_CARD_ATTRIBUTES_COUNT', 2],
    ['DEFAULT_VIEW', 'tile'],
    ['RECENTLY_VIEWED_KEPT', 5],
    ['NOTIFICATION', { duration: 3000, speed: 300, width: 300, zIndex: 5000 }],
    ['TOOLTIP_TIMEOUT_MS', 5000],
    ['LANG_COOKIE_DAYS', 365],
    ['AD_COOKIE_SECONDS', 30 * 24 * 60 * 60],
    ['RELOAD_GUARD_TTL_MS', 10000],
    ['PET_TYPES', ['dog', 'cat']],
    ['BREAKPOINTS', { desktop: 1280, tablet: 1060 }],
    ['DEFAULT_SCREEN_WIDTH', 365],
    ['MAP', { start: { lat: 50.431759, lng: 30.517023 }, clusterRadius: 60, maxZoom: 16 }],
    ['FORM_VALIDATION_DEBOUNCE_MS', 5],
    ['REVIEWS_STEP', 10],
    ['SELLER_RATING_WINDOWS_MONTHS', [6, 8, 12]],
  ])('%s', (name, expected) => {
    expect(limits[name]).toEqual(expected);
  });
});

const searchCases: Array<[string | null | undefined, boolean]> = [
  ['', false],
  ['ab', false],
  ['abc', true],
  ['abcd', true],
  ['   ', false],
  ['  ab  ', false],
  [' abc ', true],
  ['кбд', true],
  ['a😀', false],
  ['a😀b', true],
  [null, false],
  [undefined, false],
];

describe('isSearchQueryLongEnough', () => {
  it.each(searchCases)('%j -> %s', (query, expected) => {
    expect(isSearchQueryLongEnough(query)).toBe(expected);
  });
});

describe('isCitySearchLongEnough', () => {
  it.each(searchCases)('%j -> %s', (query, expected) => {
    expect(isCitySearchLongEnough(query)).toBe(expected);
  });
});

describe('isLiveSearchQueryPresent', () => {
  it.each<[string | null | undefined, boolean]>([
    ['', false],
    ['  \t\n', false],
    ['a', true],
    [' a ', true],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (query, expected) => {
    expect(isLiveSearchQueryPresent(query)).toBe(expected);
  });
});

describe('isPromoCodeLengthValid', () => {
  it.each<[string | null | undefined, boolean]>([
    ['', false],
    ['ABCDE', false],
    ['ABCDEF', true],
    ['ABCDEFG', false],
    ['ABCDEFGH', true],
    ['ABCDEFGHI', false],
    [' ABCDEF ', true],
    ['      ', false],
    ['        ', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (code, expected) => {
    expect(isPromoCodeLengthValid(code)).toBe(expected);
  });
});

describe('isBirthYearAllowed', () => {
  it.each<[number, boolean]>([
    [1939, false],
    [1940, true],
    [1975, true],
    [2010, true],
    [2011, false],
    [1990.5, false],
    [NaN, false],
    [Infinity, false],
    [0, false],
  ])('%s -> %s', (year, expected) => {
    expect(isBirthYearAllowed(year)).toBe(expected);
  });
});

import { describe, it, expect } from 'vitest';
import { isUkrainianMobile, normalizeUaPhone, phoneDigits } from './phone';

describe('phoneDigits', () => {
  it.each<[string, string]>([
    ['+38 (067) 123-45-67', '380671234567'],
    ['380671234567', '380671234567'],
    ['  067 123 45 67 ', '0671234567'],
    ['', ''],
    ['no digits', ''],
    ['+38\u00a0(050)\u00a0000-00-01', '380500000001'],
  ])('%j -> %j', (input, expected) => {
    expect(phoneDigits(input)).toBe(expected);
  });
});

describe('normalizeUaPhone', () => {
  it.each<[string, string | null]>([
    ['+38 (067) 123-45-67', '380671234567'],
    ['380671234567', '380671234567'],
    ['0671234567', '380671234567'],
    ['(050) 000-00-00', '380500000000'],
    ['067123456', null], // 9 digits
    ['06712345678', null], // 11 digits starting with 0
    ['1671234567', null], // 10 digits not starting with 0
    ['38067123456', null], // 11 digits
    ['3806712345678', null], // 13 digits
    ['380012345678', null], // 0 after the country code
    ['80671234567', null], // old trunk prefix
    ['+48 671 234 567', null], // Poland, 11 digits
    ['481234567890', null], // 12 digits, wrong country
    ['', null],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeUaPhone(input)).toBe(expected);
  });
});

describe('isUkrainianMobile', () => {
  it.each<[string, boolean]>([
    ['380671234567', true],
    ['0671234567', true],
    ['+38 (099) 999-99-99', true],
    ['38067123456', false],
    ['3806712345670', false],
    ['380012345678', false],
    ['', false],
  ])('%j -> %s', (input, expected) => {
    expect(isUkrainianMobile(input)).toBe(expected);
  });
});

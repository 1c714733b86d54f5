import { describe, expect, it } from 'vitest';
import { phoneToFind, supportSearch } from './support-search';

describe('a phone as people type it', () => {
  it.each([
    ['+380 67 111 22 33', '380671112233'],
    ['380671112233', '380671112233'],
    ['+38 (067) 111-22-33', '380671112233'],
    ['067 111 22 33', '380671112233'],
    ['(067) 111-22-33', '380671112233'],
    ['067.111.22.33', '380671112233'],
    ['0671112233', '380671112233'],
    ['8 067 111 22 33', '380671112233'],
    ['671112233', '380671112233'],
    ['00380671112233', '380671112233'],
    ['+380 067 111 22 33', '380671112233'],
    ['  +380671112233  ', '380671112233'],
  ])('%s is %s', (typed, phone) => {
    expect(phoneToFind(typed)).toBe(phone);
  });

  it.each([
    ['', 'nothing'],
    ['067 111 22', 'too few digits'],
    ['+380 67 111 22 333', 'too many digits'],
    ['+48 601 111 222', 'another country'],
    ['3800671112233 1', 'digits past a phone'],
    ['067111223a', 'a letter'],
    ['380 000 000 000', 'no operator code'],
  ])('%s is no phone (%s)', (typed) => {
    expect(phoneToFind(typed)).toBeNull();
  });
});

describe('the support search', () => {
  it.each([
    ['1234', { order: 1234 }],
    ['#1234', { order: 1234 }],
    ['№ 1234', { order: 1234 }],
    [' 7 ', { order: 7 }],
    ['12345678', { order: 12345678 }],
    ['671112233', { phone: '380671112233' }],
    ['067 111 22 33', { phone: '380671112233' }],
  ])('%s finds %o', (typed, found) => {
    expect(supportSearch(typed)).toEqual(found);
  });

  it.each(['', 'Олена', '0123', '#0', '# 067 111 22 33', '12 34'])('%s finds nothing', (typed) => {
    expect(supportSearch(typed)).toBeNull();
  });
});

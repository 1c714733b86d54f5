import { describe, expect, it } from 'vitest';
import { isWaybillNumber, trackingStage } from './waybill';

describe('isWaybillNumber', () => {
  it.each([
    ['20450123456789', true],
    ['59000000000000', true],
    ['2045012345678', false],
    ['204501234567890', false],
    ['2045 0123 4567 89', false],
    ['', false],
  ])('%j -> %s', (text, expected) => {
    expect(isWaybillNumber(text)).toBe(expected);
  });
});

describe('trackingStage', () => {
  it.each([
    ['1', 'created'],
    ['4', 'on_the_way'],
    ['5', 'on_the_way'],
    ['6', 'on_the_way'],
    ['101', 'on_the_way'],
    ['7', 'at_branch'],
    ['8', 'at_branch'],
    ['9', 'received'],
    ['11', 'received'],
    ['102', 'refused'],
    ['111', 'refused'],
    ['2', null],
    ['3', null],
    ['', null],
  ])('StatusCode %j -> %s', (code, expected) => {
    expect(trackingStage(code)).toBe(expected);
  });
});

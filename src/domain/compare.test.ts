import { describe, expect, it } from 'vitest';
import { valuesDiffer } from './compare';

describe('valuesDiffer', () => {
  it.each<[(string | null)[], boolean]>([
    [[], false],
    [['10%'], false],
    [['10%', '10%', '10%'], false],
    [['10%', '15%'], true],
    [['10%', '10%', '15%'], true],
    [['10%', null], true],
    [[null, null], false],
    // Values are compared as the shopper reads them: case and spacing count.
    [['Повний', 'повний'], true],
  ])('%j → %s', (values, expected) => {
    expect(valuesDiffer(values)).toBe(expected);
  });
});

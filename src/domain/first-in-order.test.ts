import { describe, expect, it } from 'vitest';
import { firstInOrder } from './first-in-order';

describe('firstInOrder', () => {
  const byValueThenId = (a: { value: number; id: number }, b: { value: number; id: number }) => a.value - b.value || a.id - b.id;

  it('gives what sorting all and taking the first n gives', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let round = 0; round < 50; round++) {
      const items = Array.from({ length: next() % 40 }, (_, id) => ({ id, value: next() % 8 }));
      for (const n of [0, 1, 6, 50]) expect(firstInOrder(items, n, byValueThenId)).toEqual([...items].sort(byValueThenId).slice(0, n));
    }
  });

  it('leaves the list it is given as it was', () => {
    const items = [3, 1, 2];
    expect(firstInOrder(items, 2, (a, b) => a - b)).toEqual([1, 2]);
    expect(items).toEqual([3, 1, 2]);
  });
});

import { describe, expect, it } from 'vitest';
import type { CompareTable } from '../../stores/compare';
import { tableView } from './table-view';

const data = {
  category: { id: 7, name: 'CBD-олії' },
  products: [{ id: 1 }, { id: 2 }, { id: 3 }],
  characteristics: [
    { id: 10, name: 'Спектр', values: ['Повний', 'Повний', 'Ізолят'], is_different: true },
    { id: 11, name: 'Об’єм', values: ['10 мл', '10 мл', '10 мл'], is_different: false },
    { id: 12, name: 'Смак', values: [null, null, 'М’ята'], is_different: true },
  ],
} as unknown as CompareTable['data'];

describe('tableView', () => {
  it.each<[string, number[], boolean, number[], [number, (string | null)[], boolean][]]>([
    [
      'all compared, all rows',
      [1, 2, 3],
      false,
      [1, 2, 3],
      [
        [10, ['Повний', 'Повний', 'Ізолят'], true],
        [11, ['10 мл', '10 мл', '10 мл'], false],
        [12, [null, null, 'М’ята'], true],
      ],
    ],
    [
      'differences only',
      [1, 2, 3],
      true,
      [1, 2, 3],
      [
        [10, ['Повний', 'Повний', 'Ізолят'], true],
        [12, [null, null, 'М’ята'], true],
      ],
    ],
    // Product 3 removed before the server answered: its column goes, Спектр is now the same, Смак has no values left.
    [
      'a removed column',
      [1, 2],
      false,
      [1, 2],
      [
        [10, ['Повний', 'Повний'], false],
        [11, ['10 мл', '10 мл'], false],
      ],
    ],
    ['a removed column, differences only', [1, 2], true, [1, 2], []],
    ['nothing compared', [], false, [], []],
  ])('%s', (_, compared, differencesOnly, columns, rows) => {
    const view = tableView(data, compared, differencesOnly);
    expect(view.columns.map((c) => c.id)).toEqual(columns);
    expect(view.rows.map((r) => [r.id, r.values, r.isDifferent])).toEqual(rows);
  });
});

import { describe, it, expect } from 'vitest';
import {
  cartTotals,
  firstProblemItem,
  groupIntoSellerOrders,
  hasMinQuantityWarning,
  hasNoProductWarning,
  isCheckoutDisabled,
  type CartRuleItem,
} from './cart-rules';

let nextId = 1;
const item = (qty: number, qty_store: number, min_cart_quantity = 1): CartRuleItem => ({
  product_id: nextId++,
  qty,
  qty_store,
  min_cart_quantity,
});

const ok = () => item(2, 10, 1);
const gone = () => item(1, 0, 1);
const underMin = () => item(1, 10, 3);
const overStock = () => item(5, 4, 1);

describe('isCheckoutDisabled', () => {
  it.each<[string, CartRuleItem[], boolean]>([
    ['empty cart', [], true],
    ['one fine item', [ok()], false],
    ['one item out of stock', [gone()], true],
    ['all items out of stock', [gone(), gone()], true],
    ['some items out of stock', [gone(), ok()], false],
    ['single item below minimum', [underMin()], true],
    ['single item exactly at minimum', [item(3, 10, 3)], false],
    ['single item above stock', [overStock()], true],
    ['single item exactly at stock', [item(4, 4, 1)], false],
    ['two items, one below minimum', [underMin(), ok()], false],
    ['two items, one above stock', [ok(), overStock()], false],
    ['two items, both problematic but in stock', [underMin(), overStock()], false],
  ])('%s -> %s', (_name, items, expected) => {
    expect(isCheckoutDisabled(items)).toBe(expected);
  });
});

describe('hasNoProductWarning', () => {
  it.each<[string, CartRuleItem[], boolean]>([
    ['empty', [], false],
    ['all fine', [ok(), ok()], false],
    ['one out of stock', [ok(), gone()], true],
    ['qty above stock by one', [item(5, 4)], true],
    ['qty equal to stock', [item(4, 4)], false],
    ['below minimum only', [underMin()], false],
  ])('%s -> %s', (_name, items, expected) => {
    expect(hasNoProductWarning(items)).toBe(expected);
  });
});

describe('hasMinQuantityWarning', () => {
  it.each<[string, CartRuleItem[], boolean]>([
    ['empty', [], false],
    ['all fine', [ok()], false],
    ['qty one below minimum', [item(2, 10, 3)], true],
    ['qty equal to minimum', [item(3, 10, 3)], false],
    ['one of several below minimum', [ok(), underMin(), ok()], true],
    ['out of stock only', [gone()], false],
  ])('%s -> %s', (_name, items, expected) => {
    expect(hasMinQuantityWarning(items)).toBe(expected);
  });
});

describe('firstProblemItem', () => {
  const a = ok();
  const b = gone();
  const c = underMin();
  const d = overStock();
  it.each<[string, CartRuleItem[], CartRuleItem | undefined]>([
    ['empty', [], undefined],
    ['none', [a, ok()], undefined],
    ['out of stock first', [a, b, c, d], b],
    ['below minimum first', [a, c, b], c],
    ['above stock first', [d, a, b], d],
  ])('%s', (_name, items, expected) => {
    expect(firstProblemItem(items)).toBe(expected);
  });
});

describe('groupIntoSellerOrders', () => {
  type Line = { title: string; seller: { shop_name: string }; warehouse_id: number };
  const line = (title: string, shop_name: string, warehouse_id: number): Line => ({
    title,
    seller: { shop_name },
    warehouse_id,
  });

  it.each<[string, Line[], Array<[string, number, string[]]>]>([
    ['empty', [], []],
    ['one seller, one warehouse', [line('a', 'S', 1), line('b', 'S', 1)], [['S', 1, ['a', 'b']]]],
    [
      'same seller, two warehouses',
      [line('a', 'S', 1), line('b', 'S', 2), line('c', 'S', 1)],
      [
        ['S', 1, ['a', 'c']],
        ['S', 2, ['b']],
      ],
    ],
    [
      'two sellers, same warehouse id, first-seen order kept',
      [line('a', 'B', 1), line('b', 'A', 1), line('c', 'B', 1)],
      [
        ['B', 1, ['a', 'c']],
        ['A', 1, ['b']],
      ],
    ],
    [
      'names that would collide if concatenated',
      [line('a', 'Shop1', 2), line('b', 'Shop', 12), line('c', 'Shop|1', 2), line('d', 'Shop', 1)],
      [
        ['Shop1', 2, ['a']],
        ['Shop', 12, ['b']],
        ['Shop|1', 2, ['c']],
        ['Shop', 1, ['d']],
      ],
    ],
  ])('%s', (_name, items, expected) => {
    const groups = groupIntoSellerOrders(items);
    expect(groups.map((g) => [g.shop_name, g.warehouse_id, g.items.map((i) => i.title)])).toEqual(expected);
    expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
  });

  it('keeps the caller item objects (generic over the item type)', () => {
    const x = line('x', 'S', 1);
    const [group] = groupIntoSellerOrders([x]);
    expect(group?.items[0]).toBe(x);
    expect(group?.items[0]?.title).toBe('x');
  });
});

describe('cartTotals', () => {
  const priced = (qty: number, qty_store: number, price: number, old_price: number | null = null) => ({ qty, qty_store, price, old_price });
  it.each<[string, ReturnType<typeof priced>[], { total: number; clear_total: number; qty: number }]>([
    ['empty cart', [], { total: 0, clear_total: 0, qty: 0 }],
    ['price × qty', [priced(3, 10, 100)], { total: 300, clear_total: 300, qty: 3 }],
    ['old price counts in clear_total only', [priced(2, 10, 80, 100), priced(1, 5, 50)], { total: 210, clear_total: 250, qty: 3 }],
    [
      'out of stock costs nothing but still counts as units',
      [priced(2, 0, 100, 120), priced(1, 5, 50)],
      { total: 50, clear_total: 50, qty: 3 },
    ],
    ['kopecks add up without drift', [priced(3, 10, 0.1), priced(1, 10, 0.2)], { total: 0.5, clear_total: 0.5, qty: 4 }],
  ])('%s', (_name, items, expected) => {
    expect(cartTotals(items)).toEqual(expected);
  });
});

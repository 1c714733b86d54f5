import { describe, expect, it } from 'vitest';
import { lruMap } from './lru-map';

describe('lruMap', () => {
  it('keeps what was set, up to the limit', () => {
    const map = lruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([1, 2, undefined]);
  });

  it('drops the entry used longest ago, not the one added first', () => {
    const map = lruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.get('a');
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([1, undefined, 3]);
  });

  it('setting a key again replaces its value and makes it the newest', () => {
    const map = lruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 10);
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([10, undefined, 3]);
  });
});

describe('lruMap with sizes', () => {
  it('drops the entries used longest ago until the sizes fit, counting a replaced value once', () => {
    const map = lruMap<string, string>(6, (value) => value.length);
    map.set('a', 'aa');
    map.set('b', 'bb');
    map.set('a', 'aaa');
    map.set('c', 'c');
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual(['aaa', 'bb', 'c']);
    map.set('d', 'dd');
    expect([map.get('a'), map.get('b'), map.get('c'), map.get('d')]).toEqual([undefined, 'bb', 'c', 'dd']);
  });
});

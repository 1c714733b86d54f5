import { describe, expect, it } from 'vitest';
import { onOtherLayouts } from './keyboard-layout';

describe('onOtherLayouts: a word typed with the wrong layout on', () => {
  it.each<[string, string[]]>([
    ['jksz', ['олія', 'олыя']],
    ['Jksz', ['Олія', 'Олыя']],
    ['rfgcekb', ['капсули']],
    ['vfckj', ['масло']],
    ['ghjntby', ['протеин']],
    ['yfcsyyz', ['насіння', 'насыння']],
    [';bdbwz', ['живиця']],
    ['gjhj[', ['порох']],
    ['\\fyjr', ['ґанок', '\\анок']],
    ["'ynjv", ['єнтом', 'энтом']],
  ])('%j on the Ukrainian and the Russian layout', (typed, read) => {
    expect(onOtherLayouts(typed)).toEqual(read);
  });

  it.each<[string, string[]]>([
    ['тщквшс', ['nordic']],
    ['Тщквшс', ['Nordic']],
    ['руьз', ['hemp']],
    ['ыуув', ['seed']],
    ['іуув', ['seed']],
  ])('%j back on the English layout', (typed, read) => {
    expect(onOtherLayouts(typed)).toEqual(read);
  });

  it('leaves a word without letters alone', () => {
    expect(onOtherLayouts('15')).toEqual([]);
  });
});

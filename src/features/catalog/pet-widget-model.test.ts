import { describe, expect, it } from 'vitest';
import { markOwnPets, offersPetTypes, type OwnPet } from './pet-widget-model';

const option = (id: number, key: string | null) => ({ id, title: `#${id}`, url: `/catalog/c9?values=${id}`, key });
const dogs = option(1, 'dog');
const cats = option(2, 'cat');
const small = option(3, 'small');
const murka: OwnPet = { name: 'Мурка', type: 'cat' };
const rex: OwnPet = { name: 'Рекс', type: 'dog' };
const barsik: OwnPet = { name: 'Барсик', type: 'cat' };
const unknown: OwnPet = { name: 'Хтось', type: null };

describe('markOwnPets', () => {
  it.each<[string, OwnPet[], [id: number, pets: string[]][]]>([
    [
      'a guest or a customer without pets: as the server sent them',
      [],
      [
        [1, []],
        [2, []],
      ],
    ],
    [
      'a cat: cats first, marked',
      [murka],
      [
        [2, ['Мурка']],
        [1, []],
      ],
    ],
    [
      'a dog: already first, marked',
      [rex],
      [
        [1, ['Рекс']],
        [2, []],
      ],
    ],
    [
      'a cat added before a dog: both marked, the first pet’s kind first',
      [murka, rex],
      [
        [2, ['Мурка']],
        [1, ['Рекс']],
      ],
    ],
    [
      'two cats: one option with both names',
      [rex, murka, barsik],
      [
        [1, ['Рекс']],
        [2, ['Мурка', 'Барсик']],
      ],
    ],
    [
      'a pet of no kind marks nothing',
      [unknown],
      [
        [1, []],
        [2, []],
      ],
    ],
  ])('%s', (_case, pets, expected) => {
    expect(markOwnPets([dogs, cats], pets).map((o) => [o.id, o.pets])).toEqual(expected);
  });

  it('never matches an option without a key to a pet without a kind', () => {
    expect(markOwnPets([option(4, null), cats], [unknown, murka]).map((o) => [o.id, o.pets])).toEqual([
      [2, ['Мурка']],
      [4, []],
    ]);
  });
});

describe('offersPetTypes', () => {
  it.each([
    ['a pet-type widget', [[dogs, cats]], true],
    ['only a size widget', [[small, option(5, 'large')]], false],
    ['options without keys', [[option(6, null), option(7, null)]], false],
    ['no widgets', [], false],
  ] as const)('%s', (_case, widgets, expected) => {
    expect(offersPetTypes(widgets.map((options, i) => ({ attribute_id: i, title: 'Вид', options: [...options] })))).toBe(expected);
  });
});

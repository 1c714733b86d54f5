import { describe, expect, it } from 'vitest';
import { oneCardPerTitle, stripCards } from './product-cards';

const cards = (...titles: string[]) => titles.map((title, id) => ({ id, title }));

describe('oneCardPerTitle', () => {
  it.each([
    [['Олія A', 'Олія B', 'Олія A'], [], [0, 1]],
    [['Олія A', 'олія  a ', 'ОЛІЯ A'], [], [0]],
    [['Олія A', 'Олія B', 'Олія C'], ['олія b'], [0, 2]],
    [['Олія A', 'Олія A'], ['Олія A'], []],
    [[], ['Олія A'], []],
  ])('%j except %j keeps %j', (titles, except, kept) => {
    expect(oneCardPerTitle(cards(...titles), except).map((c) => c.id)).toEqual(kept);
  });
});

describe('stripCards', () => {
  const all = cards('A', 'A', 'A', 'B', 'A', 'A', 'C', 'D', 'E');
  const pager = () => {
    const asked: [number, number][] = [];
    const page = async (limit: number, offset: number) => {
      asked.push([limit, offset]);
      return all.slice(offset, offset + limit);
    };
    return { asked, page };
  };

  it('reads on past the repeats until the strip is full', async () => {
    const { asked, page } = pager();
    expect((await stripCards(page, 3)).map((c) => c.title)).toEqual(['A', 'B', 'C']);
    expect(asked).toEqual([
      [6, 0],
      [6, 6],
    ]);
  });

  it('stops when the rows run out', async () => {
    const { page } = pager();
    expect((await stripCards(page, 10, ['b'])).map((c) => c.title)).toEqual(['A', 'C', 'D', 'E']);
  });
});

import { describe, expect, it } from 'vitest';
import { slips, typoBudget } from './typos';

describe('typoBudget', () => {
  it.each([
    ['кот', 0],
    ['олія', 1],
    ['капсули', 1],
    ['конопляна', 2],
  ])('%j may carry %i slips', (word, budget) => {
    expect(typoBudget(word)).toBe(budget);
  });
});

describe('slips', () => {
  it.each<[string, string, number, number]>([
    ['олія', 'олія', 1, 0],
    ['олия', 'олія', 1, 1],
    ['канопляна', 'конопляна', 2, 1],
    ['конопляан', 'конопляна', 2, 1],
    ['протеен', 'протеїн', 1, 1],
    ['капсли', 'капсули', 1, 1],
    ['канопл', 'конопляна', 1, 1],
    ['nordik', 'nordic', 1, 1],
    ['кнопляна', 'конопляна', 2, 1],
    ['оліяя', 'олія', 1, 1],
  ])('%j is %j (or its start) with a budget of %i: %i', (typed, word, budget, found) => {
    expect(slips(typed, word, budget)).toBe(found);
  });

  it.each<[string, string, number]>([
    ['болія', 'олія', 1],
    ['алія', 'олія', 1],
    ['капсулиии', 'капсули', 1],
    ['протин', 'протеїн', 1],
  ])('%j is not %j within %i slips (never the first letter, never over budget)', (typed, word, budget) => {
    expect(slips(typed, word, budget)).toBe(Infinity);
  });
});

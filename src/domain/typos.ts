/**
 * How many slips of the keyboard a typed word may carry and still find a word: none below 4 letters, one for 4 to
 * 7 letters, two for longer words (as Meilisearch counts them). A slip is a letter missed, added, changed, or two
 * neighbours swapped; the first letter is never one of them (shoppers rarely miss it, and it keeps the candidates few).
 */
const TYPO_FREE_BELOW = 4;
const ONE_TYPO_UP_TO = 7;

export const typoBudget = (word: string): number => ([...word].length < TYPO_FREE_BELOW ? 0 : [...word].length <= ONE_TYPO_UP_TO ? 1 : 2);

/**
 * The fewest slips that turn `typed` into `word`, or into the start of it (a word typed halfway), the first
 * letters equal; Infinity once it is over `budget`. Optimal string alignment: a swap of neighbours is one slip.
 */
export function slips(typed: string, word: string, budget: number): number {
  const a = [...typed];
  const b = [...word];
  if (a.length === 0 || a[0] !== b[0]) return Infinity;
  if (Math.abs(a.length - b.length) > budget && b.length < a.length) return Infinity;
  const n = a.length;
  const m = Math.min(b.length, n + budget);
  let before: number[] = [];
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > budget) return Infinity;
    before = prev;
    prev = row;
  }
  // The whole word, or its start: the last row holds `typed` against every start of `word`.
  const found = Math.min(...prev.slice(1));
  return found <= budget ? found : Infinity;
}

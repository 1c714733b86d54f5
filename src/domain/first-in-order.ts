/**
 * The first `n` of `items` in `order`, as `[...items].sort(order).slice(0, n)` gives them for an order that ties
 * nothing, without sorting them all: a search's pool holds hundreds of matches and a suggestion shows a few.
 */
export function firstInOrder<T>(items: Iterable<T>, n: number, order: (a: T, b: T) => number): T[] {
  const first: T[] = [];
  if (n <= 0) return first;
  for (const item of items) {
    if (first.length < n) first.push(item);
    else if (order(item, first[n - 1]!) < 0) first[n - 1] = item;
    else continue;
    // The new item moves up to its place among those kept, which stay in order.
    for (let i = first.length - 1; i > 0 && order(first[i]!, first[i - 1]!) < 0; i--) [first[i - 1], first[i]] = [first[i]!, first[i - 1]!];
  }
  return first;
}

import { startTransition, useEffect, useRef, useState } from 'react';

/** What a phone shows of a strip at once: the page is drawn with these items' pictures. */
const STRIP_FIRST_SCREEN = 2;

/**
 * How many of a sideways strip's items, from its start, are near enough to fetch their pictures. Chromium fetches a
 * lazy picture long before it comes into sight (over a thousand pixels away, sideways too), so every picture of
 * every strip came with the page: on a first visit a quarter of what a phone downloaded. Here an item's picture is
 * asked for once the item is within a quarter of the strip's width of its visible part; a shopper who scrolls or
 * tabs along the strip brings the next ones in, and they stay.
 */
export function useItemsInReach<List extends HTMLElement>(itemCount: number) {
  const listRef = useRef<List>(null);
  const [inReach, setInReach] = useState(STRIP_FIRST_SCREEN);
  useEffect(() => {
    const list = listRef.current;
    if (!list || inReach >= itemCount) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInReach(itemCount);
      return;
    }
    const items = Array.from(list.children);
    const observer = new IntersectionObserver(
      (entries) => {
        const furthest = Math.max(...entries.filter((entry) => entry.isIntersecting).map((entry) => items.indexOf(entry.target)));
        // A transition: the strip's new pictures can wait for a tap or a scroll, and the render yields to them.
        if (furthest >= 0) startTransition(() => setInReach((count) => Math.max(count, furthest + 1)));
      },
      { root: list, rootMargin: '0px 25%' },
    );
    for (const item of items.slice(inReach)) observer.observe(item);
    return () => observer.disconnect();
  }, [itemCount, inReach]);
  return [listRef, inReach] as const;
}

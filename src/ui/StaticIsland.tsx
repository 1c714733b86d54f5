import { createElement, useState, type ReactNode } from 'react';
import { isTakingOver } from '../lib/first-screen';

type IslandTag = 'div' | 'dl' | 'p' | 'section';

/**
 * A part that never answers a tap (a description, a list of characteristics). Taken over from the server's page, it
 * keeps the server's markup as it is and costs hydration nothing: React sees an element whose inner HTML is its own
 * business and walks none of its children. Drawn in the browser (a page reached by client navigation, the offline
 * shell) it renders its children as any part does. Give it a `key` of what it shows, so another product's page
 * draws afresh instead of keeping the first one's text.
 */
export function StaticIsland({ as = 'div', className, children }: { as?: IslandTag; className?: string; children: ReactNode }) {
  // Decided once, as the island mounts: a hydrated island stays the server's markup for its whole life.
  const [kept] = useState(isTakingOver);
  if (kept) return createElement(as, { className, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } });
  return createElement(as, { className }, children);
}

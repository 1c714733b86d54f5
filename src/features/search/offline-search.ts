import type { Lang } from '../../domain/paths';
import { storedApiCopies } from '../../lib/worker-cache';
import { keptCards, loadViewed } from '../../stores/viewed';
import { eachProductOnce, productCardsIn } from './kept-products';
import { createOfflineIndex, type OfflineFound, type OfflineIndex } from './offline-index';

/**
 * Search without a connection: the products the device already holds (the worker's stored catalogue and product
 * answers, and the viewed cards), in the page's language. Its own chunk, precached (scripts/vite-precache.ts), and
 * loaded only on the first offline search: online it costs nothing.
 */

/** The index of each language, built on its first offline search and dropped when the connection returns. */
const built = new Map<Lang, Promise<OfflineIndex>>();
let forgetsOnline = false;

async function buildIndex(lang: Lang): Promise<OfflineIndex> {
  const [answers, viewedCards] = await Promise.all([
    storedApiCopies(lang),
    loadViewed()
      .then((records) => keptCards(lang, records))
      .catch(() => []),
  ]);
  return createOfflineIndex(eachProductOnce([...viewedCards, ...answers.flatMap((a) => productCardsIn(a.body))]));
}

function indexOf(lang: Lang): Promise<OfflineIndex> {
  if (!forgetsOnline && typeof window !== 'undefined') {
    forgetsOnline = true;
    // The next offline spell searches what was seen meanwhile.
    window.addEventListener('online', () => built.clear());
  }
  let index = built.get(lang);
  if (!index) {
    index = buildIndex(lang);
    built.set(lang, index);
  }
  return index;
}

export async function searchOfflineProducts(lang: Lang, query: string, limit: number): Promise<OfflineFound> {
  return (await indexOf(lang)).search(query, limit);
}

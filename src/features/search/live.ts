import { useEffect, useState } from 'react';
import { fetchLiveSearch, type LiveResult } from '../../api/search';
import { isLiveSearchQueryPresent } from '../../domain/limits';
import { ApiFailure } from '../../lib/api';
import { afterPause } from '../../lib/debounce';
import { lang } from '../../stores/session';

/** Long enough for a word typed at a normal pace to make one request, short enough to feel immediate. */
export const LIVE_DEBOUNCE_MS = 250;

export interface LiveSuggestions {
  /** the query these suggestions answer */
  query: string;
  result: LiveResult;
  /** found among the products the device holds: the connection is gone */
  kept?: true;
}

/** The products a suggestion list shows, as online (docs/product-rules.md#search). */
const LIVE_PRODUCTS_SHOWN = 6;
/** How many kept products a suggestion list counts for its "all results" line, as the results page shows. */
const OFFLINE_COUNTED = 48;

/** Suggestions from the products the device holds; the search code loads only now, on the first offline search. */
async function offlineSuggestions(query: string): Promise<LiveSuggestions> {
  const { searchOfflineProducts } = await import('./offline-search');
  const { cards, corrected } = await searchOfflineProducts(lang.peek(), query, OFFLINE_COUNTED);
  const result = {
    categories: [],
    products: cards.slice(0, LIVE_PRODUCTS_SHOWN),
    total: cards.length,
    ...(corrected !== undefined && { corrected }),
  };
  return { query, result, kept: true };
}

/**
 * Suggestions for what is typed: asked for once typing pauses, only for a query that is not blank
 * (docs/product-rules.md#search), and the request in flight is cancelled when the shopper types on. The last suggestions
 * stay until the next ones arrive, so the list does not blink. Offline, the products the device holds answer; any
 * other failure simply shows none.
 */
export function useLiveSuggestions(query: string): LiveSuggestions | null {
  const [suggestions, setSuggestions] = useState<LiveSuggestions | null>(null);
  const wanted = isLiveSearchQueryPresent(query) ? query.trim() : '';

  useEffect(() => {
    if (!wanted) return setSuggestions(null);
    return afterPause(LIVE_DEBOUNCE_MS, (signal) => {
      fetchLiveSearch(wanted, signal)
        .then(
          (result): LiveSuggestions => ({ query: wanted, result }),
          (error: unknown) => {
            if (error instanceof ApiFailure && error.status === 0 && !signal.aborted) return offlineSuggestions(wanted);
            throw error;
          },
        )
        .then(
          (found) => !signal.aborted && setSuggestions(found),
          () => !signal.aborted && setSuggestions(null),
        );
    });
  }, [wanted]);

  return wanted ? suggestions : null;
}

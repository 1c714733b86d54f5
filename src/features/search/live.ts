import { useEffect, useState } from 'react';
import { fetchLiveSearch, type LiveResult } from '../../api/search';
import { isLiveSearchQueryPresent } from '../../domain/limits';
import { afterPause } from '../../lib/debounce';

/** Long enough for a word typed at a normal pace to make one request, short enough to feel immediate. */
export const LIVE_DEBOUNCE_MS = 250;

export interface LiveSuggestions {
  /** the query these suggestions answer */
  query: string;
  result: LiveResult;
}

/**
 * Suggestions for what is typed: asked for once typing pauses, only for a query that is not blank
 * (docs/product-rules.md#search), and the request in flight is cancelled when the shopper types on. The last suggestions
 * stay until the next ones arrive, so the list does not blink; a failure (offline) simply shows none.
 */
export function useLiveSuggestions(query: string): LiveSuggestions | null {
  const [suggestions, setSuggestions] = useState<LiveSuggestions | null>(null);
  const wanted = isLiveSearchQueryPresent(query) ? query.trim() : '';

  useEffect(() => {
    if (!wanted) return setSuggestions(null);
    return afterPause(LIVE_DEBOUNCE_MS, (signal) => {
      fetchLiveSearch(wanted, signal).then(
        (result) => setSuggestions({ query: wanted, result }),
        () => !signal.aborted && setSuggestions(null),
      );
    });
  }, [wanted]);

  return wanted ? suggestions : null;
}

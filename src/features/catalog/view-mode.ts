import { signal } from '@preact/signals-react';
import { DEFAULT_VIEW } from '../../domain/limits';
import { afterFirstScreen } from '../../lib/first-screen';

export type ListingView = 'tile' | 'list';

const KEY = 'catalog-view';

function stored(): ListingView | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'tile' || value === 'list' ? value : null;
  } catch {
    return null;
  }
}

/** The shopper's own choice of tiles or a list, kept across visits; null until they choose. */
const chosenView = signal<ListingView | null>(null);
// The server cannot know the choice: a hydrating page first shows what it rendered.
afterFirstScreen(() => {
  chosenView.value = stored();
});

export function chooseView(view: ListingView): void {
  chosenView.value = view;
  try {
    localStorage.setItem(KEY, view);
  } catch {
    // Private mode without storage: the choice lasts for this visit.
  }
}

/** docs/product-rules.md#catalogue: tiles unless the shopper chose otherwise or the page asks for another view. */
export const listingView = (pageDefault: ListingView | undefined): ListingView => chosenView.value ?? pageDefault ?? DEFAULT_VIEW;

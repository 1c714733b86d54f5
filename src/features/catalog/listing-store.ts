import { signal } from '@preact/signals-react';
import type { ListingPage } from '../../api/catalog';
import { catalogSearch, parseCatalogQuery } from '../../domain/catalog-query';
import { ApiFailure } from '../../lib/api';
import { i18next } from '../../lib/i18n';
import { notifyFailure } from '../../stores/notifications';
import { appendPage, clearWhenEmpty } from './listing-model';

/** One state of a listing in one form, whatever order or extra parameters the URL had. */
export const normalSearch = (search: string) => catalogSearch(parseCatalogQuery(search));

/**
 * The state of one listing page while it is open. The URL is the truth: `show(search)` makes the page
 * show what the URL says, keeping the previous answer on screen (dimmed) until the new one arrives.
 * Closing the page drops the store, and with it the open filter popup.
 */
export function createListingStore<P extends ListingPage>(load: (search: string) => Promise<P>, start?: { search: string; page: P | undefined }) {
  const first = start?.page ? clearWhenEmpty(start.page) : null;
  const page = signal<P | null>(first);
  /** the normalized search of what `page` shows */
  const shown = signal<string | null>(first ? normalSearch(start!.search) : null);
  const loading = signal(!first);
  const loadingMore = signal(false);
  const error = signal<unknown>(null);
  const filtersOpen = signal(false);
  // Answers arrive out of order when the shopper clicks quickly: only the latest request may land.
  let ticket = 0;

  async function show(search: string): Promise<void> {
    const wanted = normalSearch(search);
    // The URL caught up with "show more" (or nothing changed): the page already shows it.
    if (wanted === shown.peek() && page.peek()) return;
    const mine = ++ticket;
    loading.value = true;
    try {
      const answer = await load(wanted);
      if (mine !== ticket) return;
      // docs/product-rules.md#catalogue: an answer with redirect_path is not stored; the route guard sends the shopper there.
      if (answer.redirect_path) return;
      page.value = clearWhenEmpty(answer);
      shown.value = wanted;
      error.value = null;
    } catch (e) {
      if (mine !== ticket) return;
      error.value = e;
      // With a list on screen the page stays and says what failed; without one it shows the failure page.
      if (page.peek()) notifyFailure(e instanceof ApiFailure ? e.body : { message: i18next.t('errors:unexpected') });
    } finally {
      if (mine === ticket) loading.value = false;
    }
  }

  /** Appends the next page; answers the search it now shows (for the URL), or null when nothing was added. */
  async function loadMore(): Promise<string | null> {
    const current = page.peek();
    if (!current || loadingMore.peek()) return null;
    const { current_page, last_page } = current.data.products.pagination;
    if (current_page >= last_page) return null;
    const next = catalogSearch({ ...parseCatalogQuery(shown.peek() ?? ''), page: current_page + 1 });
    const mine = ticket;
    loadingMore.value = true;
    try {
      const answer = await load(next);
      if (mine !== ticket || answer.redirect_path) return null;
      page.value = appendPage(current, answer);
      shown.value = next;
      return next;
    } catch (e) {
      // docs/product-rules.md#errors-and-notices: a failure to load more products is only logged; the list stays as it was.
      console.error('Loading more products failed', e);
      return null;
    } finally {
      loadingMore.value = false;
    }
  }

  return { page, shown, loading, loadingMore, error, filtersOpen, show, loadMore };
}

export type ListingStore<P extends ListingPage = ListingPage> = ReturnType<typeof createListingStore<P>>;

import { signal, type Signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ListingPage } from '../../api/catalog';
import { catalogSearch, parseCatalogQuery, type CatalogQuery } from '../../domain/catalog-query';
import { ApiFailure } from '../../lib/api';
import { i18next } from '../../lib/i18n';
import { useResource, type ResourceDef } from '../../lib/resource';
import { KEEP_SCROLL } from '../../lib/scroll-state';
import { notifyFailure } from '../../stores/notifications';
import { appendPage, clearWhenEmpty, nextPageSearch, normalSearch } from './listing-model';

export interface Listing {
  store: ListingStore;
  /** the page path without query or language prefix: `/catalog/c5`, `/brand/3` */
  basePath: string;
  /** what the URL asks for */
  query: CatalogQuery;
  /** a new listing state: a history entry of its own, so Back returns to the previous filters */
  go: (query: CatalogQuery) => void;
  /** a link the API gave (a sort option), same behaviour as `go` */
  goTo: (url: string) => void;
  hrefFor: (query: CatalogQuery) => string;
}

const ListingContext = createContext<Listing | null>(null);

export function useListing(): Listing {
  const listing = useContext(ListingContext);
  if (!listing) throw new Error('useListing outside a listing page');
  return listing;
}

export interface ListingStore<P extends ListingPage = ListingPage> {
  page: P | null;
  loading: boolean;
  loadingMore: boolean;
  /** the last failure; with a list on screen it was said in a notice, without one it is the page */
  error: unknown;
  /** the mobile filter popup; closing the page drops it */
  filtersOpen: Signal<boolean>;
  /** Appends the next page; answers the search it now shows (for the URL), or null when nothing was added. */
  loadMore: () => Promise<string | null>;
}

/**
 * A listing page's state, fed by the URL: each change of the query shows the state it names, keeping the previous
 * list on screen (dimmed) until the new one arrives. Only the answer of the URL's latest state lands.
 */
export function useListingStore<P extends ListingPage>(basePath: string, resourceFor: (search: string) => ResourceDef<P>): ListingStore<P> {
  useSignals();
  const search = normalSearch(useSearch());
  const latestSearch = useRef(search);
  latestSearch.current = search;
  // "Show more" writes the page it reached into the URL: that URL names the list already shown, grown, not a new one.
  const grown = useRef<{ from: string; to: string } | null>(null);
  if (grown.current && grown.current.to !== search) grown.current = null;
  const asked = grown.current?.from ?? search;
  // `basePath` names the page; closing it drops the popup.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  const filtersOpen = useMemo(() => signal(false), [basePath]);

  const listing = useResource(resourceFor(asked), {
    keepPrevious: true,
    onFailure: (error, shown) => {
      // With a list on screen the page stays and says what failed; without one it shows the failure page.
      if (shown && !shown.redirect_path)
        notifyFailure(error instanceof ApiFailure ? error.body : { message: i18next.t('errors:unexpected') });
    },
    more: {
      next: (shown) => {
        const next = nextPageSearch(search, shown);
        return next === null ? null : resourceFor(next);
      },
      // docs/product-rules.md#catalogue: a page answered with redirect_path is not added.
      join: (shown, next) => (next.redirect_path ? null : appendPage(shown, next)),
    },
  });

  // docs/product-rules.md#catalogue: an answer with redirect_path is not shown; the route guard sends the shopper there.
  const lastList = useRef<P | null>(null);
  const answer = listing.data?.redirect_path ? null : listing.data;
  const page = useMemo(() => (answer ? clearWhenEmpty(answer) : null), [answer]);
  if (page) lastList.current = page;

  const loadMore = async (): Promise<string | null> => {
    const from = search;
    const to = listing.data ? nextPageSearch(from, listing.data) : null;
    try {
      if (to === null || !(await listing.loadMore()) || latestSearch.current !== from) return null;
    } catch (e) {
      // docs/product-rules.md#errors-and-notices: a failure to load more products is only logged; the list stays as it was.
      console.error('Loading more products failed', e);
      return null;
    }
    grown.current = { from: asked, to };
    return to;
  };

  return {
    page: page ?? (listing.data?.redirect_path ? lastList.current : null),
    loading: listing.status === 'loading',
    loadingMore: listing.loadingMore,
    error: listing.status === 'failed' ? listing.error : null,
    filtersOpen,
    loadMore,
  };
}

export function ListingProvider({ store, basePath, children }: { store: ListingStore; basePath: string; children: ReactNode }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const value = useMemo<Listing>(() => {
    const hrefFor = (q: CatalogQuery) => basePath + catalogSearch(q);
    return {
      store,
      basePath,
      query: parseCatalogQuery(search),
      hrefFor,
      go: (q) => navigate(hrefFor(q), { state: KEEP_SCROLL }),
      goTo: (url) => navigate(url, { state: KEEP_SCROLL }),
    };
    // `navigate` only changes with the language, which remounts the page anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [store, basePath, search]);
  return <ListingContext.Provider value={value}>{children}</ListingContext.Provider>;
}

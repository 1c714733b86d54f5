import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ListingPage } from '../../api/catalog';
import { catalogSearch, parseCatalogQuery, type CatalogQuery } from '../../domain/catalog-query';
import { claimFresh, freshData, loadResource, type ResourceDef } from '../../lib/resource';
import { KEEP_SCROLL } from '../../lib/scroll-state';
import { createListingStore, type ListingStore } from './listing-store';

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

/** A listing page's store, fed by the URL: each change of the query shows the state it names. */
export function useListingStore<P extends ListingPage>(basePath: string, resourceFor: (search: string) => ResourceDef<P>): ListingStore<P> {
  const search = useSearch();
  // `resourceFor` closes over the page path, which names the store. A page starts from an answer nobody has
  // shown yet: the one embedded in its HTML, or the one its navigation fetched.
  const store = useMemo(
    () => createListingStore((s) => loadResource(resourceFor(s)), { search, page: freshData<P>(resourceFor(search).key) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the comment above
    [basePath],
  );
  // Claimed once the store is on screen, never while rendering: a hydration that React throws away and renders
  // again must find the server's answer again, or it draws the skeleton over the server's listing.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the answer the store started from, named when it was made
  useEffect(() => claimFresh(resourceFor(search).key), [store]);
  useEffect(() => {
    void store.show(search);
  }, [store, search]);
  return store;
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

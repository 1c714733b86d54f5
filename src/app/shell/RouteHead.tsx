import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation, useSearch } from 'wouter';
import { splitLang, type LivePage, type PageParams } from '../../domain/paths';
import { isTakingOver } from '../../lib/first-screen';
import { i18next } from '../../lib/i18n';
import { applyHead } from '../../lib/page-head';
import { resourceState } from '../../lib/resource';
import { lang } from '../../stores/session';
import { headContext, routeHead } from '../route-head';
import { routes } from '../routes';

/**
 * Keeps the document's head that of the page shown, from the route's own head and the data it already asked
 * for: the server wrote it into the first page, so this is for the pages a shopper goes to from there.
 */
export function RouteHead({ page, params }: { page: LivePage | null; params: PageParams }) {
  useSignals();
  const [location] = useLocation();
  const search = useSearch();
  const route = page ? routes[page] : null;
  const states = (route?.pageData?.(lang.value, params, search) ?? []).map((d) => resourceState(d.key));
  const { path } = splitLang(location);
  const namespaces = new Set<string>();
  // On the server there is no location: the server writes the head itself.
  const site = { publicUrl: (globalThis.location as Location | undefined)?.origin ?? '', storeName: i18next.t('common:storeName') };
  const head = routeHead(
    route,
    headContext(lang.value, path, params, search, site, (ns) => namespaces.add(ns)),
    states,
  );
  const shown = head && JSON.stringify(head);

  useEffect(() => {
    // The server wrote the page's head from the same route and data: taken over, it stays as sent, and the texts
    // only a head reads (`seo`, a chunk of its own) are not fetched while the page hydrates.
    if (!shown || isTakingOver()) return;
    let live = true;
    // A head may read texts no component on the page uses: they are loaded before it is written.
    void i18next.loadNamespaces([...namespaces]).then(() => {
      if (!live) return;
      const again = routeHead(route, headContext(lang.peek(), path, params, search, site), states);
      // An address the server answers with a redirect has no head of its own: the page it leads to writes one.
      if (again && !again.redirect) applyHead(again);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` is the head itself; the rest derives from the same page and data
  }, [shown]);
  return null;
}

import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { FIRST_SCREEN_HYDRATED_MARK } from '../domain/page-rendering';
import { LIVE_PAGES, pagePatterns, splitLang, type LivePage, type PageParams } from '../domain/paths';
import { setApiLang } from '../lib/api';
import { firstScreenDone, isFirstScreen, isFirstScreenNotFound } from '../lib/first-screen';
import { setDocumentLang } from '../lib/page-head';
import { pageAttempt } from '../lib/page-retry';
import { prefetchResources } from '../lib/resource';
import { i18next } from '../lib/i18n';
import { sessionChanges } from '../stores/customer';
import { lang } from '../stores/session';
import { guardNamed, SERVER_CHECKED_GUARDS } from './guards';
import { layouts } from './layouts';
import { NotFoundPage, routes } from './routes';
import { PageLoading } from './shell/PageLoading';
import { RouteHead } from './shell/RouteHead';
import { CartShell } from './shell/CartShell';
import { ScrollManager } from './shell/ScrollManager';
import { SignOutRedirect } from './shell/SignOutRedirect';
import { Notifications } from './shell/Notifications';
import { RouteErrorBoundary } from './shell/RouteErrorBoundary';
import { UpdateNotice } from './pwa/UpdateNotice';
import { OfflineIndicator } from './pwa/OfflineIndicator';
import { InstallOffer } from './pwa/InstallOffer';
import { ConsentHost } from './consent/ConsentHost';

// An unknown guard name is a programming error: fail at start, not on the first visit.
for (const route of Object.values(routes)) route.guards.forEach(guardNamed);

/** A page the server rendered with its data, every guard of it already applied there. */
const renderedByServer = (page: LivePage) =>
  routes[page].pageData !== undefined && routes[page].guards.every((g) => SERVER_CHECKED_GUARDS.has(g));

/** Runs the route's guards; renders the page once they let it through. */
function Guarded({ page, params }: { page: LivePage; params: PageParams }) {
  useSignals();
  const route = routes[page];
  const search = useSearch();
  const [, navigate] = useLocation();
  const pageKey = JSON.stringify([page, params]);
  // A sign-in or sign-out in another tab checks a guarded page again (a cabinet whose session ended goes to login).
  const key = JSON.stringify([page, params, search, route.guards.includes('auth') ? sessionChanges.value : 0]);
  // The first screen shows what the server drew: its own page, or the loading main of a page the browser renders.
  const checkedByServer = useRef(isFirstScreen() && renderedByServer(page));
  // Once a page passed, a new query of it (filters, sort, "show more") keeps it mounted while the guards
  // check again, so it shows its previous content dimmed instead of a blank loader.
  const [passed, setPassed] = useState<string | null>(
    checkedByServer.current || (!isFirstScreen() && !route.guards.length) ? pageKey : null,
  );

  useEffect(() => {
    if (checkedByServer.current) {
      checkedByServer.current = false;
      return;
    }
    // The page's data starts loading with its code, not after it.
    prefetchResources(route.pageData?.(lang.peek(), params, search) ?? []);
    if (!route.guards.length) return setPassed(pageKey);
    let live = true;
    (async () => {
      for (const name of route.guards) {
        const redirect = await guardNamed(name)(params, search);
        if (!live) return;
        // `~` leaves the language base: the redirect already names the full address.
        if (redirect) return navigate(`~${lang.peek() === 'ru' ? '/ru' : ''}${redirect}`, { replace: true });
      }
      if (live) setPassed(pageKey);
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the page, its params and query; the rest derives from them, and navigate is stable
  }, [key]);

  useEffect(() => {
    if (!route.bodyClass) return;
    document.body.classList.add(route.bodyClass);
    return () => document.body.classList.remove(route.bodyClass!);
  }, [route.bodyClass]);

  // The server drew the not-found page for an address whose data answered 404: hydration draws the same.
  const notFoundDrawn = useRef(isFirstScreenNotFound() ? pageKey : null);
  const Page = notFoundDrawn.current === pageKey ? NotFoundPage : route.page;
  return (
    <>
      <RouteHead page={page} params={params} />
      {passed === pageKey ? <Page params={params} /> : <PageLoading />}
    </>
  );
}

function Pages() {
  return (
    <Switch>
      {LIVE_PAGES.map((page) => (
        <Route key={page} path={pagePatterns[page]}>
          {(params) => <WithLayout page={page}>{<Guarded page={page} params={params as PageParams} />}</WithLayout>}
        </Route>
      ))}
      <Route>
        <WithLayout page={null}>
          <RouteHead page={null} params={{}} />
          <NotFoundPage />
        </WithLayout>
      </Route>
    </Switch>
  );
}

/**
 * Hydration goes boundary by boundary, outer ones first: this, the last thing in the page's boundary, reports the
 * page taken over. The first screen ends then, or once the parts within the page (`PagePart`) have hydrated too.
 */
function FirstScreenDone() {
  useEffect(() => {
    firstScreenDone();
    // Says the app has taken the page over: from here on the page answers clicks. The mark dates it in a
    // performance trace (npm run bench:lighthouse counts the code loaded before it).
    document.documentElement.setAttribute('data-hydrated', '');
    performance.mark(FIRST_SCREEN_HYDRATED_MARK);
  }, []);
  return null;
}

function WithLayout({ page, children }: { page: LivePage | null; children: ReactNode }) {
  useSignals();
  const Layout = layouts[page ? routes[page].layout : 'default'];
  const [path] = useLocation();
  return (
    <Layout>
      <RouteErrorBoundary resetKey={path}>
        {/* A new attempt mounts the page anew, so it asks for its data again. */}
        <Suspense key={pageAttempt.value} fallback={<PageLoading />}>
          {children}
          <FirstScreenDone />
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}

/** The language comes from the URL: no prefix is Ukrainian, /ru is Russian. */
function Localized() {
  useSignals();
  const [fullPath] = useLocation();
  const current = splitLang(fullPath).lang;
  // Set after rendering, yet before the browser paints: the render that follows draws the pages in this language.
  useLayoutEffect(() => {
    lang.value = current;
    setApiLang(current);
  }, [current]);
  useEffect(() => {
    if (i18next.language !== current) void i18next.changeLanguage(current);
    setDocumentLang(current);
  }, [current]);

  // No page renders, and so none asks the server, in the language of the previous address.
  if (lang.value !== current) return null;
  return (
    <Router base={current === 'ru' ? '/ru' : ''} key={current}>
      <ScrollManager />
      <SignOutRedirect />
      <Suspense fallback={<PageLoading />}>
        <Pages />
        <UpdateNotice />
        <InstallOffer />
        <OfflineIndicator />
        <CartShell />
      </Suspense>
      <Notifications />
      <ConsentHost />
    </Router>
  );
}

/** The whole app; on the server it renders the address it is given (with its query), in the browser the current one. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <Localized />
    </Router>
  );
}

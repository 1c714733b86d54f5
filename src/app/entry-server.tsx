/**
 * The server's way into the app (docs/decisions/0024-server-rendering.md): renders a page's first screen
 * from the same components the browser hydrates, with the data its route names fetched beforehand.
 */
import { prerender } from 'react-dom/static';
import { matchPage, splitLang } from '../domain/paths';
import { sendApiRequestsWith, setApiLang } from '../lib/api';
import type { PageRenderer, PageRequest, RenderedPage } from '../domain/page-rendering';
import { firstScreenScript, startFirstScreen } from '../lib/first-screen';
import { countUsedTexts, i18next, initI18n, loadAllTexts, usedTexts } from '../lib/i18n';
import { clearResources, fetchResources, seedResources, type Resource } from '../lib/resource';
import { notFoundHead, type PageHead } from '../domain/page-head';
import { answeredNotFound, headContext, routeHead } from './route-head';
import { hasSession, lang } from '../stores/session';
import { App } from './App';
import { layoutResources } from './layouts';
import { NotFoundPage, routes } from './routes';

startFirstScreen();
const ready = initI18n('uk').then(loadAllTexts);

// The app keeps the language, the session and page data in module state, as a browser tab does: renders take
// turns, each one setting that state for its own request. Data is fetched before a turn, so a turn is short.
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const mine = turn.then(work);
  turn = mine.catch(() => undefined);
  return mine;
}

/**
 * What a request asks for: its route, the answers of the route's data (with the layout's, when the page is to be
 * drawn) and the head they make. An answer of 404, or an address no route has, makes it the not-found page.
 */
async function pageOf({ pathname, search, site }: PageRequest, withLayout: boolean) {
  await ready;
  const { lang: pageLang, path } = splitLang(pathname);
  const match = matchPage(path);
  const route = match ? routes[match.key] : null;
  const pageData = route?.pageData?.(pageLang, match!.params, search) ?? [];
  let notFound = !route;
  const layoutData = withLayout ? layoutResources[route?.layout ?? 'default'](pageLang) : [];
  const [resources] = await Promise.all([
    fetchResources([...layoutData, ...pageData], (error) => {
      notFound ||= answeredNotFound(error);
    }),
    // Loaded, the page's code renders at once instead of suspending; the not-found page's too, in case.
    withLayout && route?.page.preload(),
    withLayout && NotFoundPage.preload(),
  ]);
  const ctx = headContext(pageLang, path, match?.params ?? {}, search, site);
  const states = pageData.map((d): Resource<unknown> =>
    d.key in resources ? { status: 'ready', data: resources[d.key] } : { status: 'loading' },
  );
  const head = notFound ? notFoundHead(ctx) : routeHead(route, ctx, states);
  return { pageLang, route, resources, notFound, head };
}

/** A page's head alone, from the same data and head function its render uses: for a page not drawn on the server. */
async function describePage(request: PageRequest): Promise<PageHead | undefined> {
  return (await pageOf(request, false)).head;
}

async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const { pathname, search, hasSession: session } = request;
  const { pageLang, route, resources, notFound, head } = await pageOf(request, true);
  const Page = notFound ? NotFoundPage : route!.page;

  return inTurn(async () => {
    startFirstScreen({ pageNotFound: notFound });
    clearResources();
    seedResources(resources);
    lang.value = pageLang;
    setApiLang(pageLang);
    hasSession.value = session;
    await i18next.changeLanguage(pageLang);
    countUsedTexts();
    let failure: unknown = null;
    // A prerender waits for everything, so the markup is final: no script has to swap late parts in.
    const { prelude } = await prerender(<App ssrPath={pathname + search} />, {
      // Large parts would otherwise be sent apart and put in place by inline scripts, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
    });
    const markup = await new Response(prelude).text();
    if (failure) throw failure;
    // Without a <head> of its own to render, React puts the hints it collects first: they move to the page's head.
    const headLinks = /^(?:<link [^>]*\/>)*/.exec(markup)![0];
    return {
      html: markup.slice(headLinks.length),
      headLinks,
      pageSource: Page.source,
      stateScript: firstScreenScript({
        lang: pageLang,
        resources,
        texts: usedTexts(pageLang),
        hasSession: session,
        ...(notFound && { notFound }),
      }),
      ...(head && { head }),
    };
  });
}

export const renderer: PageRenderer = { renderPage, describePage, sendApiRequestsWith };

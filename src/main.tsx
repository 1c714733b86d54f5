import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { chosenLang, LANG_COOKIE, LOCALE_COOKIE } from './domain/language-cookies';
import { matchPage, splitLang } from './domain/paths';
import { setApiLang } from './lib/api';
import { readCookie } from './lib/cookies';
import { EARLY_TAP } from './domain/page-rendering';
import { afterFirstScreen, readFirstScreenState, startFirstScreen } from './lib/first-screen';
import { initI18n } from './lib/i18n';
import { startOutbox } from './lib/outbox';
import { seedResources } from './lib/resource';
import { startServiceWorker } from './lib/service-worker';
import { whenIdle } from './lib/when-idle';
import { hasSession, lang, trackScreenWidth } from './stores/session';
import { App } from './app/App';
import { NotFoundPage, routes } from './app/routes';
import './app/styles.css';

// The server redirects too; this covers the shell the service worker serves offline.
if (
  location.pathname === '/' &&
  chosenLang({ [LANG_COOKIE]: readCookie(LANG_COOKIE), [LOCALE_COOKIE]: readCookie(LOCALE_COOKIE) }) === 'ru'
)
  history.replaceState(null, '', '/ru' + location.search);

const pageLang = splitLang(location.pathname).lang;
lang.value = pageLang;
setApiLang(pageLang);
const root = document.getElementById('root')!;
// The app's modules have just run, in one task that grows with them. Each step from here starts a task of its own,
// so none holds a cheap phone's main thread long enough to keep a tap waiting (the loader in server/http/app-code.ts
// runs the shared chunks a task each for the same reason).
/** A button tapped before the page was taken over (kept by the loader, server/http/app-code.ts) is pressed now. */
function pressEarlyTap(): void {
  const held = window as { [EARLY_TAP]?: HTMLElement };
  const button = held[EARLY_TAP];
  delete held[EARLY_TAP];
  if (button?.isConnected) button.click();
}
const nextTask = () => new Promise((next) => setTimeout(next));
await nextTask();
// A page from the server brings its first screen, its data and texts: the app takes it over as it is. The
// offline shell brings none, and the app renders the page from cached data.
const state = readFirstScreenState(document);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (state && state.lang === pageLang && root.firstElementChild) {
  startFirstScreen({ takeOver: true, pageNotFound: state.notFound === true });
  seedResources(state.resources);
  hasSession.value = state.hasSession;
  await nextTask();
  const match = matchPage(splitLang(location.pathname).path);
  // The page's code is there before hydration starts, so the server's page is taken over in one go.
  await Promise.all([initI18n(pageLang, state.texts), (match && !state.notFound ? routes[match.key].page : NotFoundPage).preload()]);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding a cheap phone's
  // main thread for the whole page, so a tap or a scroll meanwhile is not kept waiting.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  await initI18n(pageLang);
  createRoot(root).render(app);
}
// The server drew the page for a phone: the real width shows once the page is taken over. The worker and the
// outbox wait for the browser to be idle after that: nothing of them is needed to show the page or answer a tap.
afterFirstScreen(pressEarlyTap);
afterFirstScreen(trackScreenWidth);
whenIdle(startServiceWorker);
whenIdle(startOutbox);

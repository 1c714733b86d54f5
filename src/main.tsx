import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { splitLang } from './domain/paths';
import { readCookie } from './lib/cookies';
import { initI18n } from './lib/i18n';
import { startOutbox } from './lib/outbox';
import { startServiceWorker } from './lib/service-worker';
import { trackScreenWidth } from './stores/session';
import { App } from './app/App';
import './app/styles.css';

// The server redirects too; this covers the shell the service worker serves offline.
if (location.pathname === '/' && readCookie('lang') === 'ru') history.replaceState(null, '', '/ru' + location.search);

await initI18n(splitLang(location.pathname).lang);
trackScreenWidth();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
startServiceWorker();
startOutbox();

import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { retryPage } from '../../lib/page-retry';
import { refreshStoredCopies } from '../../lib/resource';
import { currentScreen, oldestStoredTime, storedCopiesShown, storedTimeText } from '../../lib/screen-age';
import './stored-data-age.css';

/** Asking again after a stored copy: 1, 2, 4, 8 and 16 s later, then the next return of the connection. */
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 16_000;

/**
 * "Дані на 14:05" above a page the service worker answered from its stored copies (offline, or the network too
 * slow). When the connection returns, the page asks again quietly and mounts anew with what came; the line goes
 * once nothing on the page is a stored copy. The live region stays mounted, so screen readers hear both changes.
 */
export function StoredDataAge() {
  useSignals();
  const { t } = useTranslation('common');
  // Read for its change only: the screen is the browser's whole path, language prefix included.
  useLocation();
  const screen = currentScreen();
  const storedAt = screen === null ? null : oldestStoredTime(storedCopiesShown.value, screen);

  useEffect(() => {
    if (storedAt === null || screen === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait = FIRST_RETRY_MS;
    // The first ask after the connection returns may meet the stored copy again (the network not up yet, or slower
    // than the worker waits for it): while online and the line stays, ask again, less and less often.
    const again = () => {
      if (!navigator.onLine || wait > LAST_RETRY_MS) return;
      timer = setTimeout(refresh, wait);
      wait *= 2;
    };
    const refresh = () => {
      clearTimeout(timer);
      void refreshStoredCopies(screen).then((came) => {
        if (came) retryPage();
        if (oldestStoredTime(storedCopiesShown.peek(), screen) !== null) again();
      });
    };
    window.addEventListener('online', refresh);
    // Online already: the network was only slow when the page loaded.
    again();
    return () => {
      window.removeEventListener('online', refresh);
      clearTimeout(timer);
    };
  }, [storedAt, screen]);

  return (
    <p className="stored-data-age" role="status">
      {storedAt !== null && t('dataAsOf', { time: storedTimeText(storedAt, Date.now()) })}
    </p>
  );
}

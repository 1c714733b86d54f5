import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { retryPage } from '../../lib/page-retry';
import { refreshStoredAnswers } from '../../lib/resource';
import { currentScreen, oldestStoredTime, storedAnswers, storedTimeText } from '../../lib/screen-age';
import './stored-data-age.css';

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
  const storedAt = screen === null ? null : oldestStoredTime(storedAnswers.value, screen);

  useEffect(() => {
    if (storedAt === null || screen === null) return;
    const refresh = () => void refreshStoredAnswers(screen).then((came) => came && retryPage());
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [storedAt, screen]);

  return (
    <p className="stored-data-age" role="status">
      {storedAt !== null && t('dataAsOf', { time: storedTimeText(storedAt, Date.now()) })}
    </p>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION } from '../../domain/limits';
import { isOffline } from '../../lib/service-worker';
import './pwa.css';

/**
 * A slim bar while the browser is offline (pages then show what the service worker saved), and a short
 * "back online" note after. The live region stays mounted, so screen readers hear both changes.
 */
export function OfflineIndicator() {
  useSignals();
  const { t } = useTranslation('pwa');
  const offline = isOffline.value;
  const [backOnline, setBackOnline] = useState(false);
  const wasOffline = useRef(offline);

  useEffect(() => {
    if (offline) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), NOTIFICATION.duration);
    return () => clearTimeout(timer);
  }, [offline]);

  const state = offline ? 'offline' : backOnline ? 'online' : null;
  return (
    <div className={state ? `pwa-offline pwa-offline--${state}` : 'pwa-offline'} role="status" aria-live="polite">
      {state === 'offline' && t('offline.message')}
      {state === 'online' && t('offline.backOnline')}
    </div>
  );
}

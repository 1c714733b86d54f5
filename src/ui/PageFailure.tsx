import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../lib/api';
import { retryPage } from '../lib/page-retry';
import { isOffline } from '../lib/service-worker';
import { notifyCallFailure } from '../stores/call-failure';
import { LoadFailedView, NotFoundView, OfflineView } from './FailureView';

/**
 * A page whose data could not be loaded: a 404 shows the not-found view. Without a connection (a page the device
 * has not kept) it says so and loads the page again by itself when the connection returns; any other failure
 * shows a notice with the server's message (and each of its errors). Both offer to try again.
 */
export function PageFailure({ error }: { error: unknown }) {
  useSignals();
  const { t } = useTranslation('common');
  const notFound = error instanceof ApiFailure && error.status === 404;
  const offline = isOffline.value || (error instanceof ApiFailure && error.status === 0);
  useEffect(() => {
    if (!notFound && !offline) notifyCallFailure(error);
  }, [error, notFound, offline, t]);
  useEffect(() => {
    if (notFound) return;
    window.addEventListener('online', retryPage);
    return () => window.removeEventListener('online', retryPage);
  }, [notFound]);
  if (notFound) return <NotFoundView />;
  return offline ? <OfflineView onRetry={retryPage} /> : <LoadFailedView onRetry={retryPage} />;
}

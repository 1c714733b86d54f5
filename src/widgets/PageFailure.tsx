import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../lib/api';
import { notifyFailure } from '../stores/notifications';
import { LoadFailedView, NotFoundView } from '../ui/FailureView';

/**
 * A page whose data could not be loaded: a 404 shows the not-found view; any other failure shows a
 * notice with the server's message (and each of its errors) and a way home.
 */
export function PageFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const notFound = error instanceof ApiFailure && error.status === 404;
  useEffect(() => {
    if (!notFound) notifyFailure(error instanceof ApiFailure ? error.body : { message: t('errors:unexpected') });
  }, [error, notFound, t]);
  return notFound ? <NotFoundView /> : <LoadFailedView />;
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ApiFailure } from '../lib/api';
import { notifyFailure } from '../stores/notifications';

/**
 * A page whose data could not be loaded: a 404 shows the not-found texts of SPEC section 8; any other
 * failure shows a notice with the server's message (and each of its errors) and a way home.
 */
export function PageFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const notFound = error instanceof ApiFailure && error.status === 404;
  useEffect(() => {
    if (!notFound) notifyFailure(error instanceof ApiFailure ? error.body : { message: t('errors:unexpected') });
  }, [error, notFound, t]);
  return (
    <section className="not-found">
      <h1>{notFound ? t('notFoundTitle') : t('loadFailed')}</h1>
      <p>{notFound ? t('notFoundText') : t('loadFailedHint')}</p>
      <Link href="/" className="button">
        {t('toHome')}
      </Link>
    </section>
  );
}

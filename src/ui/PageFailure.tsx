import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ApiFailure } from '../lib/api';
import { notifyFailure } from '../stores/notifications';

function FailureView({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <section className="not-found">
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
      <Link href="/" className="button">
        {t('toHome')}
      </Link>
    </section>
  );
}

/** docs/product-rules.md#errors-and-notices: 'Сторінка не знайдена', the hint and a link home; `path` adds the 'Page Not Found' line. */
export function NotFoundView({ path }: { path?: string }) {
  const { t } = useTranslation('common');
  return (
    <FailureView title={t('notFoundTitle')} text={t('notFoundText')}>
      {path && <p className="not-found__path">Page Not Found: {path}</p>}
    </FailureView>
  );
}

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
  return notFound ? <NotFoundView /> : <FailureView title={t('loadFailed')} text={t('loadFailedHint')} />;
}

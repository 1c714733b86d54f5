import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from './AppLink';

function FailureLayout({ title, text, onRetry, children }: { title: string; text: string; onRetry?: () => void; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <section className="not-found">
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      )}
      <AppLink href="/" className={onRetry ? 'button button--ghost' : 'button'}>
        {t('toHome')}
      </AppLink>
    </section>
  );
}

/** docs/product-rules.md#errors-and-notices: 'Сторінка не знайдена', the hint and a link home; `path` adds the 'Page Not Found' line. */
export function NotFoundView({ path }: { path?: string }) {
  const { t } = useTranslation('common');
  return (
    <FailureLayout title={t('notFoundTitle')} text={t('notFoundText')}>
      {path && <p className="not-found__path">Page Not Found: {path}</p>}
    </FailureLayout>
  );
}

/** A page whose data could not be loaded (other than not found): what happened, a way to try again and a way home. */
export function LoadFailedView({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return <FailureLayout title={t('loadFailed')} text={t('loadFailedHint')} onRetry={onRetry} />;
}

/** A page the device has not kept, asked for without a connection: it opens by itself once the connection is back. */
export function OfflineView({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return <FailureLayout title={t('offlineTitle')} text={t('offlineText')} onRetry={onRetry} />;
}

import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { lang } from '../../stores/session';
import { usePageHead } from '../../lib/page-head';

/** SPEC section 8: the not-found page; the server answers the same path with HTTP 404. */
export default function NotFoundPage() {
  useSignals();
  const { t } = useTranslation('common');
  const fullPath = window.location.pathname;
  usePageHead(lang.value, { title: t('notFoundTitle'), path: fullPath, index: false });
  return (
    <section className="not-found">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <p className="not-found__path">Page Not Found: {fullPath}</p>
      <Link href="/" className="button">
        {t('toHome')}
      </Link>
    </section>
  );
}

import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { usePageHead } from '../../lib/page-head';
import { lang } from '../../stores/session';
import { NotFoundView } from '../../ui/FailureView';

/** docs/product-rules.md#errors-and-notices: the not-found page; the server answers the same path with HTTP 404. */
export default function NotFoundPage() {
  useSignals();
  const { t } = useTranslation('common');
  const fullPath = window.location.pathname;
  usePageHead(lang.value, { title: t('notFoundTitle'), path: fullPath, index: false });
  return <NotFoundView path={fullPath} />;
}

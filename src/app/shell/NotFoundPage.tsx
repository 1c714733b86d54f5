import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouter } from 'wouter';
import { usePageHead } from '../../lib/page-head';
import { lang } from '../../stores/session';
import { NotFoundView } from '../../ui/FailureView';

/** docs/product-rules.md#errors-and-notices: the not-found page; the server answers the same path with HTTP 404. */
export default function NotFoundPage() {
  useSignals();
  const { t } = useTranslation('common');
  const [path] = useLocation();
  const { base } = useRouter();
  usePageHead(lang.value, { title: t('notFoundTitle'), path, index: false });
  return <NotFoundView path={base + path} />;
}

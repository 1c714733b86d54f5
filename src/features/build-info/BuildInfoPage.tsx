import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useResource } from '../../lib/resource';
import { PageFailure } from '../../ui/PageFailure';
import { buildInfoResource } from './resources';

/** /test/test (docs/product-rules.md#routes-and-screens): which version of the store answers, and when its build was made. */
export default function BuildInfoPage() {
  useSignals();
  const { t, i18n } = useTranslation(['build-info', 'common']);
  const info = useResource(buildInfoResource);
  if (!info.data) return info.status === 'failed' ? <PageFailure error={info.error} /> : <p aria-busy="true">…</p>;
  const { version, built_at: builtAt } = info.data;
  return (
    <section>
      <h1>{t('title')}</h1>
      <dl>
        <dt>{t('version')}</dt>
        <dd>{version}</dd>
        <dt>{t('builtAt')}</dt>
        <dd>
          {builtAt ? (
            <time dateTime={builtAt}>
              {new Date(builtAt).toLocaleString(i18n.language === 'ru' ? 'ru-UA' : 'uk-UA', { timeZone: 'Europe/Kyiv' })}
            </time>
          ) : (
            t('notBuilt')
          )}
        </dd>
      </dl>
    </section>
  );
}

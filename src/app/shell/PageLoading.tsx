import { useTranslation } from 'react-i18next';

export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="page-loading" role="progressbar" aria-busy="true" aria-label={t('loading')}>
      <span className="page-loading__bar" />
    </div>
  );
}

import { useTranslation } from 'react-i18next';

/** What a cabinet tab shows before its data: loading (in the tab's words, if it has them), or that the section is unavailable now. */
export function TabPending({ failed, loading }: { failed: boolean; loading?: string }) {
  const { t } = useTranslation('common');
  if (failed) return <p className="empty-state">{t('sectionUnavailable')}</p>;
  return (
    <p className="cabinet__loading" aria-busy="true">
      {loading ?? t('loading')}
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import type { SavedList } from './use-saved-list';

/** Loading, failed (with a retry) and empty states of a saved list; null when it has items to show. */
export function ListState<T>({ list, empty }: { list: SavedList<T>; empty: string }) {
  const { t } = useTranslation('recipients');
  if (list.failed)
    return (
      <p className="saved__state">
        {t('loadFailed')}{' '}
        <button type="button" className="link-button" onClick={list.retry}>
          {t('retry')}
        </button>
      </p>
    );
  if (list.items === null)
    return (
      <p className="saved__state" aria-busy="true">
        {t('common:loading')}
      </p>
    );
  if (list.items.length === 0) return <p className="saved__state">{empty}</p>;
  return null;
}

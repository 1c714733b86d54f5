import { useTranslation } from 'react-i18next';
import type { SavedList } from './saved-list';

/** Loading, failed (with a retry) and empty states of a saved list; null when it has items to show. */
export function ListState<T>({ list, empty }: { list: SavedList<T>; empty: string }) {
  const { t } = useTranslation('recipients');
  if (list.status === 'failed')
    return (
      <p className="saved__state">
        {t('loadFailed')}{' '}
        <button type="button" className="link-button" onClick={() => void list.refresh()}>
          {t('retry')}
        </button>
      </p>
    );
  if (list.data === undefined)
    return (
      <p className="saved__state" aria-busy="true">
        {t('common:loading')}
      </p>
    );
  if (list.data.length === 0) return <p className="saved__state">{empty}</p>;
  return null;
}

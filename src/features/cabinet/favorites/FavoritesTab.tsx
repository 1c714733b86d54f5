import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createList, fetchLists } from '../../../api/favorites';
import { reloadFavorites } from '../../../stores/favorites';
import { TabPending } from '../shared/TabPending';
import { useCustomerLists } from '../shared/use-customer-lists';
import { FavoriteListCard } from './FavoriteListCard';
import './favorites.css';

/** The hearts and the header follow every change of the lists. */
const followLists = () => void reloadFavorites();

/** The cabinet's favourites: the lists (the default first) with their products, and a form for a new list. */
export default function FavoritesTab() {
  useSignals();
  const { t } = useTranslation(['favorite-lists', 'common', 'errors']);
  const { lists, failed, busy, run } = useCustomerLists({ fetchLists, group: 'favorites', afterChange: followLists });
  const [name, setName] = useState('');
  const nameId = useId();

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    if (await run(() => createList(name.trim()), t('created'))) setName('');
  };

  if (!lists) return <TabPending failed={failed} loading={t('loading')} />;

  return (
    <div className="favorite-lists" aria-busy={busy}>
      <form className="favorite-lists__create" onSubmit={create}>
        <label htmlFor={nameId}>{t('newListName')}</label>
        <div className="favorite-lists__create-row">
          <input id={nameId} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} required autoComplete="off" />
          <button type="submit" className="button" disabled={busy || !name.trim()}>
            {t('create')}
          </button>
        </div>
      </form>
      {lists.length === 0 ? (
        <div className="empty-state">
          <p>{t('empty')}</p>
          <p>{t('emptyHint')}</p>
        </div>
      ) : (
        lists.map((list) => (
          <FavoriteListCard key={list.id} list={list} others={lists.filter((l) => l.id !== list.id)} busy={busy} run={run} />
        ))
      )}
    </div>
  );
}

import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../../../lib/api';
import { reloadFavorites } from '../../../stores/favorites';
import { notify, notifyFailure } from '../../../stores/notifications';
import { lang } from '../../../stores/session';
import { createList, fetchLists, type FavoriteList } from './api';
import { FavoriteListCard } from './FavoriteListCard';
import './favorites.css';

export type RunChange = (action: () => Promise<FavoriteList[]>, done: string) => Promise<boolean>;

/** The cabinet's favourites: the lists (the default first) with their products, and a form for a new list. */
export default function FavoritesTab() {
  useSignals();
  const { t } = useTranslation(['favorite-lists', 'common', 'errors']);
  const [lists, setLists] = useState<FavoriteList[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const nameId = useId();
  const currentLang = lang.value;

  useEffect(() => {
    let live = true;
    setFailed(false);
    fetchLists().then(
      (found) => live && setLists(found),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [currentLang]);

  /** One change at a time; its answer is the lists as they are now. The hearts and header follow. */
  const run: RunChange = async (action, done) => {
    setBusy(true);
    try {
      setLists(await action());
      notify({ type: 'success', group: 'favorites', title: done });
      void reloadFavorites();
      return true;
    } catch (error) {
      notifyFailure(error instanceof ApiFailure ? error.body : { message: t('errors:unexpected') });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    if (await run(() => createList(name.trim()), t('created'))) setName('');
  };

  if (!lists) {
    if (failed) return <p className="empty-state">{t('common:sectionUnavailable')}</p>;
    return (
      <p className="cabinet__loading" aria-busy="true">
        {t('loading')}
      </p>
    );
  }

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
        lists.map((list) => <FavoriteListCard key={list.id} list={list} others={lists.filter((l) => l.id !== list.id)} busy={busy} run={run} />)
      )}
    </div>
  );
}

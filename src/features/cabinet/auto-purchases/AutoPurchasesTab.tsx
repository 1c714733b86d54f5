import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../../../lib/api';
import { notify, notifyFailure } from '../../../stores/notifications';
import { lang } from '../../../stores/session';
import { createList, fetchLists, type AutoPurchaseList } from './api';
import { AutoPurchaseListCard } from './AutoPurchaseListCard';
import { ListForm } from './ListForm';
import './auto-purchases.css';

export type RunChange = (action: () => Promise<AutoPurchaseList[]>, done: string) => Promise<boolean>;

/** The cabinet's auto purchases: lists with their interval, start and next date, and their products. */
export default function AutoPurchasesTab() {
  useSignals();
  const { t } = useTranslation(['auto-purchases', 'common', 'errors']);
  const [lists, setLists] = useState<AutoPurchaseList[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
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

  /** One change at a time; its answer is the lists as they are now. A refusal (a list with items) says why. */
  const run: RunChange = async (action, done) => {
    setBusy(true);
    try {
      setLists(await action());
      notify({ type: 'success', group: 'auto-purchases', title: done });
      return true;
    } catch (error) {
      notifyFailure(error instanceof ApiFailure ? error.body : { message: t('errors:unexpected') });
      return false;
    } finally {
      setBusy(false);
    }
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
    <div className="auto-purchases" aria-busy={busy}>
      {lists.length === 0 ? (
        <div className="empty-state">
          <p>{t('empty')}</p>
          <p>{t('emptyHint')}</p>
        </div>
      ) : (
        lists.map((list) => <AutoPurchaseListCard key={list.id} list={list} others={lists.filter((l) => l.id !== list.id)} busy={busy} run={run} onLists={setLists} />)
      )}
      <ListForm
        send={async (fields) => setLists(await createList(fields))}
        onDone={() => notify({ type: 'success', group: 'auto-purchases', title: t('created') })}
      />
    </div>
  );
}

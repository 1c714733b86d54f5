import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { createList, fetchLists } from '../../../api/auto-purchases';
import { notify } from '../../../stores/notifications';
import { TabPending } from '../shared/TabPending';
import { useCustomerLists } from '../shared/use-customer-lists';
import { AutoPurchaseListCard } from './AutoPurchaseListCard';
import { ListForm } from './ListForm';
import './auto-purchases.css';

/** The cabinet's auto purchases: lists with their interval, start and next date, and their products. */
export default function AutoPurchasesTab() {
  useSignals();
  const { t } = useTranslation(['auto-purchases', 'common', 'errors']);
  const { lists, setLists, failed, busy, run } = useCustomerLists({ fetchLists, group: 'auto-purchases' });

  if (!lists) return <TabPending failed={failed} loading={t('loading')} />;

  return (
    <div className="auto-purchases" aria-busy={busy}>
      {lists.length === 0 ? (
        <div className="empty-state">
          <p>{t('empty')}</p>
          <p>{t('emptyHint')}</p>
        </div>
      ) : (
        lists.map((list) => (
          <AutoPurchaseListCard
            key={list.id}
            list={list}
            others={lists.filter((l) => l.id !== list.id)}
            busy={busy}
            run={run}
            onLists={setLists}
          />
        ))
      )}
      <ListForm
        send={async (fields) => setLists(await createList(fields))}
        onDone={() => notify({ type: 'success', group: 'auto-purchases', title: t('created') })}
      />
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeList, deleteList, type AutoPurchaseList } from '../../../api/auto-purchases';
import { notify } from '../../../stores/notifications';
import { lang } from '../../../stores/session';
import { DeleteListDialog } from '../shared/DeleteListDialog';
import { ListName } from '../shared/ListName';
import type { RunChange } from '../shared/use-customer-lists';
import { ItemRow } from './ItemRow';
import { ListForm } from './ListForm';

interface Props {
  list: AutoPurchaseList;
  others: AutoPurchaseList[];
  busy: boolean;
  run: RunChange<AutoPurchaseList>;
  onLists: (lists: AutoPurchaseList[]) => void;
}

/** A calendar day as the reader's language writes it; dates are days, so no time zone may shift them. */
const formatDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language === 'ru' ? 'ru-UA' : 'uk-UA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** One auto-purchase list: when it is bought, its products, and changing or deleting it. */
export function AutoPurchaseListCard({ list, others, busy, run, onLists }: Props) {
  const { t } = useTranslation('auto-purchases');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const saved = () => {
    setEditing(false);
    notify({ type: 'success', group: 'auto-purchases', title: t('saved') });
  };

  if (editing)
    return (
      <section className="auto-list">
        <ListForm
          list={list}
          send={async (fields) => onLists(await changeList(list.id, fields))}
          onDone={saved}
          onCancel={() => setEditing(false)}
        />
      </section>
    );

  return (
    <section className="auto-list" aria-labelledby={titleId}>
      <header className="auto-list__head">
        <ListName id={titleId} name={list.name} isDefault={list.is_default} badge={t('defaultBadge')} />
        <ul className="auto-list__schedule">
          <li>{t('every', { count: list.interval_days })}</li>
          <li>{t('startsOn', { date: formatDay(list.start_date, lang.value) })}</li>
          <li className="auto-list__next">{t('nextOn', { date: formatDay(list.next_date, lang.value) })}</li>
        </ul>
      </header>
      <div className="auto-list__actions" role="group" aria-label={t('listActions', { name: list.name })}>
        <button type="button" className="button button--ghost" onClick={() => setEditing(true)} disabled={busy}>
          {t('edit')}
        </button>
        {!list.is_default && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void run(() => changeList(list.id, { is_default: true }), t('madeDefault'))}
            disabled={busy}
          >
            {t('makeDefault')}
          </button>
        )}
        <button type="button" className="button button--ghost auto-list__delete" onClick={() => setConfirming(true)} disabled={busy}>
          {t('delete')}
        </button>
      </div>
      {list.items.length === 0 ? (
        <p className="empty-state">{t('listEmpty')}</p>
      ) : (
        <ul className="auto-list__items">
          {list.items.map((item) => (
            <ItemRow key={item.id} item={item} others={others} busy={busy} run={run} />
          ))}
        </ul>
      )}
      <DeleteListDialog
        ns="auto-purchases"
        name={list.name}
        open={confirming}
        busy={busy}
        run={run}
        remove={() => deleteList(list.id)}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}

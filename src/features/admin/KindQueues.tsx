import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperatorList } from './use-operator-list';

type Act = (step: () => Promise<unknown>) => Promise<void>;
type KindQueue<I> = { counts: { kind: string; open: number; oldest_hours: number | null }[]; items: I[] };

/**
 * A back-office queue split by kind: a tab a kind with its open count and the oldest wait, then the chosen kind's
 * items, read again after every decision. Shoppers' reports and reviews show theirs so, each with its own texts.
 */
export function KindQueues<K extends string, Q extends KindQueue<{ id: number }>>({
  id,
  title,
  kinds,
  kindName,
  load,
  before,
  children,
}: {
  id: string;
  title: string;
  /** the kinds, the first one shown first */
  kinds: readonly [K, ...K[]];
  kindName: (kind: K) => string;
  /** the kind's queue; its name is its cache key */
  load: { key: string; queue: (kind: K) => Promise<Q> };
  /** what stands between the title and the tabs, e.g. a setting of the whole queue */
  before?: (queue: Q, act: Act) => ReactNode;
  /** one item of the chosen kind, a `QueueItem` */
  children: (item: Q['items'][number], kind: K, act: Act) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<K>(kinds[0]);
  const { data: queue, loading, failure, act } = useOperatorList({ key: `${load.key}:${kind}`, load: () => load.queue(kind) });
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {queue && before?.(queue, act)}
      <div className="admin__sections" role="group" aria-label={title}>
        {kinds.map((k) => {
          const count = queue?.counts.find((c) => c.kind === k);
          return (
            <button key={k} type="button" className="admin__section" aria-pressed={k === kind} onClick={() => setKind(k)}>
              {kindName(k)}
              {count && (
                <span className="admin__count">
                  {' '}
                  ({count.oldest_hours === null ? count.open : t('queueCount', { count: count.open, hours: count.oldest_hours })})
                </span>
              )}
            </button>
          );
        })}
      </div>
      {failure && <p role="alert">{failure}</p>}
      {loading && <p aria-busy="true">{t('loading')}</p>}
      {queue?.items.length === 0 && <p>{t('queueEmpty')}</p>}
      <ul className="admin__queue" aria-label={kindName(kind)}>
        {queue?.items.map((item) => (
          <Fragment key={item.id}>{children(item, kind, act)}</Fragment>
        ))}
      </ul>
    </section>
  );
}

/** One item of a kind queue: what it is about, how long it has waited or what was decided, who wrote what; then its decisions. */
export function QueueItem({
  label,
  subject,
  waiting,
  waitedHours,
  decided,
  meta,
  text,
  children,
}: {
  label: string;
  subject: ReactNode;
  waiting: boolean;
  waitedHours: number;
  /** what was decided, shown in place of the wait once it is */
  decided: string;
  meta: ReactNode;
  text: string;
  /** what stands under the text: pictures, then the decisions (`admin__actions`) */
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <li className={`admin__request admin__request--${waiting ? 'new' : 'decided'}`} aria-label={label}>
      <div className="admin__request-head">
        {subject}
        <span>{waiting ? t('waited', { hours: waitedHours }) : decided}</span>
      </div>
      <p className="admin__meta">{meta}</p>
      <p className="admin__text">{text}</p>
      {children}
    </li>
  );
}

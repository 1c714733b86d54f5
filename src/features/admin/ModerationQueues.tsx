import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decideReport, reportQueue, undoReport, type ReportQueue } from '../../api/moderation';
import { REPORT_KINDS, type ReportKind } from '../../domain/moderation';
import { paths } from '../../domain/paths';
import { AppLink } from '../../ui/AppLink';
import { useOperatorList } from './use-operator-list';

type Report = ReportQueue['items'][number];

/** docs/product-rules.md#moderation: shoppers' reports by queue, each with its count and oldest wait; one tap decides, a second undoes. */
export function ModerationQueues() {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<ReportKind>('complaint');
  const { data: queue, loading, failure, act } = useOperatorList({ key: `operator:reports:${kind}`, load: () => reportQueue(kind) });

  return (
    <section aria-labelledby="admin-moderation">
      <h2 id="admin-moderation">{t('moderationTitle')}</h2>
      <div className="admin__sections" role="group" aria-label={t('moderationTitle')}>
        {REPORT_KINDS.map((k) => {
          const count = queue?.counts.find((c) => c.kind === k);
          return (
            <button key={k} type="button" className="admin__section" aria-pressed={k === kind} onClick={() => setKind(k)}>
              {t(`queues.${k}`)}
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
      <ul className="admin__queue">
        {queue?.items.map((report) => (
          <ReportCard key={report.id} report={report} kind={kind} act={act} />
        ))}
      </ul>
    </section>
  );
}

function ReportCard({ report, kind, act }: { report: Report; kind: ReportKind; act: (step: () => Promise<unknown>) => Promise<void> }) {
  const { t } = useTranslation(['admin', 'product']);
  const reason =
    kind === 'complaint'
      ? t(`product:complaintReasons.${report.reason}`, { defaultValue: report.reason })
      : report.reason && `${t('characteristic')}: ${report.reason}`;
  return (
    <li className={`admin__request admin__request--${report.status === 'open' ? 'new' : 'decided'}`} aria-label={report.product_name}>
      <div className="admin__request-head">
        <AppLink href={paths.product(report.product_id)}>{report.product_name}</AppLink>
        <span>{report.status === 'open' ? t('waited', { hours: report.waited_hours }) : t(`reportStatus.${report.status}`)}</span>
      </div>
      <p className="admin__meta">
        {report.shop_name}
        {reason && <> · {reason}</>} · {report.contact || t('anonymous')}
      </p>
      <p className="admin__text">{report.text}</p>
      <div className="admin__actions">
        {report.status === 'open' && (
          <>
            <button type="button" className="button" onClick={() => act(() => decideReport(report.id, 'resolved'))}>
              {t('resolve')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => act(() => decideReport(report.id, 'dismissed'))}>
              {t('dismiss')}
            </button>
          </>
        )}
        {report.undoable && (
          <button type="button" className="button button--ghost" onClick={() => act(() => undoReport(report.id))}>
            {t('undo')}
          </button>
        )}
      </div>
    </li>
  );
}

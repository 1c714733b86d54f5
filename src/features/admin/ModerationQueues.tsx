import { useTranslation } from 'react-i18next';
import { decideReport, reportQueue, undoReport, type ReportQueue } from '../../api/moderation';
import { REPORT_KINDS, type ReportKind } from '../../domain/moderation';
import { paths } from '../../domain/paths';
import { AppLink } from '../../ui/AppLink';
import { KindQueues, QueueItem } from './KindQueues';

type Report = ReportQueue['items'][number];

/** docs/product-rules.md#moderation: shoppers' reports by queue, each with its count and oldest wait; one tap decides, a second undoes. */
export function ModerationQueues() {
  const { t } = useTranslation('admin');
  return (
    <KindQueues
      id="admin-moderation"
      title={t('moderationTitle')}
      kinds={REPORT_KINDS}
      kindName={(k) => t(`queues.${k}`)}
      load={{ key: 'operator:reports', queue: reportQueue }}
    >
      {(report, kind, act) => <ReportCard report={report} kind={kind} act={act} />}
    </KindQueues>
  );
}

function ReportCard({ report, kind, act }: { report: Report; kind: ReportKind; act: (step: () => Promise<unknown>) => Promise<void> }) {
  const { t } = useTranslation(['admin', 'product']);
  const reason =
    kind === 'complaint'
      ? t(`product:complaintReasons.${report.reason}`, { defaultValue: report.reason })
      : report.reason && `${t('characteristic')}: ${report.reason}`;
  return (
    <QueueItem
      label={report.product_name}
      subject={<AppLink href={paths.product(report.product_id)}>{report.product_name}</AppLink>}
      waiting={report.status === 'open'}
      waitedHours={report.waited_hours}
      decided={t(`reportStatus.${report.status}`)}
      meta={
        <>
          {report.shop_name}
          {reason && <> · {reason}</>} · {report.contact || t('anonymous')}
        </>
      }
      text={report.text}
    >
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
    </QueueItem>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { auditLog, operatorList, type AuditEntry, type AuditFilter } from '../../api/moderation';
import { useResource } from '../../lib/resource';
import { changedFields } from './audit-change';
import { kyivTime } from './kyiv-time';

/** docs/product-rules.md#moderation: the audit log for admins, narrowed by operator, action and Kyiv days. */
export function AuditLog() {
  const { t } = useTranslation('admin');
  const operators = useResource({ key: 'operator:operators', load: operatorList }).data ?? [];
  const [draft, setDraft] = useState({ operator: '', action: '', from: '', to: '' });
  const [filter, setFilter] = useState<AuditFilter>({});
  const log = useResource({ key: `operator:audit:${JSON.stringify(filter)}`, load: () => auditLog(filter) });
  const entries = log.data;
  const failure = log.status === 'failed' ? (log.error as Error).message : '';

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next: AuditFilter = {
      ...(draft.operator && { operator: Number(draft.operator) }),
      ...(draft.action.trim() && { action: draft.action.trim() }),
      ...(draft.from && { from: draft.from }),
      ...(draft.to && { to: draft.to }),
    };
    // The same filter again asks for the log again: new entries may have come since.
    if (JSON.stringify(next) === JSON.stringify(filter)) void log.refresh();
    else setFilter(next);
  };
  const field = (name: keyof typeof draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  return (
    <section aria-labelledby="admin-audit">
      <h2 id="admin-audit">{t('auditTitle')}</h2>
      <form className="admin__filters" onSubmit={apply}>
        <label>
          {t('auditOperator')}
          <select {...field('operator')}>
            <option value="">{t('auditAnyOperator')}</option>
            {operators.map((operator) => (
              <option key={operator.id} value={operator.id}>
                {operator.name || `+${operator.phone}`}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('auditAction')}
          <input type="text" maxLength={100} {...field('action')} />
        </label>
        <label>
          {t('auditFrom')}
          <input type="date" {...field('from')} />
        </label>
        <label>
          {t('auditTo')}
          <input type="date" {...field('to')} />
        </label>
        <button type="submit" className="button">
          {t('auditApply')}
        </button>
      </form>
      {failure && <p role="alert">{failure}</p>}
      {entries === undefined && log.status === 'loading' && <p aria-busy="true">{t('loading')}</p>}
      {entries?.length === 0 && !failure && <p>{t('auditEmpty')}</p>}
      <ul className="admin__queue">
        {entries?.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  return (
    <li className="admin__request" aria-label={`${entry.action} ${entry.subject}`}>
      <div className="admin__request-head">
        <strong>{entry.action}</strong>
        <time dateTime={entry.at}>{kyivTime(entry.at)}</time>
      </div>
      <p className="admin__meta">
        {entry.subject} · +{entry.operator.phone}
      </p>
      <dl className="admin__changes">
        {changedFields(entry.before, entry.after).map((change) => (
          <div key={change.field}>
            <dt>{change.field}</dt>
            <dd>
              {change.before || t('auditNothing')} → {change.after || t('auditNothing')}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptCooperation,
  cooperationQueue,
  noteCooperation,
  refuseCooperation,
  takeCooperation,
  type CooperationRequest,
} from '../../api/operator';
import { useOperatorList } from './use-operator-list';

/** docs/product-rules.md#back-office: partners' requests, open ones first; each is taken into work, accepted or refused. */
export function CooperationQueue() {
  const { t } = useTranslation('admin');
  const { data: requests, loading, failure, act } = useOperatorList({ key: 'operator:cooperation-queue', load: cooperationQueue });

  return (
    <section aria-labelledby="admin-queue">
      <h2 id="admin-queue">{t('queueTitle')}</h2>
      {failure && <p role="alert">{failure}</p>}
      {loading && <p aria-busy="true">{t('loading')}</p>}
      {requests?.length === 0 && <p>{t('empty')}</p>}
      <ul className="admin__queue">
        {requests?.map((request) => (
          <RequestCard key={request.id} request={request} act={act} />
        ))}
      </ul>
    </section>
  );
}

function RequestCard({ request, act }: { request: CooperationRequest; act: (step: () => Promise<unknown>) => Promise<void> }) {
  const { t } = useTranslation('admin');
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState(request.note);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  // Opening the refusal puts the cursor in its reason, so a keyboard goes on typing.
  useEffect(() => {
    if (refusing) reasonField.current?.focus();
  }, [refusing]);
  const open = request.status === 'new' || request.status === 'in_progress';
  const refuse = (event: FormEvent) => {
    event.preventDefault();
    void act(() => refuseCooperation(request.id, reason));
  };
  return (
    <li className={`admin__request admin__request--${request.status}`} aria-label={request.company}>
      <div className="admin__request-head">
        <strong>{request.company}</strong>
        <span>{t(`status.${request.status}`)}</span>
      </div>
      <p className="admin__meta">
        {t('contact')}: {request.contact_person}, <a href={`tel:+${request.phone}`}>+{request.phone}</a>
        {request.email && <>, {request.email}</>}
      </p>
      <p className="admin__meta">
        {t('goods')}: {request.goods}
      </p>
      {open && (
        <div className="admin__actions">
          {request.status === 'new' && (
            <button type="button" className="button button--ghost" onClick={() => act(() => takeCooperation(request.id))}>
              {t('take')}
            </button>
          )}
          <button type="button" className="button" onClick={() => act(() => acceptCooperation(request.id))}>
            {t('accept')}
          </button>
          <button type="button" className="button button--ghost" aria-expanded={refusing} onClick={() => setRefusing(!refusing)}>
            {t('refuse')}
          </button>
        </div>
      )}
      <form
        className="admin__form"
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => noteCooperation(request.id, note));
        }}
      >
        <label>
          {t('note')}
          <textarea value={note} maxLength={2000} onChange={(event) => setNote(event.target.value)} />
        </label>
        {note !== request.note && (
          <button type="submit" className="button button--ghost">
            {t('saveNote')}
          </button>
        )}
      </form>
      {open && refusing && (
        <form className="admin__form" onSubmit={refuse}>
          <label>
            {t('reason')}
            <textarea ref={reasonField} value={reason} required maxLength={300} onChange={(event) => setReason(event.target.value)} />
          </label>
          <button type="submit" className="button">
            {t('sendRefusal')}
          </button>
        </form>
      )}
    </li>
  );
}

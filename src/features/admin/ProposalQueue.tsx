import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptProposal, proposalQueue, refuseProposal, undoProposal, type OperatorProposal } from '../../api/proposals';
import { paths } from '../../domain/paths';
import { PROPOSAL_REASON_MAX } from '../../domain/product-proposal';
import { AppLink } from '../../ui/AppLink';
import { useOperatorList } from './use-operator-list';

type Act = (step: () => Promise<unknown>) => Promise<void>;

/**
 * docs/product-rules.md#proposed-products: sellers' proposed new products, waiting ones oldest first with how many
 * wait and the oldest's age; one tap accepts, a reason refuses, and either can be undone for 10 minutes.
 */
export function ProposalQueue() {
  const { t, i18n } = useTranslation('proposed-products');
  const { data: queue, loading, failure, act } = useOperatorList({ key: `operator:proposals:${i18n.language}`, load: proposalQueue });
  return (
    <section aria-labelledby="admin-proposals" className="admin__proposals">
      <h2 id="admin-proposals">
        {t('queueTitle')}
        {queue && (
          <span className="admin__count">
            {' '}
            ({queue.oldest_hours === null ? queue.waiting : t('queueCount', { count: queue.waiting, hours: queue.oldest_hours })})
          </span>
        )}
      </h2>
      {failure && <p role="alert">{failure}</p>}
      {loading && <p aria-busy="true">{t('loading')}</p>}
      {queue?.items.length === 0 && <p>{t('queueEmpty')}</p>}
      <ul className="admin__queue">
        {queue?.items.map((proposal) => (
          <ProposalCard key={proposal.id} proposal={proposal} act={act} />
        ))}
      </ul>
    </section>
  );
}

function ProposalCard({ proposal, act }: { proposal: OperatorProposal; act: Act }) {
  const { t, i18n } = useTranslation('proposed-products');
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const reasonField = useRef<HTMLTextAreaElement>(null);
  // Opening the refusal puts the cursor in its reason, so a keyboard goes on typing.
  useEffect(() => {
    if (refusing) reasonField.current?.focus();
  }, [refusing]);
  const waiting = proposal.status === 'waiting';
  const title = i18n.language === 'ru' ? proposal.title_ru : proposal.title_uk;
  const refuse = (event: FormEvent) => {
    event.preventDefault();
    void act(() => refuseProposal(proposal.id, reason)).then(() => setRefusing(false));
  };
  return (
    <li className={`admin__request admin__request--${waiting ? 'new' : 'decided'}`} aria-label={title}>
      <div className="admin__request-head">
        {proposal.product_id !== null ? <AppLink href={paths.product(proposal.product_id)}>{title}</AppLink> : <strong>{title}</strong>}
        <span>{waiting ? t('waited', { hours: proposal.waited_hours }) : t(`status.${proposal.status}`)}</span>
      </div>
      <p className="admin__meta">
        {t('shop')}: {proposal.shop_name} · {proposal.category} · {proposal.brand}
        {proposal.new_brand && <> ({t('newBrandMark')})</>} · {proposal.price} ₴ · {proposal.stock} · {proposal.vendor_code}
      </p>
      <details className="admin__text">
        <summary>{i18n.language === 'ru' ? proposal.title_uk : proposal.title_ru}</summary>
        <p lang="uk">{proposal.description_uk}</p>
        <p lang="ru">{proposal.description_ru}</p>
      </details>
      {proposal.characteristics.length > 0 && (
        <p className="admin__meta">{proposal.characteristics.map((c) => `${c.attribute}: ${c.value}`).join(' · ')}</p>
      )}
      {proposal.photos.length > 0 && (
        <ul className="admin__photos" aria-label={t('photos')}>
          {proposal.photos.map((photo, i) => (
            <li key={photo.src}>
              <a href={photo.src} target="_blank" rel="noreferrer">
                <img src={photo.src} alt={t('photoAlt', { n: i + 1 })} width={64} height={64} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {proposal.status === 'refused' && <p className="admin__meta">{t('refusalReason', { reason: proposal.refusal_reason })}</p>}
      <div className="admin__actions">
        {waiting && (
          <>
            <button type="button" className="button" onClick={() => act(() => acceptProposal(proposal.id))}>
              {t('accept')}
            </button>
            <button type="button" className="button button--ghost" aria-expanded={refusing} onClick={() => setRefusing(!refusing)}>
              {t('refuse')}
            </button>
          </>
        )}
        {proposal.undoable && (
          <button type="button" className="button button--ghost" onClick={() => act(() => undoProposal(proposal.id))}>
            {t('undo')}
          </button>
        )}
      </div>
      {waiting && refusing && (
        <form className="admin__form" onSubmit={refuse}>
          <label>
            {t('reason')}
            <textarea
              ref={reasonField}
              value={reason}
              required
              maxLength={PROPOSAL_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <button type="submit" className="button">
            {t('confirmRefusal')}
          </button>
        </form>
      )}
    </li>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sellerProposals, type SellerProposal } from '../../api/proposals';
import { paths } from '../../domain/paths';
import { useResource } from '../../lib/resource';
import { AppLink } from '../../ui/AppLink';
import { ProposalForm } from './ProposalForm';
import './proposals.css';

/**
 * The new-products tab (`?tab=proposals`, docs/product-rules.md#proposed-products): the proposal form, then the
 * seller's proposals with their state: waiting, accepted (with its product page) or refused with the reason.
 */
export function ProposalsBoard() {
  const { t, i18n } = useTranslation('proposed-products');
  const mine = useResource({ key: `seller-proposals:${i18n.language}`, load: sellerProposals });
  const [sent, setSent] = useState(false);
  const list = mine.data;
  return (
    <section className="seller-proposals">
      {sent && (
        <p role="status" className="seller-proposals__sent">
          {t('sent')}
        </p>
      )}
      <ProposalForm
        onSent={() => {
          setSent(true);
          void mine.refresh();
        }}
      />
      <h2 id="seller-proposals-title">{t('mine')}</h2>
      {mine.status === 'failed' && !list && <p role="alert">{(mine.error as Error).message}</p>}
      {!list && mine.status === 'loading' && <p aria-busy="true">{t('loading')}</p>}
      {list?.length === 0 && <p>{t('mineEmpty')}</p>}
      {list && list.length > 0 && (
        <ul className="seller-proposals__list" aria-labelledby="seller-proposals-title">
          {list.map((proposal) => (
            <ProposalItem key={proposal.id} proposal={proposal} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ProposalItem({ proposal }: { proposal: SellerProposal }) {
  const { t } = useTranslation('proposed-products');
  return (
    <li className={`seller-proposal seller-proposal--${proposal.status}`} aria-label={proposal.title}>
      <div className="seller-proposal__head">
        <strong>{proposal.title}</strong>
        <span className="seller-proposal__status">{t(`status.${proposal.status}`)}</span>
      </div>
      <p className="seller-proposal__meta">
        {proposal.category} · {proposal.brand} · {proposal.price} ₴ · {proposal.vendor_code}
      </p>
      {proposal.status === 'refused' && <p>{t('refusalReason', { reason: proposal.refusal_reason })}</p>}
      {proposal.product_id !== null && <AppLink href={paths.product(proposal.product_id)}>{t('openProduct')}</AppLink>}
    </li>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sellerProposal, sellerProposals, withdrawProposal, type SellerProposal } from '../../api/proposals';
import { paths } from '../../domain/paths';
import { useResource } from '../../lib/resource';
import { AppLink } from '../../ui/AppLink';
import { PhotoGallery } from './PhotoGallery';
import { ProposalForm, type ProposalEdit } from './ProposalForm';
import './proposals.css';

/**
 * The new-products tab (`?tab=proposals`, docs/product-rules.md#proposed-products): the proposal form, then the
 * seller's proposals with their state: waiting (which the seller may change, give photos or withdraw), accepted (with its product
 * page) or refused with the reason. Changing one puts it in the form in place of a new proposal.
 */
export function ProposalsBoard() {
  const { t, i18n } = useTranslation('proposed-products');
  const mine = useResource({ key: `seller-proposals:${i18n.language}`, load: sellerProposals });
  const [said, setSaid] = useState<string | null>(null);
  const [editing, setEditing] = useState<ProposalEdit | null>(null);
  const list = mine.data;
  const edit = async (proposal: SellerProposal) => {
    const { draft } = await sellerProposal(proposal.id);
    setSaid(null);
    setEditing({ id: proposal.id, draft });
    requestAnimationFrame(() => document.getElementById('seller-proposal-title')?.focus());
  };
  const withdrawn = (proposal: SellerProposal) => {
    setSaid(t('withdrawn', { title: proposal.title }));
    if (editing?.id === proposal.id) setEditing(null);
    void mine.refresh();
  };
  return (
    <section className="seller-proposals">
      <p role="status" className="seller-proposals__sent">
        {said}
      </p>
      <ProposalForm
        key={editing?.id ?? 'new'}
        editing={editing ?? undefined}
        onCancel={() => setEditing(null)}
        onSent={() => {
          setSaid(editing ? t('changed') : t('sent'));
          setEditing(null);
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
            <ProposalItem key={proposal.id} proposal={proposal} onEdit={edit} onWithdrawn={withdrawn} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface ItemProps {
  proposal: SellerProposal;
  onEdit: (proposal: SellerProposal) => Promise<void>;
  onWithdrawn: (proposal: SellerProposal) => void;
}

/** One proposal with its state; a waiting one has its change and its withdrawal, which asks once more. */
function ProposalItem({ proposal, onEdit, onWithdrawn }: ItemProps) {
  const { t } = useTranslation('proposed-products');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (step: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await step();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const withdraw = () =>
    run(async () => {
      await withdrawProposal(proposal.id);
      onWithdrawn(proposal);
    });
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
      {proposal.status === 'waiting' && <ProposalPhotos id={proposal.id} />}
      {proposal.status === 'waiting' && !asking && (
        <div className="seller-proposal__actions">
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => void run(() => onEdit(proposal))}>
            {t('edit')}
          </button>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => setAsking(true)}>
            {t('withdraw')}
          </button>
        </div>
      )}
      {proposal.status === 'waiting' && asking && (
        <div className="seller-proposal__actions" role="group" aria-label={t('withdrawAsk', { title: proposal.title })}>
          <span>{t('withdrawAsk', { title: proposal.title })}</span>
          <button type="button" className="button" disabled={busy} onClick={() => void withdraw()}>
            {t('withdrawYes')}
          </button>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => setAsking(false)}>
            {t('withdrawNo')}
          </button>
        </div>
      )}
      {problem && <p role="alert">{problem}</p>}
    </li>
  );
}

/** A waiting proposal's photos, asked for once the seller opens them; accepting gives them to the goods. */
function ProposalPhotos({ id }: { id: number }) {
  const { t } = useTranslation('proposed-products');
  const [open, setOpen] = useState(false);
  return (
    <details className="seller-photos" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('photosSummary')}</summary>
      {open && <PhotoGallery of="proposals" id={id} />}
    </details>
  );
}

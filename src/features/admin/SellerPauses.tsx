import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { operatorSellers, pauseSeller, resumeSeller, type OperatorSeller } from '../../api/operator';
import { useOperatorList } from './use-operator-list';

/** docs/product-rules.md#back-office: the sellers, paused ones first; an admin pauses one with a reason, or resumes it. */
export function SellerPauses() {
  const { t } = useTranslation('admin');
  const { data: sellers, loading, failure, act } = useOperatorList({ key: 'operator:sellers', load: operatorSellers });

  return (
    <section aria-labelledby="admin-sellers">
      <h2 id="admin-sellers">{t('sellersTitle')}</h2>
      {failure && <p role="alert">{failure}</p>}
      {loading && <p aria-busy="true">{t('loading')}</p>}
      {sellers?.length === 0 && <p>{t('sellersEmpty')}</p>}
      <ul className="admin__queue">
        {sellers?.map((seller) => (
          <SellerCard key={seller.id} seller={seller} act={act} />
        ))}
      </ul>
    </section>
  );
}

function SellerCard({ seller, act }: { seller: OperatorSeller; act: (step: () => Promise<unknown>) => Promise<void> }) {
  const { t } = useTranslation('admin');
  const [pausing, setPausing] = useState(false);
  const [reason, setReason] = useState('');
  const reasonField = useRef<HTMLTextAreaElement>(null);
  // Opening the pause puts the cursor in its reason, so a keyboard goes on typing.
  useEffect(() => {
    if (pausing) reasonField.current?.focus();
  }, [pausing]);
  const paused = seller.paused_at !== null;
  const pause = (event: FormEvent) => {
    event.preventDefault();
    void act(() => pauseSeller(seller.id, reason));
  };
  return (
    <li className={`admin__request${paused ? ' admin__request--paused' : ''}`} aria-label={seller.shop_name}>
      <div className="admin__request-head">
        <strong>{seller.shop_name}</strong>
        <span>{paused ? t('sellerPaused') : t('sellerSelling')}</span>
      </div>
      <p className="admin__meta">
        <a href={`tel:+${seller.phone}`}>+{seller.phone}</a> · {t('sellerOffers', { count: seller.offers })}
      </p>
      {paused && (
        <p className="admin__meta">
          {t('pauseReasonShown')}: {seller.pause_reason}
        </p>
      )}
      <div className="admin__actions">
        {paused ? (
          <button type="button" className="button" onClick={() => act(() => resumeSeller(seller.id))}>
            {t('resumeSeller')}
          </button>
        ) : (
          <button type="button" className="button button--ghost" aria-expanded={pausing} onClick={() => setPausing(!pausing)}>
            {t('pauseSeller')}
          </button>
        )}
      </div>
      {!paused && pausing && (
        <form className="admin__form" onSubmit={pause}>
          <label>
            {t('pauseReason')}
            <textarea ref={reasonField} value={reason} required maxLength={300} onChange={(event) => setReason(event.target.value)} />
          </label>
          <button type="submit" className="button">
            {t('confirmPause')}
          </button>
        </form>
      )}
    </li>
  );
}

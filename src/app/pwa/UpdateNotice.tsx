import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { applyUpdate, dismissUpdate, updatePending } from '../../lib/service-worker';
import { isCheckoutPath } from './checkout-path';
import './pwa.css';

/**
 * "A new version is available". Never shown on a checkout page, so an update cannot interrupt an order;
 * it comes back once the buyer leaves checkout. The page reloads only after "Оновити".
 */
export function UpdateNotice() {
  useSignals();
  const { t } = useTranslation('pwa');
  const [path] = useLocation();
  const [applying, setApplying] = useState(false);
  const visible = updatePending.value && !isCheckoutPath(path);

  return (
    <div className="pwa-update-region" aria-live="polite">
      {visible && (
        <section className="pwa-update" aria-label={t('update.message')}>
          <p className="pwa-update__message">{t('update.message')}</p>
          <div className="pwa-update__actions">
            <button
              type="button"
              className="pwa-button pwa-button--primary"
              aria-busy={applying || undefined}
              onClick={() => {
                setApplying(true);
                applyUpdate();
              }}
            >
              {applying ? t('update.applying') : t('update.apply')}
            </button>
            <button type="button" className="pwa-button pwa-button--ghost" onClick={dismissUpdate}>
              {t('update.dismiss')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}

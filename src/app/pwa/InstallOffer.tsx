import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { matchPage } from '../../domain/paths';
import { updatePending } from '../../lib/service-worker';
import { whenIdle } from '../../lib/when-idle';
import { cartPopupOpen } from '../../stores/cart';
import { placedCheckoutId } from '../../stores/placed-orders';
import { askToKeepStorage } from './keep-storage';
import { isCheckoutPath } from './checkout-path';
import { dismissIosHint, installApp, installOffer, installOfferStarted, notNow, pageSeen, startInstallOffer } from './install-offer-store';
import './pwa.css';

/**
 * "Встановити Крамницю на головний екран?" at a good moment (install-rules.ts), or on iPhone and iPad the way to do
 * it by hand. A card above the bottom edge that stays out of the way of buying: never on checkout pages, never
 * over the open cart, never beside the update notice, and above a product page's buy bar (pwa.css).
 */
export function InstallOffer() {
  useSignals();
  const { t } = useTranslation('pwa');
  const [path] = useLocation();
  // Nothing of it shows on a first screen: it starts, and counts each page, once the browser is idle.
  useEffect(() => {
    let stop = (): void => {};
    const cancel = whenIdle(() => (stop = startInstallOffer()));
    return () => {
      cancel();
      stop();
    };
  }, []);
  // Each page the shopper opens keeps the visit going.
  useEffect(() => whenIdle(pageSeen), [path]);

  // Read only once started in the browser: the server has no localStorage.
  const afterOrder = installOfferStarted.value && matchPage(path)?.key === 'thankYou' && placedCheckoutId() !== null;
  // The same moment suits the quiet storage request: an order made this browser's data worth keeping.
  useEffect(() => {
    if (afterOrder) void askToKeepStorage();
  }, [afterOrder]);

  const inTheWay = isCheckoutPath(path) || cartPopupOpen.value || updatePending.value;
  const offer = inTheWay ? null : installOffer(afterOrder);
  return (
    <div className="pwa-install-region" aria-live="polite">
      {offer && (
        <section className="pwa-update pwa-install" aria-label={t('install.label')}>
          <p className="pwa-update__message">{t(offer === 'prompt' ? 'install.question' : 'install.iosHint')}</p>
          <div className="pwa-update__actions">
            {offer === 'prompt' ? (
              <>
                <button type="button" className="pwa-button pwa-button--primary" onClick={() => void installApp()}>
                  {t('install.install')}
                </button>
                <button type="button" className="pwa-button pwa-button--ghost" onClick={notNow}>
                  {t('install.notNow')}
                </button>
              </>
            ) : (
              <button type="button" className="pwa-button pwa-button--ghost" onClick={dismissIosHint}>
                {t('install.gotIt')}
              </button>
            )}
          </div>
        </section>
      )}
    </div>
  );
}

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { chooseConsent, consentChoice, consentSettingsOpen } from '../../lib/analytics/consent';
import { coverBottomWith } from '../../lib/bottom-cover';
import './consent.css';

/**
 * The privacy choice (docs/product-rules.md#analytics-and-attribution): "accept all", "reject all", or analytics and
 * advertising one by one. A sheet fixed to the bottom edge, so it moves nothing on the page; it does not block the
 * shop either, and it is loaded only once the page is interactive. It lies under open dialogs and under the product
 * page's buy bar, and the page keeps room for it under its end, so no main action stays under it. Opened again from the footer, it starts from the
 * choice already made, takes the keyboard's focus and closes on Escape.
 */
export default function ConsentBanner() {
  useSignals();
  const { t } = useTranslation('consent');
  const chosen = consentChoice.value;
  const reopened = consentSettingsOpen.value;
  const [detailed, setDetailed] = useState(reopened);
  const [analytics, setAnalytics] = useState(chosen?.analytics ?? false);
  const [ads, setAds] = useState(chosen?.ads ?? false);
  const titleId = useId();
  const sheet = useRef<HTMLElement>(null);

  useEffect(() => {
    if (reopened) sheet.current?.focus();
  }, [reopened]);
  // Before the first paint: the room under the page and the buy bar come with the sheet, not a frame later.
  useLayoutEffect(() => coverBottomWith(sheet.current!), []);

  const close = () => (consentSettingsOpen.value = false);
  return (
    <section
      ref={sheet}
      className="consent"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && chosen) close();
      }}
    >
      <h2 id={titleId} className="consent__title">
        {t('title')}
      </h2>
      <p className="consent__text">{t('text')}</p>
      {detailed && (
        <fieldset className="consent__options">
          <legend className="visually-hidden">{t('settings')}</legend>
          <label className="consent__option">
            <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
            <span>
              <strong>{t('analytics')}</strong> {t('analyticsHint')}
            </span>
          </label>
          <label className="consent__option">
            <input type="checkbox" checked={ads} onChange={(e) => setAds(e.target.checked)} />
            <span>
              <strong>{t('ads')}</strong> {t('adsHint')}
            </span>
          </label>
        </fieldset>
      )}
      <div className="consent__actions">
        <button type="button" className="button" onClick={() => chooseConsent({ analytics: true, ads: true })}>
          {t('acceptAll')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => chooseConsent({ analytics: false, ads: false })}>
          {t('rejectAll')}
        </button>
        {detailed ? (
          <button type="button" className="button button--ghost" onClick={() => chooseConsent({ analytics, ads })}>
            {t('save')}
          </button>
        ) : (
          <button type="button" className="button button--ghost" aria-expanded={false} onClick={() => setDetailed(true)}>
            {t('settings')}
          </button>
        )}
      </div>
    </section>
  );
}

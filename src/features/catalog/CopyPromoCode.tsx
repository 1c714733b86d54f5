import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long "Скопійовано" stays before the button is ready to say it again. */
const SAID_FOR_MS = 4000;

/**
 * A promotion's code with a button that copies it. The result is spoken through a status region, so a screen
 * reader hears "Скопійовано" (or how to copy by hand when the browser refuses the clipboard).
 */
export function CopyPromoCode({ code }: { code: string }) {
  const { t } = useTranslation('promotions');
  const codeId = useId();
  const [said, setSaid] = useState<'copied' | 'copyFailed' | null>(null);
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), SAID_FOR_MS);
    return () => clearTimeout(timer);
  }, [said]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setSaid('copied');
    } catch {
      setSaid('copyFailed');
    }
  };

  return (
    <div className="promo-copy">
      <span className="promo-copy__label">{t('promoCode')}</span>
      <code id={codeId} className="promo-copy__code">
        {code}
      </code>
      <button type="button" className="button" aria-describedby={codeId} onClick={() => void copy()}>
        {t('copy')}
      </button>
      <p className="promo-copy__status" role="status">
        {said && t(said)}
      </p>
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../stores/notifications';

/** The shared list's address, selectable by hand and copied with one press where the browser allows. */
export function ShareLink({ listName, url }: { listName: string; url: string }) {
  const { t } = useTranslation('favorite-lists');
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ type: 'success', group: 'favorites', title: t('copied') });
    } catch {
      // No clipboard (an old browser, a denied permission): the link is on screen to copy by hand.
      notify({ type: 'warn', group: 'favorites', title: t('copyFailed') });
    }
  };
  return (
    <div className="share-link">
      <label htmlFor={id}>{t('link', { name: listName })}</label>
      <p className="share-link__hint">{t('shareHint')}</p>
      <div className="share-link__row">
        <input id={id} value={url} readOnly onFocus={(e) => e.target.select()} />
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {t('copy')}
        </button>
      </div>
    </div>
  );
}

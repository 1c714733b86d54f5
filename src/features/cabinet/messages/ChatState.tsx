import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a chat screen shows before its data: a loading line, or the failure with a retry. */
export function ChatState({ status, retry, before }: { status: 'loading' | 'ready' | 'failed'; retry: () => void; before?: ReactNode }) {
  const { t } = useTranslation('messages');
  return (
    <div className="chat-state">
      {before}
      {status === 'failed' ? (
        <p role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className="link-button" onClick={retry}>
            {t('retry')}
          </button>
        </p>
      ) : (
        <p aria-busy="true">{t('loading')}</p>
      )}
    </div>
  );
}

import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPushKey, savePushSubscription, type PushFollows } from '../api/push';
import { pushAbility, subscribeThisBrowser } from '../lib/push';

type Status = 'idle' | 'busy' | 'on' | 'denied' | 'failed';

interface Props {
  /** what the button offers, in the shopper's words: a product back in stock, an order's status, this device */
  label: string;
  /** what this browser follows beside its subscription (docs/product-rules.md#notifications) */
  follows: PushFollows;
  /** the store now pushes to this browser */
  onTurnedOn?: () => void;
  className?: string;
}

// The permission never changes while nobody asks, and the server cannot know it: a server render offers the button.
const unchanging = () => () => undefined;
const ableOnServer = () => 'able' as const;

/**
 * An offer to be told by a browser notification, shown where the news is wanted (a reminder just set, an order
 * just placed, the cabinet). The browser's prompt comes only from the click, never on page load.
 */
export function PushOptIn({ label, follows, onTurnedOn, className }: Props) {
  const { t } = useTranslation('web-push');
  const ability = useSyncExternalStore(unchanging, pushAbility, ableOnServer);
  const [status, setStatus] = useState<Status>('idle');

  const turnOn = async () => {
    setStatus('busy');
    try {
      const outcome = await subscribeThisBrowser(fetchPushKey);
      if ('refused' in outcome) {
        // Closing the prompt is no answer: the offer stays for another try.
        setStatus(outcome.refused === 'denied' ? 'denied' : 'idle');
        return;
      }
      await savePushSubscription({ ...outcome.subscription, ...follows });
      setStatus('on');
      onTurnedOn?.();
    } catch (error) {
      // Most often the push service cannot be reached; the shopper may try again later.
      console.warn('Push subscription failed', error);
      setStatus('failed');
    }
  };

  if (ability === 'unsupported') return <p className={className}>{t('unsupported')}</p>;
  if (ability === 'denied' || status === 'denied')
    return (
      <p className={className} role="status">
        {t('denied')}
      </p>
    );
  if (status === 'on')
    return (
      <p className={className} role="status">
        {t('on')}
      </p>
    );
  return (
    <div className={className}>
      <button
        type="button"
        className="button button--ghost"
        disabled={status === 'busy'}
        aria-busy={status === 'busy'}
        onClick={() => void turnOn()}
      >
        {status === 'busy' ? t('turningOn') : label}
      </button>
      {status === 'failed' && <p role="alert">{t('failed')}</p>}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPushKey } from '../../api/push';
import { followNewOrders, unfollowNewOrders } from '../../api/seller-orders';
import { pushAbility, subscribeThisBrowser, thisBrowserSubscription } from '../../lib/push';

type State = 'ask' | 'on' | 'denied' | 'unsupported';

/**
 * docs/product-rules.md#seller-orders: with the seller's permission, each new order of the shop comes to this device as
 * a push. The prompt comes only from the seller's click; turning it off leaves the browser's subscription to whatever
 * else it follows as a shopper.
 */
export function NewOrdersPush() {
  const { t } = useTranslation('seller-workspace');
  // What the browser can do is known only in the browser: the server's page and the first render show nothing.
  const [state, setState] = useState<State | null>(null);
  useEffect(() => {
    const ability = pushAbility();
    setState(ability === 'able' ? 'ask' : ability);
  }, []);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (step: () => Promise<State>) => {
    setBusy(true);
    setProblem(null);
    try {
      setState(await step());
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const turnOn = () =>
    run(async () => {
      const outcome = await subscribeThisBrowser(fetchPushKey);
      if ('refused' in outcome) return outcome.refused === 'denied' ? 'denied' : 'ask';
      await followNewOrders({ endpoint: outcome.subscription.endpoint, keys: outcome.subscription.keys });
      return 'on';
    });
  const turnOff = () =>
    run(async () => {
      const subscription = await thisBrowserSubscription();
      if (subscription) await unfollowNewOrders(subscription.endpoint);
      return 'ask';
    });

  return (
    <div className="seller-orders__push">
      {state === 'ask' && (
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => void turnOn()}>
          {t('orders.push.ask')}
        </button>
      )}
      {state === 'on' && (
        <p role="status">
          {t('orders.push.on')}{' '}
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => void turnOff()}>
            {t('orders.push.off')}
          </button>
        </p>
      )}
      {state === 'denied' && <p>{t('orders.push.denied')}</p>}
      {state === 'unsupported' && <p>{t('orders.push.unsupported')}</p>}
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}

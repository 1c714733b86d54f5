import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchNotificationSettings,
  saveNotificationSettings,
  type NotificationSettings as Settings,
  type PushFollows,
  type PushKinds,
} from '../../../api/push';
import { notifyCallFailure } from '../../../stores/call-failure';
import { notify } from '../../../stores/notifications';
import { PushOptIn } from '../../../ui/PushOptIn';

const KINDS: readonly (keyof PushKinds)[] = ['stock', 'order', 'chat', 'price'];
// Signed in, a browser gets the customer's own notices, narrowed by the switches: nothing more to name.
const THE_CUSTOMERS: PushFollows = {};

/**
 * "Сповіщення": what the customer is told on all their browsers (docs/product-rules.md#notifications), and an offer
 * to turn notifications on for this one, as the customer.
 */
export function NotificationSettings() {
  const { t } = useTranslation('web-push');
  const [settings, setSettings] = useState<Settings | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    fetchNotificationSettings().then(setSettings, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  // The switch moves at once; a failed save puts it back.
  const toggle = async (kind: keyof PushKinds, on: boolean) => {
    if (!settings) return;
    const kinds = { ...settings.kinds, [kind]: on };
    setSettings({ ...settings, kinds });
    setSaving(true);
    try {
      setSettings(await saveNotificationSettings(kinds));
      notify({ type: 'success', title: t('settings.saved') });
    } catch (error) {
      setSettings(settings);
      notifyCallFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="profile-form" aria-labelledby="profile-notifications">
      <h3 id="profile-notifications">{t('settings.title')}</h3>
      {failed && <p role="alert">{t('settings.loadFailed')}</p>}
      {settings && (
        <>
          <p>{t('settings.intro')}</p>
          {KINDS.map((kind) => (
            <label key={kind} className="profile-switch">
              <input
                type="checkbox"
                role="switch"
                checked={settings.kinds[kind]}
                disabled={saving}
                onChange={(e) => void toggle(kind, e.target.checked)}
              />
              {t(`settings.${kind}`)}
            </label>
          ))}
          <p>{t('settings.devices', { count: settings.devices })}</p>
        </>
      )}
      <PushOptIn label={t('offerDevice')} follows={THE_CUSTOMERS} onTurnedOn={load} />
    </section>
  );
}

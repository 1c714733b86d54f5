import { useTranslation } from 'react-i18next';
import type { SellerUser } from '../../api/seller-workspace';
import { useShopDate } from './use-shop-date';

/**
 * A paused shop's notice on every tab of the workspace (docs/product-rules.md#back-office): since when, why, and
 * what waits until the marketplace resumes it, so a refused change is no surprise.
 */
export function PauseNotice({ pause }: { pause: NonNullable<SellerUser['pause']> }) {
  const { t } = useTranslation('seller-profile');
  const dateOf = useShopDate();
  return (
    <section className="seller-pause" role="status" aria-labelledby="seller-pause-title">
      <h2 id="seller-pause-title">{t('pause.title')}</h2>
      <p>
        <strong>{t('pause.reason', { reason: pause.reason })}</strong> · {t('pause.since', { date: dateOf(pause.since) })}
      </p>
      <p>{t('pause.effect')}</p>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { longShopDate } from '../lib/shop-date';
import type { Lang } from '../domain/paths';
import './promotion-dates.css';

interface Dated {
  starts_at: string;
  ends_at: string;
  is_active: boolean;
}

/**
 * A promotion's status and days (docs/product-rules.md#promotions): "Діє до …" while it runs, "Завершена" once
 * it has ended, then the days it runs or ran. The list and the promotion's page say it the same way.
 */
export function PromotionDates({ promotion, lang, className }: { promotion: Dated; lang: Lang; className: string }) {
  const { t } = useTranslation('promotions');
  return (
    <p className={className}>
      {promotion.is_active ? (
        <span className="promotion-status">{t('activeUntil', { date: longShopDate(lang, promotion.ends_at) })}</span>
      ) : (
        <span className="promotion-status promotion-status--ended">{t('ended')}</span>
      )}
      {' · '}
      <span>{t('dates', { from: longShopDate(lang, promotion.starts_at), to: longShopDate(lang, promotion.ends_at) })}</span>
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { kyivDay } from '../../domain/calendar-day';

/**
 * The Kyiv day of an instant written out ("5 грудня 2026 р.") in the words of the component's own i18next, the way
 * src/lib/shop-date.ts writes it for the shell.
 */
export function useShopDate(): (iso: string) => string {
  const { t } = useTranslation('common');
  return (iso) => {
    const { year, month, day } = kyivDay(new Date(iso));
    const months = t('monthsOf', { returnObjects: true }) as unknown as string[];
    return t('longDate', { day, month: months[month - 1] ?? '', year });
  };
}

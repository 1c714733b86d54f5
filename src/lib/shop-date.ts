import { kyivDay } from '../domain/calendar-day';
import type { Lang } from '../domain/paths';
import { i18next } from './i18n';

/**
 * The Kyiv day of an instant written out: "24 листопада 2026 р.", "24 ноября 2026 г.". Month names come from the
 * shell's texts, not Intl.DateTimeFormat, whose first use costs a phone a long task (see `kyivDay`).
 */
export function longShopDate(lang: Lang, iso: string): string {
  const { year, month, day } = kyivDay(new Date(iso));
  const months = i18next.t('monthsOf', { lng: lang, ns: 'common', returnObjects: true }) as string[];
  return i18next.t('longDate', { lng: lang, ns: 'common', day, month: months[month - 1], year });
}

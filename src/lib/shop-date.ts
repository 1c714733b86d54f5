import { kyivDay } from '../domain/calendar-day';
import type { Lang } from '../domain/paths';
import { i18next } from './i18n';

/**
 * The Kyiv day of an instant written out: "24 листопада 2026 р.", "24 ноября 2026 г.". Month names come from the
 * shell's texts, not Intl.DateTimeFormat, whose first use costs a phone a long task (see `kyivDay`).
 */
export function longShopDate(lang: Lang, iso: string): string {
  const { year, month, day } = kyivDay(new Date(iso));
  return i18next.t('longDate', { lng: lang, ns: 'common', day, month: monthOf(lang, month), year });
}

/**
 * The Kyiv month of an instant as it follows "з" / "с": "січня 2024 р.", "января 2024 г." (the genitive, which
 * Intl's month-and-year format does not give: it writes "січень 2024 р.").
 */
export function shopMonthSince(lang: Lang, iso: string): string {
  const { year, month } = kyivDay(new Date(iso));
  return i18next.t('monthOfYear', { lng: lang, ns: 'common', month: monthOf(lang, month), year });
}

/** A month's name in the genitive, "січня"; `month` counts from 1. */
function monthOf(lang: Lang, month: number): string {
  const months = i18next.t('monthsOf', { lng: lang, ns: 'common', returnObjects: true }) as string[];
  return months[month - 1] ?? '';
}

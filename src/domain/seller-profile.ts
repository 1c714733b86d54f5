/**
 * The shop's public profile as its owner keeps it in the workspace (docs/product-rules.md#seller-profile): the
 * about text and the return terms in both languages, the contacts and the working hours, each checked by the same
 * rules in the form and in the API. The shop's name is not here: the operator gives it at onboarding.
 */
import type { FormRules } from './form-rules';
import { rules } from './form-rules';
import type { Lang } from './validation-texts';
import { validationText } from './validation-texts';
import type { ScheduleLine } from './seller-schedule';

export const PROFILE_LIMITS = { about: 3000, returns: 2000, address: 200, email: 120, scheduleLines: 7 } as const;

export type ProfileValues = {
  about_uk: string;
  about_ru: string;
  returns_uk: string;
  returns_ru: string;
  phone: string;
  email: string;
  address_uk: string;
  address_ru: string;
  /** one line per row, `Пн–Пт 09:00–18:00`, days in either language */
  schedule: string;
};

/** Monday first; only Sunday is named differently in Russian. */
const DAYS = {
  uk: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Нд'],
  ru: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
} as const;

const dayOf = (name: string): number => {
  const lower = name.trim().toLowerCase();
  const uk = DAYS.uk.findIndex((d) => d.toLowerCase() === lower);
  return uk >= 0 ? uk : DAYS.ru.findIndex((d) => d.toLowerCase() === lower);
};

const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d';
const SCHEDULE_LINE = new RegExp(`^(.+?)\\s+(${TIME})\\s*[–—-]\\s*(${TIME}|24:00)$`);

/**
 * Days written as the storefront shows them (`Пн–Пт`, `Сб`, `Пн, Ср`) in one language's names, or null when some
 * part names no weekday.
 */
function daysIn(days: string, lang: Lang): string | null {
  const parts = days.split(',').map((part) => part.split(/\s*[–—-]\s*/).map(dayOf));
  if (parts.some((part) => part.length > 2 || part.some((day) => day < 0))) return null;
  return parts.map((part) => part.map((day) => DAYS[lang][day]).join('–')).join(', ');
}

/** One row of the schedule field as a line of both languages, or null when it is not `days HH:MM–HH:MM`. */
export function scheduleLineOf(row: string): ScheduleLine | null {
  const match = SCHEDULE_LINE.exec(row.trim());
  if (!match) return null;
  const [, days, from, to] = match as unknown as [string, string, string, string];
  const uk = daysIn(days, 'uk');
  const ru = daysIn(days, 'ru');
  if (!uk || !ru || from === to) return null;
  return { days_uk: uk, days_ru: ru, hours: `${from}–${to}` };
}

const rowsOf = (text: string) =>
  text
    .split('\n')
    .map((row) => row.trim())
    .filter(Boolean);

/** The schedule field's lines, or null when a row cannot be read. */
export function scheduleOf(text: string): ScheduleLine[] | null {
  const lines = rowsOf(text).map(scheduleLineOf);
  return lines.every((line) => line !== null) ? (lines as ScheduleLine[]) : null;
}

/** The stored lines as the schedule field shows them, in the owner's language. */
export function scheduleText(lines: readonly ScheduleLine[], lang: Lang): string {
  return lines.map((line) => `${lang === 'ru' ? line.days_ru : line.days_uk} ${line.hours}`).join('\n');
}

/** What is wrong with the schedule field, in the language asked for; null when it reads. */
function scheduleProblem(text: string, lang: Lang): string | null {
  const rows = rowsOf(text);
  if (rows.length > PROFILE_LIMITS.scheduleLines) return validationText('maxLines', lang, { max: PROFILE_LIMITS.scheduleLines });
  const bad = rows.findIndex((row) => scheduleLineOf(row) === null);
  return bad < 0 ? null : validationText('scheduleLine', lang, { line: bad + 1 });
}

export const profileRules: FormRules<ProfileValues> = {
  about_uk: rules('required', ['maxLength', PROFILE_LIMITS.about]),
  about_ru: rules('required', ['maxLength', PROFILE_LIMITS.about]),
  returns_uk: rules(['maxLength', PROFILE_LIMITS.returns]),
  returns_ru: rules(['maxLength', PROFILE_LIMITS.returns]),
  phone: rules('required', 'phone'),
  email: rules('required', 'email', ['maxLength', PROFILE_LIMITS.email]),
  address_uk: rules(['maxLength', PROFILE_LIMITS.address]),
  address_ru: rules(['maxLength', PROFILE_LIMITS.address]),
  schedule: (value, _values, lang) => scheduleProblem(value, lang),
};

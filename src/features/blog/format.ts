import type { Lang } from '../../domain/paths';

// Kyiv's calendar on both sides, so the server's page and the browser's hydration show the same day.
const DATES: Record<Lang, Intl.DateTimeFormat> = {
  uk: new Intl.DateTimeFormat('uk-UA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Kyiv' }),
  ru: new Intl.DateTimeFormat('ru-UA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Kyiv' }),
};

export const publishedDate = (lang: Lang, iso: string) => DATES[lang].format(new Date(iso));

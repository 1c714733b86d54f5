import type { Lang } from '../../../domain/paths';

// The shop and its sellers work on Kyiv time, wherever the shopper's device is set.
const formats = {
  uk: new Intl.DateTimeFormat('uk-UA', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Kyiv' }),
  ru: new Intl.DateTimeFormat('ru-UA', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Kyiv' }),
};

export const formatWhen = (iso: string, lang: Lang) => formats[lang].format(new Date(iso));

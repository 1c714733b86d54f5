import type { Lang } from '../domain/paths';

/**
 * A store's first load, asked for by the header on every page: it runs once per language, because the
 * answer carries names in the page's language, and later calls share that load.
 */
export function oncePerLanguage(load: () => Promise<void>): (lang: Lang) => Promise<void> {
  let loadedLang: Lang | null = null;
  let loaded: Promise<void> = Promise.resolve();
  return (lang) => {
    if (loadedLang !== lang) {
      loadedLang = lang;
      loaded = load();
    }
    return loaded;
  };
}

import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setMessageTexts } from '../domain/messages';
import { DEFAULT_LANG, type Lang } from '../domain/paths';

// Each namespace is its own chunk: a page loads only the texts of its feature, in its language.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const localeFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, ns, done) {
    const load = files[`../../locales/${lang}/${ns}.json`];
    if (!load) return done(new Error(`no locale file ${lang}/${ns}`), null);
    load().then((m) => done(null, m.default), (e: unknown) => done(e as Error, null));
  },
};

/** Namespaces the shell needs on every page; features load theirs through useTranslation(ns). */
export const SHELL_NAMESPACES = ['common', 'errors', 'pwa', 'validation'];

export async function initI18n(lang: Lang) {
  await i18next
    .use(localeFiles)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: ['uk', 'ru'],
      ns: SHELL_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  // The shared rules (src/domain) word their messages through the app's i18next; values go under `replace`,
  // so a shopper's text can never be read as an option.
  setMessageTexts((key, lng, vars) => i18next.t(key, { lng, ns: 'validation', replace: vars }));
  return i18next;
}

export { i18next };

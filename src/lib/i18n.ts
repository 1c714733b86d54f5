import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setValidationTexts } from '../domain/validation-texts';
import type { Lang } from '../domain/paths';

// Each namespace is its own chunk: a page loads only the texts of its feature, in its language.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const localeFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, ns, done) {
    const load = files[`../../locales/${lang}/${ns}.json`];
    if (!load) return done(new Error(`no locale file ${lang}/${ns}`), null);
    load().then(
      (m) => done(null, m.default),
      (e: unknown) => done(e as Error, null),
    );
  },
};

/** Namespaces the shell needs on every page; features load theirs through useTranslation(ns). */
const SHELL_NAMESPACES: readonly string[] = ['common', 'errors', 'pwa', 'validation'];

type PageTexts = Record<string, Record<string, unknown>>;

/** `texts`: the namespaces a server-rendered page used, embedded in it, so hydration draws the same words at once. */
export async function initI18n(lang: Lang, texts?: PageTexts) {
  await i18next
    .use(localeFiles)
    .use(initReactI18next)
    .init({
      lng: lang,
      ...(texts && { resources: { [lang]: texts }, partialBundledLanguages: true }),
      // No fallback language: every key has its text in both (src/lib/russian-texts.test.ts), and with one i18next
      // loaded the Ukrainian namespaces beside the Russian ones, the first screen's included, on every Russian page.
      fallbackLng: false,
      supportedLngs: ['uk', 'ru'],
      // A copy: i18next adds every namespace it loads to this array.
      ns: [...SHELL_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  // The shared rules (src/domain) word their messages through the app's i18next; values go under `replace`,
  // so a shopper's text can never be read as an option.
  setValidationTexts((key, lng, vars) => i18next.t(key, { lng, ns: 'validation', replace: vars }));
  return i18next;
}

/** Every namespace in both languages, loaded up front: the server renders without waiting for a text file. */
export async function loadAllTexts(): Promise<void> {
  await Promise.all(
    Object.entries(files).map(async ([file, load]) => {
      const [, lng, ns] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file)!;
      i18next.addResourceBundle(lng!, ns!, (await load()).default, true, true);
    }),
  );
}

/** Texts the server may embed into a page: which of them a render used is counted from here on. */
interface CountedNamespaces {
  reportNamespaces?: { getUsedNamespaces(): string[] };
}
export function countUsedTexts(): void {
  // react-i18next makes a fresh counter when there is none, the first time a component asks for texts.
  delete (i18next as CountedNamespaces).reportNamespaces;
}

/** The namespaces the render used, with the shell's, in the page's language. */
export function usedTexts(lang: Lang): PageTexts {
  const used = (i18next as CountedNamespaces).reportNamespaces?.getUsedNamespaces() ?? [];
  return Object.fromEntries(
    [...new Set([...SHELL_NAMESPACES, ...used])].map((ns) => [ns, i18next.getResourceBundle(lang, ns) as Record<string, unknown>]),
  );
}

export { i18next };

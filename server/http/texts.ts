import ukErrors from '../../locales/uk/errors.json';
import ruErrors from '../../locales/ru/errors.json';
import ukSeo from '../../locales/uk/seo.json';
import ruSeo from '../../locales/ru/seo.json';
import ukFooter from '../../locales/uk/footer.json';
import ruFooter from '../../locales/ru/footer.json';
import type { Lang } from '../../src/domain/paths';

export type ErrorText = keyof typeof ukErrors;
export type SeoText = keyof typeof ukSeo;
export type FooterText = keyof typeof ukFooter;

const namespaces = {
  errors: { uk: ukErrors, ru: ruErrors } as Record<Lang, Record<ErrorText, string>>,
  seo: { uk: ukSeo, ru: ruSeo } as Record<Lang, Record<SeoText, string>>,
  footer: { uk: ukFooter, ru: ruFooter } as Record<Lang, Record<FooterText, string>>,
};

function interpolate(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** Server answers speak the request's language from the same locale files the app uses. */
export function errorText(lang: Lang, key: ErrorText, vars: Record<string, string> = {}): string {
  return interpolate(namespaces.errors[lang][key], vars);
}

export function seoText(lang: Lang, key: SeoText, vars: Record<string, string | number> = {}): string {
  return interpolate(namespaces.seo[lang][key], vars);
}

export function footerText(lang: Lang, key: FooterText): string {
  return namespaces.footer[lang][key];
}

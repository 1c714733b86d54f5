import ukErrors from '../../locales/uk/errors.json';
import ruErrors from '../../locales/ru/errors.json';
import ukFooter from '../../locales/uk/footer.json';
import ruFooter from '../../locales/ru/footer.json';
import ukSms from '../../locales/uk/sms.json';
import ruSms from '../../locales/ru/sms.json';
import ukAcquirer from '../../locales/uk/acquirer.json';
import ruAcquirer from '../../locales/ru/acquirer.json';
import ukThankYou from '../../locales/uk/thank-you.json';
import ruThankYou from '../../locales/ru/thank-you.json';
import type { Lang } from '../../src/domain/paths';
import { serverText, type TextKey, type Vars } from './i18n';

export type ErrorText = keyof typeof ukErrors;
export type SeoText = TextKey<'seo'>;
export type FooterText = keyof typeof ukFooter;
export type SmsText = keyof typeof ukSms;
export type ListingText = TextKey<'listing'>;
export type AcquirerText = keyof typeof ukAcquirer;
export type ReceiptText = keyof typeof ukThankYou.receipt;
export type PaymentStatusText = keyof typeof ukThankYou.status;

const namespaces = {
  errors: { uk: ukErrors, ru: ruErrors } as Record<Lang, Record<ErrorText, string>>,
  footer: { uk: ukFooter, ru: ruFooter } as Record<Lang, Record<FooterText, string>>,
  sms: { uk: ukSms, ru: ruSms } as Record<Lang, Record<SmsText, string>>,
  acquirer: { uk: ukAcquirer, ru: ruAcquirer } as Record<Lang, Record<AcquirerText, string>>,
  thankYou: { uk: ukThankYou, ru: ruThankYou } as Record<Lang, typeof ukThankYou>,
};

/** Fills `{{name}}` placeholders; a function replacement, so `$&` or `$'` in a value (a shopper's text) stay as typed. */
export function interpolate(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** Server answers speak the request's language from the same locale files the app uses. */
export function errorText(lang: Lang, key: ErrorText, vars: Record<string, string> = {}): string {
  return interpolate(namespaces.errors[lang][key], vars);
}

/** Page heads' texts; counted phrases (`offers`, `products`, `producers`) take a `count`. */
export function seoText(lang: Lang, key: SeoText, vars: Vars = {}): string {
  return serverText(lang, 'seo', key, vars);
}

export function footerText(lang: Lang, key: FooterText): string {
  return namespaces.footer[lang][key];
}

/** Texts the server writes into listings: sort names, widget titles, names of filtered selections. */
export function listingText(lang: Lang, key: ListingText, vars: Vars = {}): string {
  return serverText(lang, 'listing', key, vars);
}

/** What the store sends by SMS, in the shopper's language. */
export function smsText(lang: Lang, key: SmsText, vars: Record<string, string | number>): string {
  return interpolate(namespaces.sms[lang][key], vars);
}

/** The PDF receipt's words, in the order's language; payment statuses are named as on the thank-you page. */
export function receiptText(lang: Lang, key: ReceiptText, vars: Record<string, string | number> = {}): string {
  return interpolate(namespaces.thankYou[lang].receipt[key], vars);
}

export function paymentStatusText(lang: Lang, status: PaymentStatusText): string {
  return namespaces.thankYou[lang].status[status];
}

/** The sandbox acquirer's payment page (served by this server, so its words live with the server's). */
export function acquirerText(lang: Lang, key: AcquirerText): string {
  return namespaces.acquirer[lang][key];
}

import type { Lang } from '../../src/domain/paths';
import { serverText, type TextKey, type Vars } from './i18n';

/** Named doors into the server's one i18next instance (./i18n.ts), one per kind of text the server writes. */
/**
 * A refusal's text: a key of errors.json, or of the `errors` of a namespace that keeps its own refusals
 * (`seller-team:errors.ownerOnly`), read there through i18next's namespace prefix.
 */
export type ErrorText = TextKey<'errors'> | NamespacedErrorText;
export type NamespacedErrorText =
  | `seller-team:${Extract<TextKey<'seller-team'>, `errors.${string}`>}`
  | `admin-team:${Extract<TextKey<'admin-team'>, `errors.${string}`>}`
  | `proposed-products:${Extract<TextKey<'proposed-products'>, `errors.${string}`>}`;
export type SeoText = TextKey<'seo'>;
type FooterText = TextKey<'footer'>;
type SmsText = TextKey<'sms'>;
type CooperationEmailKey = Extract<TextKey<'cooperation'>, `decisionEmail.${string}`>;
type CooperationEmailText = CooperationEmailKey extends `decisionEmail.${infer K}` ? K : never;
type PushText = TextKey<'push'>;
type ListingText = TextKey<'listing'>;
type AcquirerText = TextKey<'acquirer'>;
type ReceiptKey = Extract<TextKey<'thank-you'>, `receipt.${string}`>;
type ReceiptText = ReceiptKey extends `receipt.${infer K}` ? K : never;
type StatusKey = Extract<TextKey<'thank-you'>, `status.${string}`>;
type PaymentStatusText = StatusKey extends `status.${infer K}` ? K : never;

/** Server answers speak the request's language from the same locale files the app uses. */
export function errorText(lang: Lang, key: ErrorText, vars: Vars = {}): string {
  const own = /^(seller-team|admin-team|proposed-products):(.+)$/.exec(key);
  return own
    ? serverText(lang, own[1] as 'seller-team', own[2] as TextKey<'seller-team'>, vars)
    : serverText(lang, 'errors', key as TextKey<'errors'>, vars);
}

/** Page heads' texts; counted phrases (`offers`, `products`, `producers`) take a `count`. */
export function seoText(lang: Lang, key: SeoText, vars: Vars = {}): string {
  return serverText(lang, 'seo', key, vars);
}

export function footerText(lang: Lang, key: FooterText): string {
  return serverText(lang, 'footer', key);
}

/** Texts the server writes into listings: sort names, widget titles, names of filtered selections. */
export function listingText(lang: Lang, key: ListingText, vars: Vars = {}): string {
  return serverText(lang, 'listing', key, vars);
}

/** What the store sends by SMS, in the shopper's language. */
export function smsText(lang: Lang, key: SmsText, vars: Vars): string {
  return serverText(lang, 'sms', key, vars);
}

/** The e-mails a partner gets when its cooperation request is decided, in the request's language. */
export function cooperationEmailText(lang: Lang, key: CooperationEmailText, vars: Vars = {}): string {
  return serverText(lang, 'cooperation', `decisionEmail.${key}`, vars);
}

/** What notices say (a push, and the SMS or e-mail written from it), in the subscriber's language. */
export function pushText(lang: Lang, key: PushText, vars: Vars = {}): string {
  return serverText(lang, 'push', key, vars);
}

/** The PDF receipt's words, in the order's language; payment statuses are named as on the thank-you page. */
export function receiptText(lang: Lang, key: ReceiptText, vars: Vars = {}): string {
  return serverText(lang, 'thank-you', `receipt.${key}`, vars);
}

export function paymentStatusText(lang: Lang, status: PaymentStatusText): string {
  return serverText(lang, 'thank-you', `status.${status}`);
}

/** The sandbox acquirer's payment page (served by this server, so its words live with the server's). */
export function acquirerText(lang: Lang, key: AcquirerText): string {
  return serverText(lang, 'acquirer', key);
}

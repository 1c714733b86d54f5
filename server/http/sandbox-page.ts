import { CURRENCY_SIGN, formatPrice, PRICE_SPACE } from '../../src/domain/money';
import type { Lang } from '../../src/domain/paths';
import { acquirerText } from '../i18n/texts';
import { escapeMarkup } from './escape-markup';

/** The page allows its own inline styles and posting its forms back here; nothing else, no scripts at all. */
export const SANDBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** An acquirer shows the exact sum, kopecks included: "1 234,50 ₴". */
function amountText(kop: number): string {
  const whole = formatPrice(Math.floor(kop / 100));
  const rest = kop % 100;
  return rest === 0
    ? whole
    : whole.replace(`${PRICE_SPACE}${CURRENCY_SIGN}`, `,${String(rest).padStart(2, '0')}${PRICE_SPACE}${CURRENCY_SIGN}`);
}

interface SandboxPageData {
  lang: Lang;
  sessionId: string;
  storeName: string;
  amountKop: number;
  /** refunded reads as paid here: the payment was made, and its money went back later */
  status: 'new' | 'success' | 'fail' | 'refunded';
  /** where the shopper returns once the payment is decided */
  thankYouUrl: string;
}

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f4f6;color:#111}
main{max-width:420px;margin:48px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:22px;margin:0 0 4px}.note{color:#666;font-size:14px;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#666}dd{margin:0;font-weight:600}
.actions{display:flex;gap:12px}form{flex:1;margin:0}button{width:100%;padding:12px;font:inherit;font-weight:600;border-radius:8px;border:1px solid #1a7f37;cursor:pointer}
.pay{background:#1a7f37;color:#fff}.decline{background:#fff;color:#b42318;border-color:#b42318}
button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}.status{font-weight:600}`;

function htmlDocument(lang: Lang, storeName: string, main: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeMarkup(acquirerText(lang, 'title'))} · ${escapeMarkup(storeName)}</title><style>${STYLE}</style></head>
<body><main>
${main}
</main></body>
</html>`;
}

/** An unknown or mistyped payment link. */
export function sandboxNotFoundPage(lang: Lang, storeName: string): string {
  return htmlDocument(lang, storeName, `<h1>${escapeMarkup(acquirerText(lang, 'notFound'))}</h1>`);
}

/** The sandbox acquirer's payment page: the store, the sum, and "Pay" / "Decline" as plain forms. */
export function sandboxPaymentPage({ lang, sessionId, storeName, amountKop, status, thankYouUrl }: SandboxPageData): string {
  const t = (key: Parameters<typeof acquirerText>[1]) => escapeMarkup(acquirerText(lang, key));
  const decide = `/payment/sandbox/${sessionId}/decide`;
  const choice = (value: 'success' | 'fail', label: string, css: string) =>
    `<form method="post" action="${decide}"><input type="hidden" name="status" value="${value}"><button type="submit" class="${css}">${label}</button></form>`;
  const body =
    status === 'new'
      ? `<div class="actions">${choice('success', t('pay'), 'pay')}${choice('fail', t('decline'), 'decline')}</div>`
      : `<p class="status" role="status">${t(status === 'fail' ? 'declined' : 'paid')}</p><p><a href="${escapeMarkup(thankYouUrl)}">${t('back')}</a></p>`;
  return htmlDocument(
    lang,
    storeName,
    `<h1>${t('title')}</h1><p class="note">${t('sandboxNote')}</p>
<dl><dt>${t('store')}</dt><dd>${escapeMarkup(storeName)}</dd><dt>${t('amount')}</dt><dd>${escapeMarkup(amountText(amountKop))}</dd></dl>
${body}`,
  );
}

/**
 * The page an outside acquirer's payment starts from (Monobank's): no scripts, and its form may go on to the
 * acquirer's own origin, which the store learns only from the invoice it makes.
 */
export const HAND_OFF_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The store's step before an outside acquirer's page: the sum and one button, a plain form. Opening the page is a
 * read; the button's post makes the acquirer's invoice (docs/decisions/0012-a-read-never-writes.md).
 */
export function acquirerHandOffPage({
  lang,
  storeName,
  amountKop,
  action,
  unavailable = false,
}: {
  lang: Lang;
  storeName: string;
  amountKop: number;
  action: string;
  unavailable?: boolean;
}): string {
  const t = (key: Parameters<typeof acquirerText>[1]) => escapeMarkup(acquirerText(lang, key));
  return htmlDocument(
    lang,
    storeName,
    `<h1>${t('title')}</h1><p class="note">${t('monobankNote')}</p>
<dl><dt>${t('store')}</dt><dd>${escapeMarkup(storeName)}</dd><dt>${t('amount')}</dt><dd>${escapeMarkup(amountText(amountKop))}</dd></dl>
${unavailable ? `<p class="status" role="alert">${t('unavailable')}</p>` : ''}<div class="actions"><form method="post" action="${escapeMarkup(action)}"><button type="submit" class="pay">${t('toAcquirer')}</button></form></div>`,
  );
}

import { verify as verifySignature } from 'node:crypto';
import { localizedPath, paths } from '../../src/domain/paths';
import type { Config } from '../config';
import { ACQUIRER_RETRY, AcquirerUnavailable, acquirerJson, callAcquirer, type RetryPolicy } from './acquirer-http';
import type { AcquirerEvent, AcquirerPayment, AcquirerState, OutsideAcquirer, PaymentStart, RefundPart } from './payment';

/**
 * Monobank acquiring (docs/decisions/0048-monobank-acquirer.md): an invoice made with the merchant's X-Token, its
 * page, a webhook signed with ECDSA (X-Sign) by the key at /api/merchant/pubkey, the invoice's status, and
 * `cancel` to return a paid one's money.
 */
export interface MonobankAcquirer extends OutsideAcquirer<'monobank'> {
  /** Makes the invoice of a payment session: Monobank's id and the page where the shopper pays. */
  createInvoice(payment: PaymentStart): Promise<{ invoiceId: string; pageUrl: string }>;
  /** The event a webhook reports, or null when X-Sign is not Monobank's signature over these very bytes. */
  readWebhook(body: string, xSign: string): Promise<AcquirerEvent | null>;
}

/** Monobank's invoice statuses in the shop's words: created, processing and hold come before the end. */
const STATES: Record<string, AcquirerState> = { success: 'success', failure: 'fail', expired: 'fail', reversed: 'refunded' };
export const monobankState = (status: string): AcquirerState => STATES[status] ?? 'pending';

/** ISO 4217 number of the hryvnia, the only currency the store charges in. */
const UAH = 980;

interface InvoiceStatus {
  invoiceId?: string;
  status?: string;
  amount?: number;
  ccy?: number;
  reference?: string;
  modifiedDate?: string;
  createdDate?: string;
}

export function monobankAcquirer(
  settings: NonNullable<Config['monobank']> & { expiryMinutes: number },
  site: Pick<Config, 'publicUrl' | 'storeName'>,
  retry: RetryPolicy = ACQUIRER_RETRY,
): MonobankAcquirer {
  const headers = { 'X-Token': settings.token, 'content-type': 'application/json' };
  const call = (path: string, what: string, body?: object) =>
    callAcquirer(
      `${settings.apiUrl}${path}`,
      body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) },
      retry,
    ).then((answer) => acquirerJson<Record<string, unknown>>(answer, what));
  // The key changes rarely; a signature it does not accept makes the store ask once more, in case it just did.
  let publicKey: string | null = null;
  const fetchKey = async () => {
    const { key } = await call('/api/merchant/pubkey', 'Monobank pubkey');
    if (typeof key !== 'string') throw new AcquirerUnavailable('Monobank pubkey: no key');
    publicKey = Buffer.from(key, 'base64').toString('utf8');
    return publicKey;
  };
  const signedBy = (key: string, body: string, xSign: string) => {
    try {
      return verifySignature('sha256', Buffer.from(body, 'utf8'), key, Buffer.from(xSign, 'base64'));
    } catch {
      return false;
    }
  };
  const event = (invoice: InvoiceStatus, sessionId?: string): AcquirerEvent | null => {
    const reference = sessionId ?? invoice.reference;
    if (typeof reference !== 'string' || typeof invoice.status !== 'string' || typeof invoice.invoiceId !== 'string') return null;
    const at = invoice.modifiedDate ?? invoice.createdDate;
    return {
      sessionId: reference,
      ref: invoice.invoiceId,
      state: invoice.ccy === undefined || invoice.ccy === UAH ? monobankState(invoice.status) : 'pending',
      at: at && !Number.isNaN(Date.parse(at)) ? new Date(at) : new Date(),
      amountKop: typeof invoice.amount === 'number' ? invoice.amount : 0,
    };
  };
  return {
    name: 'monobank',
    // The invoice is made from this page of the store, when the shopper goes on to pay: outside the checkout's transaction.
    start: ({ sessionId, lang }) => localizedPath(lang, `/payment/monobank/${sessionId}`),
    verify: () => null,
    async createInvoice({ sessionId, checkoutId, amountKop, lang }) {
      const answer = await call('/api/merchant/invoice/create', 'Monobank invoice', {
        amount: amountKop,
        ccy: UAH,
        merchantPaymInfo: { reference: sessionId, destination: `${site.storeName}: ${sessionId}` },
        redirectUrl: `${site.publicUrl}${localizedPath(lang, paths.thankYou(checkoutId))}`,
        webHookUrl: `${site.publicUrl}/api/payment/monobank/webhook`,
        validity: settings.expiryMinutes * 60,
      });
      if (typeof answer.invoiceId !== 'string' || typeof answer.pageUrl !== 'string')
        throw new AcquirerUnavailable('Monobank invoice: no invoiceId or pageUrl');
      return { invoiceId: answer.invoiceId, pageUrl: answer.pageUrl };
    },
    async readWebhook(body, xSign) {
      const genuine = signedBy(publicKey ?? (await fetchKey()), body, xSign) || signedBy(await fetchKey(), body, xSign);
      if (!genuine) return null;
      try {
        return event(JSON.parse(body) as InvoiceStatus);
      } catch {
        return null;
      }
    },
    async status({ sessionId, ref }: AcquirerPayment) {
      if (ref === null) return null;
      return event(
        (await call(`/api/merchant/invoice/status?invoiceId=${encodeURIComponent(ref)}`, 'Monobank status')) as InvoiceStatus,
        sessionId,
      );
    },
    async refund({ sessionId, ref, amountKop }: AcquirerPayment, part?: RefundPart) {
      if (ref === null) throw new AcquirerUnavailable('Monobank cancel: the session has no invoice');
      // extRef names the session in Monobank's records of the refund; the shop asks once per session (refunded_at).
      await call('/api/merchant/invoice/cancel', 'Monobank cancel', {
        invoiceId: ref,
        extRef: part?.reference ?? `refund-${sessionId}`,
        amount: part?.amountKop ?? amountKop,
      });
    },
    async abandon({ ref }: AcquirerPayment) {
      if (ref !== null) await call('/api/merchant/invoice/remove', 'Monobank remove', { invoiceId: ref });
    },
  };
}

import { createHash, timingSafeEqual } from 'node:crypto';
import { localizedPath, paths } from '../../src/domain/paths';
import type { Config } from '../config';
import { ACQUIRER_RETRY, AcquirerUnavailable, acquirerJson, callAcquirer, type RetryPolicy } from './acquirer-http';
import type { AcquirerEvent, AcquirerPayment, AcquirerState, OutsideAcquirer, RefundPart } from './payment';

/**
 * LiqPay (docs/decisions/0047-liqpay-acquirer.md): checkout by redirect, a server-to-server callback, and the
 * `status` and `refund` actions of its API, all as `data` (base64 of the JSON) and `signature`.
 */
export interface LiqpayAcquirer extends OutsideAcquirer<'liqpay'> {
  /** The event a callback's `data` reports, or null when `signature` is not LiqPay's over it. */
  readCallback(data: string, signature: string): AcquirerEvent | null;
}

export const liqpayData = (params: object): string => Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
export const liqpaySignature = (privateKey: string, data: string): string =>
  createHash('sha1')
    .update(privateKey + data + privateKey)
    .digest('base64');

/** LiqPay's statuses in the shop's words; every one not named (3ds_verify, processing, wait_accept, hold_wait...) is a step before the end. */
const FINAL_STATES: Record<string, AcquirerState> = { success: 'success', failure: 'fail', error: 'fail', reversed: 'refunded' };
export const liqpayState = (status: string): AcquirerState => FINAL_STATES[status] ?? 'pending';

/** What LiqPay's callback and `status` answer carry that the shop reads. */
interface LiqpayPayment {
  order_id?: string;
  status?: string;
  amount?: number;
  currency?: string;
  end_date?: number;
  create_date?: number;
  err_code?: string;
  /** hryvnias returned of the payment so far, by all its refunds */
  refund_amount?: number;
}

/** Hryvnias as LiqPay writes them (a decimal number) and back, without float drift: 1234.5 is 123450 kopecks. */
const toUah = (kop: number) => kop / 100;
const toKop = (uah: number) => Math.round(uah * 100);

const API_VERSION = 3;

const pauseFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function liqpayAcquirer(
  keys: NonNullable<Config['liqpay']>,
  site: Pick<Config, 'publicUrl' | 'storeName'>,
  retry: RetryPolicy = ACQUIRER_RETRY,
): LiqpayAcquirer {
  const signed = (params: object) => {
    const data = liqpayData({ version: API_VERSION, public_key: keys.publicKey, ...params });
    return { data, signature: liqpaySignature(keys.privateKey, data) };
  };
  const genuine = (data: string, signature: string) => {
    const expected = Buffer.from(liqpaySignature(keys.privateKey, data));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const event = (payment: LiqpayPayment): AcquirerEvent | null => {
    if (typeof payment.order_id !== 'string' || typeof payment.status !== 'string') return null;
    const at = payment.end_date ?? payment.create_date;
    return {
      sessionId: payment.order_id,
      state: payment.currency === undefined || payment.currency === 'UAH' ? liqpayState(payment.status) : 'pending',
      at: typeof at === 'number' ? new Date(at) : new Date(),
      amountKop: typeof payment.amount === 'number' ? toKop(payment.amount) : 0,
    };
  };
  /** One action of LiqPay's server API (`/api/request`). */
  const request = async (params: object, what: string, policy = retry): Promise<LiqpayPayment & { result?: string }> => {
    const answer = await callAcquirer(
      `${keys.apiUrl}/api/request`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(signed(params)).toString(),
      },
      policy,
    );
    return acquirerJson(answer, what);
  };
  return {
    name: 'liqpay',
    start({ sessionId, checkoutId, amountKop, lang }) {
      const { data, signature } = signed({
        action: 'pay',
        amount: toUah(amountKop),
        currency: 'UAH',
        description: `${site.storeName}: ${sessionId}`,
        order_id: sessionId,
        // LiqPay's page speaks Ukrainian and English; a Russian-speaking shopper comes back to the Russian thank-you page.
        language: 'uk',
        result_url: `${site.publicUrl}${localizedPath(lang, paths.thankYou(checkoutId))}`,
        server_url: `${site.publicUrl}/api/payment/liqpay/callback`,
      });
      return `${keys.apiUrl}/api/3/checkout?${new URLSearchParams({ data, signature }).toString()}`;
    },
    verify: () => null,
    readCallback(data, signature) {
      if (!genuine(data, signature)) return null;
      try {
        return event(JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as LiqpayPayment);
      } catch {
        return null;
      }
    },
    async status({ sessionId }: AcquirerPayment) {
      const answer = await request({ action: 'status', order_id: sessionId }, 'LiqPay status');
      if (answer.err_code === 'payment_not_found') return null;
      if (answer.result === 'error') throw new AcquirerUnavailable(`LiqPay status: ${answer.err_code ?? 'error'}`);
      return event({ order_id: sessionId, ...answer });
    },
    /**
     * LiqPay's `refund` takes no key of its own: two of them for one order_id return the money twice. So it is sent
     * once per try, and before each try `status` is asked how much of the payment is back (`refund_amount`, or all
     * of it when `reversed`); when that already covers this refund, a try whose answer was lost made it.
     */
    async refund({ sessionId, amountKop }: AcquirerPayment, part?: RefundPart) {
      const wanted = part?.amountKop ?? amountKop;
      const target = (part?.returnedBeforeKop ?? 0) + wanted;
      const returnedKop = async () => {
        const answer = await request({ action: 'status', order_id: sessionId }, 'LiqPay status');
        if (answer.result === 'error' && answer.err_code !== 'payment_not_found')
          throw new AcquirerUnavailable(`LiqPay status: ${answer.err_code ?? 'error'}`);
        return answer.status === 'reversed' ? amountKop : toKop(answer.refund_amount ?? 0);
      };
      let last: AcquirerUnavailable | undefined;
      for (let attempt = 0; attempt < retry.attempts; attempt += 1) {
        if (attempt > 0) await pauseFor(retry.firstPauseMs * 2 ** (attempt - 1));
        if ((await returnedKop()) >= target) return;
        let answer: LiqpayPayment & { result?: string };
        try {
          answer = await request({ action: 'refund', order_id: sessionId, amount: toUah(wanted) }, 'LiqPay refund', {
            ...retry,
            attempts: 1,
          });
        } catch (error) {
          if (!(error instanceof AcquirerUnavailable)) throw error;
          last = error;
          continue;
        }
        if (answer.result === 'ok') return;
        // A refusal (nothing left to return, a payment not paid) is LiqPay's word: asking again changes nothing.
        throw new AcquirerUnavailable(`LiqPay refund: ${answer.err_code ?? answer.status ?? 'error'}`);
      }
      // The last try's answer may have been lost too: its money may be back, which the next call finds out first.
      throw last ?? new AcquirerUnavailable('LiqPay refund: no try');
    },
    // LiqPay's checkout cannot be closed from the shop; a payment made after expiry is refunded when it is reported.
    abandon: async () => undefined,
  };
}

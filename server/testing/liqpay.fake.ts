import { liqpayData, liqpaySignature } from '../adapters/liqpay';
import { deliverOverHttp, fakePayPage, fakeServer, type Deliver } from './fake-acquirer';

interface FakePayment {
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  result_url: string;
  server_url: string;
  create_date: number;
  end_date: number;
}

/**
 * A local stand-in for LiqPay (docs/decisions/0047-liqpay-acquirer.md): `/api/3/checkout` checks the signed `data`
 * and shows a pay page whose buttons post the signed server-to-server callback and send the shopper to `result_url`;
 * `/api/request` answers the `status` and `refund` actions.
 */
export function fakeLiqpay(keys: { publicKey: string; privateKey: string }, deliver: Deliver = deliverOverHttp) {
  const server = fakeServer();
  const payments = new Map<string, FakePayment>();
  let clock = Date.parse('2026-12-01T10:00:00Z');
  const tick = () => (clock += 1000);
  const signed = (params: object) => {
    const data = liqpayData(params);
    return { data, signature: liqpaySignature(keys.privateKey, data) };
  };
  /** The request's JSON when LiqPay would take it: signed with the private key, for this merchant. */
  const read = (data: unknown, signature: unknown): Record<string, unknown> | null => {
    if (typeof data !== 'string' || signature !== liqpaySignature(keys.privateKey, data)) return null;
    const params = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, unknown>;
    return params.public_key === keys.publicKey && params.version === 3 ? params : null;
  };
  const returned = (orderId: string) => refunds.filter((r) => r.order_id === orderId).reduce((sum, r) => sum + r.amount, 0);
  const report = (payment: FakePayment) => ({
    ...payment,
    // What LiqPay's status answer says of refunds: the sum returned so far and when the last one was made.
    ...(returned(payment.order_id) > 0 ? { refund_amount: returned(payment.order_id), refund_date_last: payment.end_date } : {}),
    action: 'pay',
    public_key: keys.publicKey,
    version: 3,
    payment_id: payment.create_date,
  });
  const callback = (payment: FakePayment) =>
    deliver(payment.server_url, new URLSearchParams(signed(report(payment))).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });

  server.app.get<{ Querystring: { data?: string; signature?: string } }>('/api/3/checkout', async (req, reply) => {
    const params = read(req.query.data, req.query.signature);
    if (!params || params.action !== 'pay' || typeof params.order_id !== 'string')
      return reply.status(400).type('text/html').send('<p>bad signature</p>');
    const existing = payments.get(params.order_id);
    if (!existing) {
      const at = tick();
      payments.set(params.order_id, {
        order_id: params.order_id,
        amount: Number(params.amount),
        currency: String(params.currency),
        status: 'processing',
        result_url: String(params.result_url),
        server_url: String(params.server_url),
        create_date: at,
        end_date: at,
      });
    }
    const payment = payments.get(params.order_id)!;
    return reply
      .type('text/html; charset=utf-8')
      .send(fakePayPage(`LiqPay ${String(params.description)}`, String(payment.amount), `/fake/pay/${payment.order_id}`));
  });

  server.app.post<{ Params: { id: string }; Body: { decision?: string } }>('/fake/pay/:id', async (req, reply) => {
    const payment = payments.get(req.params.id);
    if (!payment) return reply.status(404).send('no payment');
    payment.status = req.body.decision === 'success' ? 'success' : 'failure';
    payment.end_date = tick();
    await callback(payment);
    return reply.redirect(payment.result_url, 303);
  });

  server.app.post<{ Body: { data?: string; signature?: string } }>('/api/request', async (req) => {
    const params = read(req.body.data, req.body.signature);
    if (!params) return { result: 'error', status: 'error', err_code: 'err_signature' };
    const payment = payments.get(String(params.order_id));
    if (!payment) return { result: 'error', status: 'error', err_code: 'payment_not_found' };
    if (params.action === 'status') return { result: 'ok', ...report(payment) };
    if (params.action === 'refund') {
      const back = returned(payment.order_id);
      if (payment.status !== 'success' || back + Number(params.amount) > payment.amount)
        return { result: 'error', status: 'error', err_code: 'payment_not_subject_to_refund' };
      refunds.push({ order_id: payment.order_id, amount: Number(params.amount) });
      // A partial refund leaves the payment paid; the last kopeck back reverses it.
      if (back + Number(params.amount) === payment.amount) payment.status = 'reversed';
      payment.end_date = tick();
      return { result: 'ok', status: 'reversed' };
    }
    return { result: 'error', status: 'error', err_code: 'unknown_action' };
  });
  const refunds: { order_id: string; amount: number }[] = [];

  return {
    ...server,
    payments,
    refunds,
    /** a callback as LiqPay would sign it, for a test to replay or reorder */
    signedCallback: (payment: FakePayment) => signed(report(payment)),
    /** the shopper pays (or declines) on the page, as the buttons do */
    decide: async (orderId: string, decision: 'success' | 'failure') => {
      const payment = payments.get(orderId)!;
      payment.status = decision;
      payment.end_date = tick();
      return callback(payment);
    },
  };
}

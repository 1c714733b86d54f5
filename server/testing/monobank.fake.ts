import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { deliverOverHttp, fakePayPage, fakeServer, type Deliver } from './fake-acquirer';

interface FakeInvoice {
  invoiceId: string;
  status: string;
  amount: number;
  ccy: number;
  reference: string;
  redirectUrl: string;
  webHookUrl: string;
  createdDate: string;
  modifiedDate: string;
}

/**
 * A local stand-in for Monobank acquiring (docs/decisions/0048-monobank-acquirer.md): invoices made with the
 * X-Token, their status, cancel and remove, the ECDSA public key, and a pay page whose buttons send the webhook
 * signed with the matching private key (X-Sign) and the shopper to `redirectUrl`.
 */
export function fakeMonobank(token: string, deliver: Deliver = deliverOverHttp) {
  const server = fakeServer();
  let keys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const invoices = new Map<string, FakeInvoice>();
  const cancels: { invoiceId: string; extRef: string; amount: number }[] = [];
  let base = '';
  let clock = Date.parse('2026-12-01T10:00:00Z');
  const tick = () => new Date((clock += 1000)).toISOString();
  const xSign = (body: string) => sign('sha256', Buffer.from(body), keys.privateKey).toString('base64');
  const webhook = (invoice: FakeInvoice) => {
    const body = JSON.stringify(invoice);
    return deliver(invoice.webHookUrl, body, { 'content-type': 'application/json', 'x-sign': xSign(body) });
  };
  const settle = (invoice: FakeInvoice, status: string) => {
    invoice.status = status;
    invoice.modifiedDate = tick();
  };

  server.app.addHook('preHandler', async (req, reply) => {
    if (req.url.startsWith('/api/merchant/') && req.headers['x-token'] !== token)
      return reply.status(403).send({ errCode: 'FORBIDDEN', errText: 'forbidden' });
  });
  server.app.get('/api/merchant/pubkey', async () => ({
    key: Buffer.from(keys.publicKey.export({ type: 'spki', format: 'pem' }).toString()).toString('base64'),
  }));
  server.app.post<{
    Body: { amount: number; ccy?: number; merchantPaymInfo?: { reference?: string }; redirectUrl: string; webHookUrl: string };
  }>('/api/merchant/invoice/create', async (req, reply) => {
    if (!Number.isInteger(req.body.amount) || req.body.amount <= 0)
      return reply.status(400).send({ errCode: 'BAD_REQUEST', errText: 'amount' });
    const at = tick();
    const invoice: FakeInvoice = {
      invoiceId: randomUUID(),
      status: 'created',
      amount: req.body.amount,
      ccy: req.body.ccy ?? 980,
      reference: req.body.merchantPaymInfo?.reference ?? '',
      redirectUrl: req.body.redirectUrl,
      webHookUrl: req.body.webHookUrl,
      createdDate: at,
      modifiedDate: at,
    };
    invoices.set(invoice.invoiceId, invoice);
    return { invoiceId: invoice.invoiceId, pageUrl: `${base}/pay/${invoice.invoiceId}` };
  });
  server.app.get<{ Querystring: { invoiceId?: string } }>('/api/merchant/invoice/status', async (req, reply) => {
    const invoice = invoices.get(req.query.invoiceId ?? '');
    return invoice ?? reply.status(404).send({ errCode: 'NOT_FOUND', errText: 'invoice not found' });
  });
  server.app.post<{ Body: { invoiceId: string; extRef?: string; amount?: number } }>('/api/merchant/invoice/cancel', async (req, reply) => {
    const invoice = invoices.get(req.body.invoiceId);
    if (!invoice || invoice.status !== 'success') return reply.status(400).send({ errCode: 'BAD_REQUEST', errText: 'not paid' });
    const back = cancels.filter((c) => c.invoiceId === invoice.invoiceId).reduce((sum, c) => sum + c.amount, 0);
    const amount = req.body.amount ?? invoice.amount - back;
    if (back + amount > invoice.amount) return reply.status(400).send({ errCode: 'BAD_REQUEST', errText: 'more than paid' });
    cancels.push({ invoiceId: invoice.invoiceId, extRef: req.body.extRef ?? '', amount });
    // A partial cancel leaves the invoice paid; the last kopeck back reverses it.
    if (back + amount === invoice.amount) settle(invoice, 'reversed');
    return { status: 'success', createdDate: invoice.modifiedDate, modifiedDate: invoice.modifiedDate };
  });
  server.app.post<{ Body: { invoiceId: string } }>('/api/merchant/invoice/remove', async (req, reply) => {
    const invoice = invoices.get(req.body.invoiceId);
    if (!invoice) return reply.status(400).send({ errCode: 'BAD_REQUEST', errText: 'no invoice' });
    if (invoice.status === 'created') settle(invoice, 'expired');
    return {};
  });
  server.app.get<{ Params: { id: string } }>('/pay/:id', async (req, reply) => {
    const invoice = invoices.get(req.params.id);
    if (!invoice || invoice.status !== 'created') return reply.status(404).send('no invoice to pay');
    return reply
      .type('text/html; charset=utf-8')
      .send(fakePayPage('monobank', (invoice.amount / 100).toFixed(2), `/pay/${invoice.invoiceId}`));
  });
  server.app.post<{ Params: { id: string }; Body: { decision?: string } }>('/pay/:id', async (req, reply) => {
    const invoice = invoices.get(req.params.id);
    if (!invoice || invoice.status !== 'created') return reply.status(404).send('no invoice to pay');
    settle(invoice, req.body.decision === 'success' ? 'success' : 'failure');
    await webhook(invoice);
    return reply.redirect(invoice.redirectUrl, 303);
  });

  return {
    ...server,
    invoices,
    cancels,
    async listen(port: number) {
      base = await server.listen(port);
      return base;
    },
    /** the X-Sign Monobank would put on these bytes */
    xSign,
    /** Monobank turns its key over: signatures made from now on need the new one */
    rotateKey: () => void (keys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })),
    /** the shopper pays (or declines) on the page, as its buttons do */
    decide: async (invoiceId: string, decision: 'success' | 'failure') => {
      const invoice = invoices.get(invoiceId)!;
      settle(invoice, decision);
      return webhook(invoice);
    },
    /** the invoice's state changes at Monobank and its webhook is lost */
    settleQuietly: settle,
  };
}

import Fastify, { type FastifyInstance } from 'fastify';

/**
 * How a fake acquirer's API misbehaves on its next calls: a 5xx answer, no answer until the caller gives up, or
 * the request done and its answer lost on the way (the caller gives up as for `hang`, but the refund was made);
 * `pass` lets one call through as usual, so a fault can aim at a later call.
 */
type Fault = 'error' | 'hang' | 'lost' | 'pass';

/** How a fake delivers its callback to the shop: over HTTP by default, or straight into a test's app. */
export type Deliver = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

export const deliverOverHttp: Deliver = async (url, body, headers) => (await fetch(url, { method: 'POST', body, headers })).status;

/**
 * What the LiqPay and Monobank fakes share: a Fastify server on 127.0.0.1 whose API routes can be told to fail
 * their next calls, and a count of the calls each route took.
 */
export function fakeServer() {
  const app: FastifyInstance = Fastify({ logger: false });
  const faults: Fault[] = [];
  const calls = new Map<string, number>();
  const losing = new Set<string>();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // What a journey's runner waits for before it starts the browsers.
  app.get('/health', async () => ({ ok: true }));
  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?')[0]!;
    if (!path.startsWith('/api/')) return;
    calls.set(path, (calls.get(path) ?? 0) + 1);
    const fault = faults.shift();
    if (fault === 'error') return reply.status(502).send({ errText: 'fake outage' });
    // Never answers; the caller's timeout ends the wait, and the close below ends the socket.
    if (fault === 'hang') return new Promise<never>(() => undefined);
    if (fault === 'lost') losing.add(req.id);
  });
  app.addHook('onSend', async (req) => {
    if (losing.delete(req.id)) await new Promise<never>(() => undefined);
  });
  return {
    app,
    /** the next calls to the API fail, one fault each */
    failNext: (...next: Fault[]) => void faults.push(...next),
    /** how many calls a path of the API took, failed ones included */
    callsTo: (path: string) => calls.get(path) ?? 0,
    async listen(port: number): Promise<string> {
      await app.listen({ port, host: '127.0.0.1' });
      return `http://127.0.0.1:${port}`;
    },
    close: () => app.close(),
  };
}

/** The fake's payment page: the amount, and a pay and a decline button, each a form like the real page's. */
export function fakePayPage(title: string, amountUah: string, action: string): string {
  return (
    `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p class="amount">${amountUah} UAH</p>` +
    `<form method="post" action="${action}"><input type="hidden" name="decision" value="success"><button type="submit">Pay</button></form>` +
    `<form method="post" action="${action}"><input type="hidden" name="decision" value="failure"><button type="submit">Decline</button></form></body></html>`
  );
}

/**
 * The port a test file's fake listens on: `slot` (0 LiqPay, 1 Monobank) in a pair of ports per Vitest worker, so the
 * same file run by two projects at once (SQLite and PostgreSQL) never meets itself. 8211 to 8214 on two workers.
 */
export const fakePort = (slot: 0 | 1): number => 8211 + slot + 2 * (Number(process.env.VITEST_POOL_ID ?? 1) - 1);

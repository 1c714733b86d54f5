import type { FastifyReply, FastifyRequest } from 'fastify';
import { localizedPath, paths, splitLang, type Lang } from '../../src/domain/paths';
import { signCallback } from '../adapters/payment';
import { SandboxDecision, SandboxParams } from '../contract/payment';
import { ApiError } from '../http/errors';
import { SANDBOX_PAGE_CSP, sandboxNotFoundPage, sandboxPaymentPage } from '../http/sandbox-page';
import { paymentSession } from '../services/checkout/payment';
import type { RoutePlugin } from './context';

/** The thank-you page of a checkout, in the language the orders were placed in. */
const thankYouUrl = (lang: Lang, checkoutId: string) => localizedPath(lang, paths.thankYou(checkoutId));

/** A browser form (`status=success`) or an acquirer's callback posts urlencoded fields; read them without a form-body plugin. */
export function parseForm(_req: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void): void {
  done(null, Object.fromEntries(new URLSearchParams(body)));
}

/**
 * The sandbox acquirer (PAYMENT_PROVIDER=sandbox, the default outside production): a page outside the app (no
 * scripts, its own strict CSP) and its decision, which plays the acquirer's signed callback. Registered only
 * when the sandbox is the store's acquirer (server/app.ts).
 */
export const sandboxAcquirerRoutes: RoutePlugin = async (app, { db, config }) => {
  const page = async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const session = await paymentSession(db, req.params.id);
    // Without a referrer a browser's form post names its origin "null", which the store refuses as a foreign write.
    reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', SANDBOX_PAGE_CSP)
      .header('Referrer-Policy', 'same-origin')
      .type('text/html; charset=utf-8');
    if (!session) return reply.status(404).send(sandboxNotFoundPage(splitLang(req.url).lang, config.storeName));
    return sandboxPaymentPage({
      lang: session.lang,
      sessionId: session.id,
      storeName: config.storeName,
      amountKop: session.amountKop,
      status: session.status,
      thankYouUrl: thankYouUrl(session.lang, session.checkoutId),
    });
  };
  const pageSchema = { hide: true, params: SandboxParams };
  app.get('/payment/sandbox/:id', { schema: pageSchema }, page);
  app.get('/ru/payment/sandbox/:id', { schema: pageSchema }, page);

  app.register(async (acquirer) => {
    acquirer.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseForm);
    acquirer.post<{ Params: { id: string }; Body: { status: 'success' | 'fail' } }>(
      '/payment/sandbox/:id/decide',
      { schema: { hide: true, params: SandboxParams, body: SandboxDecision } },
      async (req, reply) => {
        // Only the page's own form decides: a browser names its origin on that post (a foreign one is refused
        // before this), and a post naming none comes from a script, which would mark its own order paid.
        if (req.headers.origin === undefined) throw new ApiError(403, 'foreignOrigin');
        const session = await paymentSession(db, req.params.id);
        if (!session) throw new ApiError(404, 'paymentNotFound');
        // Plays the acquirer: a signed callback to the shop's public endpoint, as a real one would send.
        const delivered = await app.inject({
          method: 'POST',
          url: '/api/payment/callback',
          payload: signCallback(config.secret, session.id, req.body.status),
        });
        if (delivered.statusCode !== 200) throw new ApiError(502, 'server');
        return reply.redirect(thankYouUrl(session.lang, session.checkoutId), 303);
      },
    );
  });
};

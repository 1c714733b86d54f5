import type { FastifyInstance } from 'fastify';

/**
 * App pages are answered by the not-found handler (server/http/pages.ts), and @fastify/compress compresses only
 * what routes send. This catch-all GET route hands every request no other route takes to that handler: Fastify
 * keeps the route's onSend hooks when it calls the not-found handler, so the page's HTML goes out compressed.
 * Register it after @fastify/compress.
 */
export function registerPageCompression(app: FastifyInstance): void {
  app.get('/*', { schema: { hide: true } }, (_req, reply) => reply.callNotFound());
}

import type { FastifyInstance } from 'fastify';

/**
 * A DELETE names what it removes in its path; clients (and fetch wrappers) often still send
 * `Content-Type: application/json` with it and no body. That is no body, not a broken one: Fastify's own JSON
 * parser (with its prototype-poisoning guard) reads every other body, and a route that needs one still refuses
 * its absence through its schema.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (req.method === 'DELETE' && (body as string).trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(req, body as string, done);
  });
}

import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/**
 * How deep a JSON body may nest. The deepest body the API takes (a cart line inside a list inside an order) is a
 * handful of levels; every walk over a body after parsing (the check for infinite numbers, validation, services)
 * recurses, so a body nested hundreds of thousands deep would overflow the stack there. It is refused before.
 */
export const JSON_BODY_MAX_DEPTH = 32;
/** The largest JSON body the API takes: a seller's price feed of a few thousand lines fits. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/** How deep `text` nests its arrays and objects, read without parsing: brackets inside strings do not count. */
export function jsonDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character, a quote too
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/**
 * JSON bodies are bounded in size and depth before they are parsed; within bounds, Fastify's own parser (with its
 * prototype-poisoning guard) reads them. A DELETE names what it removes in its path; clients (and fetch wrappers) often
 * still send `Content-Type: application/json` with it and no body: that is no body, not a broken one, and a route that
 * needs one still refuses its absence through its schema.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_MAX_BYTES }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (req.method === 'DELETE' && text.trim() === '') return done(null, undefined);
    if (jsonDepth(text, JSON_BODY_MAX_DEPTH) > JSON_BODY_MAX_DEPTH) return done(new ApiError(400, 'jsonTooDeep'), undefined);
    parse(req, text, done);
  });
}

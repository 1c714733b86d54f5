import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { requestLang } from './lang';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `public`: the answer is the same for every shopper who asks the same URL in the same language (the
     * catalogue, products, menus, brands, suggestions), so browsers, a CDN and this process may keep it; see ADR 27.
     */
    cache?: 'public';
    /** On a public route, the requests whose answer is one customer's own: never kept, marked private. */
    privateWhen?: (req: FastifyRequest) => boolean;
  }
  interface FastifyRequest {
    /** the catalogue version read before the route ran; its answer is kept under it */
    catalogueVersionSeen: number | null;
    servedFromCache: boolean;
  }
}

/**
 * A browser asks again every time (a 304 when nothing changed), so a shopper sees a new price or stock as soon as
 * today; a CDN keeps an answer half a minute and may serve it a minute more while it fetches a fresh one
 * (`CDN-Cache-Control`, RFC 9213; `s-maxage` for shared caches that do not know it). Money is never spent on a
 * kept answer: the cart and checkout always ask the server (ADR 3).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, must-revalidate';
export const CDN_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';
/** Anything else of the API depends on who asks (a session, a search history, a cart): nobody may keep a copy. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The encodings a kept answer is also kept in, the one a browser prefers first. */
type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * Made once per kept answer, so the level can be higher than per-request compression affords: brotli 5 makes a
 * catalogue page (27 KB) about 3.6 KB in a millisecond; 11 saves 0.4 KB more for 30 ms.
 */
const encode: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
  gzip: (body) => gzipSync(body),
};

/** Shorter answers go out as they are: compressing them saves less than the work. @fastify/compress uses it too. */
export const COMPRESS_FROM_BYTES = 1024;

interface KeptAnswer {
  /** UTF-8, encoded once: sending the text would encode its Cyrillic again for every repeat. */
  body: Buffer;
  etag: string;
  contentType: string;
  /** the body in each encoding asked for so far */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * Answers kept in this process's memory, the least recently used given up first when they pass `maxBytes`.
 * They all belong to one catalogue version: a newer one empties the store, since any answer may have changed.
 */
export function answerStore(maxBytes: number) {
  const answers = new Map<string, KeptAnswer>();
  let bytes = 0;
  let version: number | null = null;
  const sizeOf = (key: string, answer: KeptAnswer) =>
    answer.body.length +
    2 * (key.length + answer.etag.length + answer.contentType.length) +
    Object.values(answer.encoded).reduce((sum, buffer) => sum + buffer.length, 0);

  /** Gives up the answers used longest ago until the rest fit. */
  function fit(): void {
    for (const [oldestKey, oldest] of answers) {
      if (bytes <= maxBytes) break;
      answers.delete(oldestKey);
      bytes -= sizeOf(oldestKey, oldest);
    }
  }

  return {
    /** Called with the version read for each request: a newer one forgets every answer made before it. */
    catalogueIs(current: number): void {
      if (current === version) return;
      version = current;
      answers.clear();
      bytes = 0;
    },
    get(key: string): KeptAnswer | undefined {
      const answer = answers.get(key);
      if (answer) {
        answers.delete(key);
        answers.set(key, answer);
      }
      return answer;
    },
    /** Keeps an answer made at `madeAt`, unless the catalogue has moved on since (it may already be out of date). */
    keep(key: string, answer: KeptAnswer, madeAt: number): void {
      const size = sizeOf(key, answer);
      if (madeAt !== version || size > maxBytes) return;
      const old = answers.get(key);
      if (old) bytes -= sizeOf(key, old);
      answers.delete(key);
      answers.set(key, answer);
      bytes += size;
      fit();
    },
    /** The kept answer's body in `encoding`, made the first time it is asked for. */
    encoded(key: string, answer: KeptAnswer, encoding: Encoding): Buffer {
      let buffer = answer.encoded[encoding];
      if (!buffer) {
        buffer = answer.encoded[encoding] = encode[encoding](answer.body);
        if (answers.get(key) === answer) {
          bytes += buffer.length;
          fit();
        }
      }
      return buffer;
    },
  };
}

/** A GET of a public route, unless this request asks for a customer's own answer. */
const isPublicRequest = (req: FastifyRequest) =>
  req.routeOptions.config.cache === 'public' && req.method === 'GET' && !req.routeOptions.config.privateWhen?.(req);

/** What a public answer depends on: the URL (path and query) and the language of its texts. Nothing else is read. */
const keyOf = (req: FastifyRequest) => `${requestLang(req)} ${req.url}`;

/** A strong validator: the digest of the exact JSON, so an answer that did not change keeps it across versions. */
const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Public answers differ by the language of their texts and by how they are compressed. */
const VARY = 'accept-language, accept-encoding';

function markPublic(reply: FastifyReply, etag: string): void {
  reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('cdn-cache-control', CDN_CACHE_CONTROL);
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): `W/"x"` matches `"x"`, and `*` matches any answer. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Public answers carry an ETag and a cache rule a CDN may follow, answer 304 to a matching If-None-Match, and
 * repeats are answered from this process's memory without running the route's queries. The catalogue version
 * (migration 0017) is read for every such request, one small row, so an answer is never older than the last
 * change committed by any process sharing the database. Answers of routes without `config.cache` are marked
 * private. Register before the routes (it checks their options) and after the rate limit (a repeat still counts).
 */
export function registerResponseCache(app: FastifyInstance, db: Db, config: Pick<Config, 'responseCacheMb'>): void {
  const store = answerStore(config.responseCacheMb * 2 ** 20);
  // Asked before every public answer: built and compiled once instead of on each request.
  const versionQuery = db.selectFrom('catalogue_version').select('version').where('id', '=', 1).compile();
  const catalogueVersion = async () => (await db.executeQuery(versionQuery)).rows[0]!.version;

  app.decorateRequest('catalogueVersionSeen', null);
  app.decorateRequest('servedFromCache', false);

  app.addHook('onRoute', (route) => {
    // A session's answer in a shared cache would show one shopper's data to the next.
    if (route.config?.cache === 'public' && route.config.customer)
      throw new Error(`${route.url} reads the customer, so its answers cannot be public`);
  });

  // After validation, so a repeat of a bad request still gets its 400; after the rate limit's onRequest.
  app.addHook('preHandler', async (req, reply) => {
    if (!isPublicRequest(req)) return;
    const version = await catalogueVersion();
    store.catalogueIs(version);
    req.catalogueVersionSeen = version;
    const key = keyOf(req);
    const kept = store.get(key);
    if (!kept) return;
    req.servedFromCache = true;
    markPublic(reply, kept.etag);
    reply.header('vary', VARY);
    if (matches(req.headers['if-none-match'], kept.etag)) return reply.code(304).send('');
    const encoding =
      kept.body.length >= COMPRESS_FROM_BYTES ? (negotiate(req.headers['accept-encoding'] ?? '', ENCODINGS) as Encoding | null) : null;
    if (!encoding) return reply.type(kept.contentType).send(kept.body);
    // Compressed once and kept: compressing the same answer again for every browser cost more than the route.
    return reply
      .type(kept.contentType)
      .header('content-encoding', encoding)
      .send(store.encoded(key, kept, encoding));
  });

  // Before compression (its hook is the route's own, which runs after this app-wide one): the JSON is still text.
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.url.startsWith('/api/') || req.servedFromCache) return payload;
    const isPublic = isPublicRequest(req) && reply.statusCode === 200 && typeof payload === 'string' && !reply.hasHeader('set-cookie');
    if (!isPublic) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return payload;
    }
    const etag = String(reply.getHeader('etag') ?? etagOf(payload));
    // @fastify/compress adds accept-encoding to Vary when it compresses this answer.
    markPublic(reply, etag);
    reply.header('vary', 'accept-language');
    if (req.catalogueVersionSeen !== null) {
      store.keep(
        keyOf(req),
        { body: Buffer.from(payload), etag, contentType: String(reply.getHeader('content-type')), encoded: {} },
        req.catalogueVersionSeen,
      );
    }
    if (!matches(req.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  });
}

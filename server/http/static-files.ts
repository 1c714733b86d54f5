import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed build output never changes under its name; everything else must be revalidated. */
export function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * What a hashed file's answer goes without: it is never asked for again while cached (immutable) nor in ranges
 * (scripts and styles), so its validators and range offer are read by nobody. Over HTTP/1.1 they were 0.1 KB of
 * each of the 6 to 18 scripts a first visit loads.
 */
const UNREAD_BY_HASHED_FILES = ['etag', 'last-modified', 'accept-ranges'];

export async function registerStaticFiles(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(distDir)) return;
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/assets/')) for (const name of UNREAD_BY_HASHED_FILES) reply.removeHeader(name);
    done(null, payload);
  });
  await app.register(fastifyStatic, {
    root: resolve(distDir), // DIST_DIR may be absolute or relative to where the store was started
    // index.html is rendered per page (head, status), never served as a file.
    index: false,
    wildcard: false,
    // The build writes brotli and gzip copies beside each text file (scripts/vite-precompress.ts): a request for
    // the file gets the copy its Accept-Encoding allows, with Content-Encoding set, so @fastify/compress leaves it
    // as it is. The copies are not addresses of their own.
    preCompressed: true,
    // The server-rendering bundle (`server/`) and the source maps carry the store's sources: they stay on the server.
    globIgnore: ['index.html', '**/*.br', '**/*.gz', 'server/**', '**/*.map'],
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', cacheControlFor(path));
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
}

/** The built shell when there is one; the source template keeps API-only runs (tests, dev) able to answer pages. */
export function readShellTemplate(distDir: string): string {
  const built = join(distDir, 'index.html');
  return readFileSync(existsSync(built) ? built : 'index.html', 'utf8');
}

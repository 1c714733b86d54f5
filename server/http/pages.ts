import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { errorText } from '../i18n/texts';
import { requestLang } from './lang';
import { pageHead, renderPage, shellHead } from './page-head';
import { readShellTemplate } from './static-files';

/**
 * Everything that is not an API route or a file: an app page. It gets its head filled and the status the
 * app will show (404 for unknown pages); an unknown `/api/...` path is a JSON 404, never the shell.
 */
export function registerPages(app: FastifyInstance, db: Db, config: Config): void {
  const template = readShellTemplate(config.distDir);

  // The service worker precaches the shell under this name and serves it offline for every page.
  app.get('/index.html', { schema: { hide: true } }, async (req, reply) => {
    const head = shellHead(config, requestLang(req));
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(renderPage(template, config, head));
  });

  app.setNotFoundHandler(async (req, reply) => {
    const url = new URL(req.url, 'http://local');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/') || !['GET', 'HEAD'].includes(req.method)) {
      return reply.status(404).send({ message: errorText(requestLang(req), 'apiNotFound', { method: req.method, path: url.pathname }) });
    }
    // The language cookie only steers the bare home page; every other link already names its language.
    if (url.pathname === '/' && req.cookies.lang === 'ru') return reply.redirect('/ru', 302);
    const head = await pageHead(db, config, url.pathname, url.search);
    if (head.redirect) return reply.redirect(head.redirect, 301);
    return reply.status(head.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(renderPage(template, config, head));
  });
}

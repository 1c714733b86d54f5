import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageRenderer } from '../../src/domain/page-rendering';
import { chosenLang } from '../../src/domain/language-cookies';
import { splitLang } from '../../src/domain/paths';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { errorText } from '../i18n/texts';
import { customerByToken } from '../services/auth/customer-sessions';
import { keepAdSource } from './ad-cookies';
import { appCodeScripts, shellCode } from './app-code';
import { sessionToken } from './customer';
import { pageDataScript, pageRendering } from './first-screen';
import { pageAssets } from './page-assets';
import { requestLang } from './lang';
import { pageHead, renderPage, shellHead } from './page-head';
import { readShellTemplate } from './static-files';
import { loggedPath } from './request-log';

/**
 * Everything that is not an API route or a file: an app page. It gets its head filled, the status the app will
 * show (404 for unknown pages) and, when the app's renderer is built, its first screen rendered with the data
 * and texts embedded for hydration (docs/decisions/0024-server-rendering.md). An unknown `/api/...` path is a
 * JSON 404, never a page.
 */
export function registerPages(app: FastifyInstance, db: Db, config: Config, renderer: PageRenderer | null): void {
  const template = readShellTemplate(config.distDir);
  const code = shellCode(template);
  const render = renderer && pageRendering(app, renderer);
  const assetsOf = pageAssets(config.distDir);

  // The service worker precaches the shell under this name and serves it offline for every page.
  app.get('/index.html', { schema: { hide: true } }, async (req, reply) => {
    const head = shellHead(config, requestLang(req));
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderPage(template, config, head));
  });

  /** The first screen, or none: a page that fails to render on the server still renders in the browser. */
  async function firstScreen(req: FastifyRequest, url: URL) {
    if (!render) return undefined;
    const token = sessionToken(req);
    const hasSession = token !== null && (await customerByToken(db, token)) !== null;
    try {
      const { lang, path } = splitLang(url.pathname);
      const page = await render(req, {
        pathname: url.pathname,
        search: url.search,
        hasSession,
        lang,
        path,
        site: {
          publicUrl: config.publicUrl,
          storeName: config.storeName,
          contacts: { phone: config.storePhone, email: config.storeEmail },
        },
      });
      const assets = assetsOf(page.pageSource);
      // The main picture is asked for first, then the page's styles; its code once it is painted.
      const codeScripts = code ? appCodeScripts(code.entry, code.modules, assets.modules) : '';
      return {
        ...page,
        headLinks: page.headLinks + assets.styles,
        stateScript: page.stateScript + pageDataScript(page.answers) + codeScripts,
      };
    } catch (error) {
      req.log.error({ err: error, path: loggedPath(req.url) }, 'server rendering failed; the page renders in the browser');
      return undefined;
    }
  }

  app.setNotFoundHandler(async (req, reply) => {
    const url = new URL(req.url, 'http://local');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/') || !['GET', 'HEAD'].includes(req.method)) {
      return reply.status(404).send({ message: errorText(requestLang(req), 'apiNotFound', { method: req.method, path: url.pathname }) });
    }
    // The language cookie only steers the bare home page; every other link already names its language.
    if (url.pathname === '/' && chosenLang(req.cookies) === 'ru') return reply.redirect('/ru', 302);
    // The rendered page brings its head, worked out from the data it was drawn with.
    const page = await firstScreen(req, url);
    const head = page?.head ?? (await pageHead(db, config, url.pathname, url.search));
    if (head.redirect) return reply.redirect(head.redirect, 301);
    if (page?.cookies.length) reply.header('set-cookie', page.cookies);
    keepAdSource(req, reply, url.search, config.https);
    const pageTemplate = page && code ? code.template : template;
    return reply
      .status(head.status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderPage(pageTemplate, config, head, page));
  });
}

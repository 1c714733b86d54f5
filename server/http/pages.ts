import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chosenLang } from '../../src/domain/language-cookies';
import { matchPage, splitLang, type Lang } from '../../src/domain/paths';
import { notFoundHead, type HeadContext, type PageHead } from '../../src/domain/page-head';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { errorText } from '../i18n/texts';
import { customerByToken } from '../services/auth/customer-sessions';
import { keepAdSource } from './ad-cookies';
import { appCodeScripts, shellCode } from './app-code';
import { sessionToken } from './customer';
import { headSite, pageDataScript, type PageRendering } from './first-screen';
import { pageAssets } from './page-assets';
import { requestLang } from './lang';
import { renderPage, shellHead } from './page-head';
import { serverText } from '../i18n/i18n';
import type { SeoText } from '../i18n/texts';
import { readShellTemplate } from './static-files';
import { loggedPath } from './request-log';

/**
 * Everything that is not an API route or a file: an app page. It gets its head filled, the status the app will
 * show (404 for unknown pages) and, when the app's renderer is built, its first screen rendered with the data
 * and texts embedded for hydration (docs/decisions/0024-server-rendering.md). An unknown `/api/...` path is a
 * JSON 404, never a page.
 */
export function registerPages(app: FastifyInstance, db: Db, config: Config, render: PageRendering | null): void {
  const template = readShellTemplate(config.distDir);
  const code = shellCode(template);
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
      const page = await render.render(req, pageRequest(url, hasSession));
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

  const pageRequest = (url: URL, hasSession: boolean) => ({
    pathname: url.pathname,
    search: url.search,
    hasSession,
    ...splitLang(url.pathname),
    site: headSite(config),
  });

  /**
   * The head of a page not drawn here: from the route's own head and data when the app's renderer is there (its
   * render failed), else the bare shell's, which the browser replaces; an address no page has is a 404 either way.
   */
  async function headOnly(req: FastifyRequest, url: URL): Promise<PageHead> {
    const described = await render?.describe(req, pageRequest(url, false)).catch((error: unknown) => {
      req.log.error({ err: error, path: loggedPath(req.url) }, 'the page head could not be worked out; the shell head is sent');
      return undefined;
    });
    if (described) return described;
    const { lang, path } = splitLang(url.pathname);
    return matchPage(path) ? shellHead(config, lang) : notFoundHead(textContext(lang, path));
  }

  /** A head's context on the server: its texts from the server's own i18next. */
  const textContext = (lang: Lang, path: string): HeadContext => ({
    lang,
    path,
    params: {},
    search: '',
    site: headSite(config),
    // Any namespace's text by `namespace:key`, as the app's heads name them.
    text: (key, values) => {
      const [ns, name] = key.split(':') as ['seo', SeoText];
      return serverText(lang, ns, name, values);
    },
  });

  app.setNotFoundHandler(async (req, reply) => {
    const url = new URL(req.url, 'http://local');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/') || !['GET', 'HEAD'].includes(req.method)) {
      return reply.status(404).send({ message: errorText(requestLang(req), 'apiNotFound', { method: req.method, path: url.pathname }) });
    }
    // The language cookie only steers the bare home page; every other link already names its language.
    if (url.pathname === '/' && chosenLang(req.cookies) === 'ru') return reply.redirect('/ru', 302);
    // The rendered page brings its head, worked out from the data it was drawn with.
    const page = await firstScreen(req, url);
    const head = page?.head ?? (await headOnly(req, url));
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

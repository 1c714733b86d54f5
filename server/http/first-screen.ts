import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HeadSite } from '../../src/domain/page-head';
import type { Config } from '../config';
import { innerRequestHeaders } from './request-log';
import {
  PAGE_DATA_SCRIPT_OPENING,
  scriptJson,
  type PageDataAnswer,
  type PageRenderer,
  type PageRequest,
} from '../../src/domain/page-rendering';

/**
 * The API answers a render used, for the page to hand to its service worker: online, a server-rendered page
 * never asks for its own data, yet offline the worker must have it. They go in the order of their addresses, not
 * of whichever call finished first, so one page is one text however busy the server is.
 */
export function pageDataScript(answers: PageDataAnswer[]): string {
  const inOrder = answers.toSorted((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  return `${PAGE_DATA_SCRIPT_OPENING}${scriptJson(inOrder)}</script>`;
}

/** The built rendering entry of the app (`vite build --ssr`), beside the client build; null when not built. */
export async function loadBuiltRenderer(distDir: string): Promise<PageRenderer | null> {
  const entry = join(resolve(distDir), 'server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderer: PageRenderer };
  return module.renderer;
}

/** Headers of the shopper's request that the API reads for them: their session, cart and city, their address. */
const FORWARDED = ['cookie', 'authorization', 'user-agent', 'cart-session', 'compare-session'] as const;

/** The page a render's API calls are made for: its server, its shopper's request and what came back. */
interface PageCalls {
  app: FastifyInstance;
  req: FastifyRequest;
  path: string;
  lang: string;
  answers: PageDataAnswer[];
  cookies: string[];
}

/** One store for every server in the process: a renderer's module is one, whichever server's page it draws. */
const shopper = new AsyncLocalStorage<PageCalls>();

async function answerInProcess(request: Request): Promise<Response> {
  const page = shopper.getStore();
  if (!page) throw new Error('An API call outside a page render');
  const url = new URL(request.url);
  const headers: Record<string, string> = {
    ...Object.fromEntries(request.headers),
    'accept-language': page.lang,
    'original-url': page.path,
    ...innerRequestHeaders(page.req.id),
  };
  for (const name of FORWARDED) {
    const value = page.req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await page.app.inject({
    method: request.method as 'GET',
    url: url.pathname + url.search,
    headers,
    remoteAddress: page.req.ip,
    ...(request.body && { payload: Buffer.from(await request.arrayBuffer()) }),
  });
  // A cookie an answer sets (a guest's new search id) is the shopper's: it goes out with the page.
  const cookies = answer.headers['set-cookie'];
  if (cookies) page.cookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
  if (request.method === 'GET' && answer.statusCode === 200 && String(answer.headers['content-type']).startsWith('application/json')) {
    page.answers.push({ url: url.pathname + url.search, body: answer.json() });
  }
  const empty = answer.statusCode === 204 || answer.statusCode === 304;
  return new Response(empty ? null : answer.rawPayload, {
    status: answer.statusCode,
    headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
  });
}

/**
 * Renders pages with the app's renderer. Its API calls are answered in-process by this same server (Fastify's
 * inject): the embedded data is exactly what the API answers, and each call counts for the shopper, from their
 * address, with their cookies, as if their browser had asked.
 */
export function pageRendering(app: FastifyInstance, renderer: PageRenderer) {
  renderer.sendApiRequestsWith(answerInProcess);
  const forShopper = <T>(req: FastifyRequest, page: PageRequest & { lang: string; path: string }, work: () => Promise<T>) => {
    const calls: PageCalls = { app, req, path: page.path, lang: page.lang, answers: [], cookies: [] };
    return shopper.run(calls, async () => ({ result: await work(), answers: calls.answers, cookies: calls.cookies }));
  };
  return {
    async render(req: FastifyRequest, page: PageRequest & { lang: string; path: string }) {
      const { result, answers, cookies } = await forShopper(req, page, () => renderer.renderPage(page));
      return { ...result, answers, cookies };
    },
    async describe(req: FastifyRequest, page: PageRequest & { lang: string; path: string }) {
      return (await forShopper(req, page, () => renderer.describePage(page))).result;
    },
  };
}

export type PageRendering = ReturnType<typeof pageRendering>;

/** The store as a page's head names it: the origin of its links, its name, and its contacts for the home page's JSON-LD. */
export const headSite = (config: Pick<Config, 'publicUrl' | 'storeName' | 'storePhone' | 'storeEmail'>): HeadSite => ({
  publicUrl: config.publicUrl,
  storeName: config.storeName,
  contacts: { phone: config.storePhone, email: config.storeEmail },
});

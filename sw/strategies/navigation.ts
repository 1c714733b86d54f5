import { matchPrecache } from 'workbox-precaching';
import { Strategy, type StrategyHandler } from 'workbox-strategies';
import { splitLang } from '../../src/domain/paths';
import { pageAnswersInHtml } from '../page-html';
import { storePageData } from './api-data';
import { networkFirstWithFallback } from './network-race';

/**
 * A server-rendered page's own answers go into the data cache as the worker serves the page, so the page is there
 * offline as soon as it has been shown: the page's code hands them over too, but only once it has loaded and
 * registered the worker, seconds later on a slow phone.
 */
async function storeAnswersOfPage(request: Request, response: Response): Promise<void> {
  if (!response.ok || !response.headers.get('content-type')?.includes('text/html')) return;
  const answers = pageAnswersInHtml(await response.text());
  if (!answers) return;
  const url = new URL(request.url);
  await storePageData(url.origin, splitLang(url.pathname).lang, answers);
}

interface ShellNetworkFirstOptions {
  /** The precached shell served when offline. */
  shellUrl: string;
  networkTimeoutSeconds: number;
}

/**
 * Page navigations: the server's answer (its head, its 404 status, its redirects) when it comes within
 * the timeout; otherwise the precached shell, and the client router renders the page from cached data.
 * Pages are never stored: a stored page would point at hashed files of an older build; their answers are.
 */
export class ShellNetworkFirst extends Strategy {
  private readonly shellUrl: string;
  private readonly timeoutMs: number;

  constructor({ shellUrl, networkTimeoutSeconds }: ShellNetworkFirstOptions) {
    super();
    this.shellUrl = shellUrl;
    this.timeoutMs = networkTimeoutSeconds * 1000;
  }

  protected _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const network = handler.fetch(request);
    // Cloned as soon as the answer comes, before the browser starts reading it.
    // A network failure is the race's to answer, not this one's.
    const stored = network.then(
      (response) => storeAnswersOfPage(request, response.clone()).catch((error: unknown) => console.warn('page answers not stored', error)),
      () => undefined,
    );
    handler.waitUntil(stored);
    return networkFirstWithFallback({
      network,
      fallback: () => matchPrecache(this.shellUrl),
      timeoutMs: this.timeoutMs,
    });
  }
}

import { matchPrecache } from 'workbox-precaching';
import { Strategy, type StrategyHandler } from 'workbox-strategies';
import { networkFirstWithFallback } from './network-race';

export interface ShellNetworkFirstOptions {
  /** The precached shell served when offline. */
  shellUrl: string;
  networkTimeoutSeconds: number;
}

/**
 * Page navigations: the server's answer (its head, its 404 status, its redirects) when it comes within
 * the timeout; otherwise the precached shell, and the client router renders the page from cached data.
 * Pages are never stored: a stored page would point at hashed files of an older build.
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
    return networkFirstWithFallback({
      network: handler.fetch(request),
      fallback: () => matchPrecache(this.shellUrl),
      timeoutMs: this.timeoutMs,
    });
  }
}

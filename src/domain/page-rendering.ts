import type { HeadSite, PageHead } from './page-head';

/**
 * What the server and the app's rendering entry say to each other (docs/decisions/0024-server-rendering.md):
 * the server asks for a page, the app answers its markup and the state to embed for hydration.
 */
export interface PageRequest {
  /** the address as the shopper asked for it, language prefix included */
  pathname: string;
  search: string;
  /** the request carries a valid sign-in session */
  hasSession: boolean;
  /** the store as the page's head names it */
  site: HeadSite;
}

export interface RenderedPage {
  /** the markup inside the app's root element */
  html: string;
  /** resource hints React collected while rendering (the eager image's preload): they belong in the head */
  headLinks: string;
  /** the embedded state as a script element, placed before the app's scripts run */
  stateScript: string;
  /** the source file of the page rendered, which names its code and styles in the build's manifest */
  pageSource: string;
  /** the page's head, from the data the page was rendered with; absent for a page whose route has no head of its own */
  head?: PageHead;
}

export interface PageRenderer {
  renderPage(request: PageRequest): Promise<RenderedPage>;
  /**
   * The page's head alone, from the data and head its render would use: for a page the server does not draw (its
   * render failed) and for the SEO template of an address. Undefined while an answer it needs failed.
   */
  describePage(request: PageRequest): Promise<PageHead | undefined>;
  /** The render's API calls go through this: the server answers them in-process, for the shopper of the page. */
  sendApiRequestsWith(transport: (request: Request) => Promise<Response>): void;
}

/** An API answer a page was rendered with: where the browser would have asked, and what came back. */
export interface PageDataAnswer {
  /** path and query under the store's origin */
  url: string;
  body: unknown;
}

export const PAGE_DATA_ELEMENT_ID = 'page-data';
/** How a server-rendered page's answers begin in its HTML: the service worker finds them there as it serves the page. */
export const PAGE_DATA_SCRIPT_OPENING = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`;

/** Where a server-rendered page keeps the browser's install prompt when it comes before the app's code. */
export const EARLY_INSTALL_PROMPT = 'earlyInstallPrompt';
/** The button tapped, in a part marked `data-early-taps`, before the app had taken the page over. */
export const EARLY_TAP = 'earlyTap';

/** The performance mark the app sets when it has taken the server's page over. */
export const FIRST_SCREEN_HYDRATED_MARK = 'first-screen-hydrated';

/** JSON to put inside a <script> element: "<" is escaped, so no text in it can close the element early. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

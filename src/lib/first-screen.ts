import { createElement, Suspense, useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { boolean, define, enums, is, optional, record, string, type, type Infer } from 'superstruct';
import { scriptJson } from '../domain/page-rendering';
import { LANGS } from '../domain/paths';

/**
 * The first screen is what the server rendered: while the browser hydrates it, components must draw exactly
 * what the server drew, so state that only the browser knows (stored choices, the screen's width, the
 * shopper's lists) waits until hydration is over. On the server every render is a first screen.
 */
let first = false;
/** Whether the first screen is the browser taking over the server's page (not the server drawing it). */
let takingOver = false;
const waiting: (() => void)[] = [];
/** The page's own boundary and the parts within it (see `PagePart`) not taken over yet. */
let partsLeft = 0;
let pageTakenOver = (): void => {};

/** The first screen is the not-found page: the page's data answered 404. */
let notFound = false;

export const isFirstScreen = (): boolean => first;
/** The server drew the not-found page in place of the page at this address; hydration draws the same. */
export const isFirstScreenNotFound = (): boolean => first && notFound;
/** The browser is hydrating the server's page: markup the server drew is in the document to be kept. */
export const isTakingOver = (): boolean => first && takingOver;

export function startFirstScreen({ takeOver = false, pageNotFound = false }: { takeOver?: boolean; pageNotFound?: boolean } = {}): void {
  first = true;
  takingOver = takeOver;
  notFound = pageNotFound;
  partsLeft = 0;
  pageTakenOver = firstScreenPart();
}

/**
 * A part of the first screen to wait for; returns its report, which counts once. The last report ends the first
 * screen: the browser's own state may show now. Each waiting job runs as a task of its own, so the browser may
 * paint and answer a tap between them rather than after all of them.
 */
function firstScreenPart(): () => void {
  if (!first) return () => {};
  partsLeft++;
  let left = true;
  return () => {
    if (!left) return;
    left = false;
    if (--partsLeft === 0) endFirstScreen();
  };
}

function endFirstScreen(): void {
  if (!first) return;
  first = false;
  takingOver = false;
  for (const run of waiting.splice(0)) setTimeout(run, 0);
}

/**
 * How long the parts of a taken-over page may keep the first screen. A part whose code or texts never come
 * (offline, a chunk the cache lacks) would otherwise hold back for good the cart's count, the service worker and
 * the outbox; a late part drawing other than the server did costs React a redraw of that part, not the page.
 */
export const PARTS_WAIT_MS = 3000;

/** The page's own boundary has committed; the first screen ends with it unless parts within it hydrate later. */
export function firstScreenDone(): void {
  pageTakenOver();
  if (first) setTimeout(endFirstScreen, PARTS_WAIT_MS);
}

function PartTakenOver({ report }: { report: RefObject<(() => void) | null> }) {
  useEffect(() => report.current?.(), [report]);
  return null;
}

/**
 * A Suspense boundary inside a page. React hydrates a boundary the server drew in a pass of its own, after the
 * page's has committed, so the first screen lasts until this one's content has committed too: state let out in
 * between (a stored choice, the shopper's lists) would make it draw other than the server did.
 */
export function PagePart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const report = useRef<(() => void) | null>(null);
  // Counted as the page around it commits, before the page reports; gone before its content came, it waits no more.
  useLayoutEffect(() => (report.current = firstScreenPart()), []);
  return createElement(Suspense, { fallback }, children, createElement(PartTakenOver, { report }));
}

/** Runs now, or once the first screen is hydrated. */
export function afterFirstScreen(run: () => void): void {
  if (first) waiting.push(run);
  else run();
}

/**
 * An object whose entries are not looked into: the page's data and texts are the server's own answers, and walking
 * their thousands of entries cost a cheap phone more than the check is worth.
 */
const entries = define<Record<string, unknown>>('entries', (value) => typeof value === 'object' && value !== null && !Array.isArray(value));

/** What a server-rendered page carries for its hydration: the data it showed, its texts, whether a session exists. */
const FirstScreenState = type({
  lang: enums(LANGS),
  resources: entries,
  texts: record(string(), entries),
  hasSession: boolean(),
  /** the page's data answered 404: the not-found page was drawn */
  notFound: optional(boolean()),
});
type FirstScreenState = Infer<typeof FirstScreenState>;

export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** The state embedded by the server; null for the shell the service worker serves offline (or a damaged page). */
export function readFirstScreenState(doc: Document): FirstScreenState | null {
  const text = doc.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state: unknown = JSON.parse(text);
    return is(state, FirstScreenState) ? state : null;
  } catch {
    return null;
  }
}

/** The state as a script element. */
export function firstScreenScript(state: FirstScreenState): string {
  return `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${scriptJson(state)}</script>`;
}

import { boolean, define, enums, is, record, string, type, type Infer } from 'superstruct';
import { scriptJson } from '../domain/page-rendering';
import { LANGS } from '../domain/paths';

/**
 * The first screen is what the server rendered: while the browser hydrates it, components must draw exactly
 * what the server drew, so state that only the browser knows (stored choices, the screen's width, the
 * shopper's lists) waits until hydration is over. On the server every render is a first screen.
 */
let first = false;
const waiting: (() => void)[] = [];

export const isFirstScreen = (): boolean => first;

export function startFirstScreen(): void {
  first = true;
}

/**
 * Hydration has committed: the browser's own state may show now. Each waiting job runs as a task of its own, so
 * the browser may paint and answer a tap between them rather than after all of them.
 */
export function firstScreenDone(): void {
  first = false;
  for (const run of waiting.splice(0)) setTimeout(run, 0);
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
export const FirstScreenState = type({
  lang: enums(LANGS),
  resources: entries,
  texts: record(string(), entries),
  hasSession: boolean(),
});
export type FirstScreenState = Infer<typeof FirstScreenState>;

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

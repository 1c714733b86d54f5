import { computed, signal } from '@preact/signals-react';
import { clear, createStore, del, keys } from 'idb-keyval';
import {
  COMPARE_SCOPE,
  compareChangeOf,
  compareClearWrite,
  compareWrite,
  fetchCompare,
  fetchCompareTable,
  type CompareChange,
  type CompareSummary,
  type CompareTable,
} from '../api/compare';
import { matchPage } from '../domain/paths';
import { ApiFailure, type ErrorBody } from '../lib/api';
import { i18next } from '../lib/i18n';
import { compareSummaryStruct, compareTableStruct } from '../lib/answer-structs';
import { readIndexedDb, writeIndexedDb, type StoredShape } from '../lib/storage';
import { onNewsFromOtherTabs, tellOtherTabs } from '../lib/other-tabs';
import { onOutboxResult, outboxEntry, sendInTurn, sendWithHeaders, type OutboxEntry, type OutboxRequest } from '../lib/outbox';
import { oncePerLanguage } from './once-per-language';
import { hasSession } from './session';
import { notify, notifyFailure } from './notifications';
import { waitingWrites, withChanges } from '../lib/outbox/waiting-writes';

/**
 * The shopper's compare lists (docs/product-rules.md#product-page "Compare list", 7 "Compare"). The server keeps the lists under a
 * session id it issues; this store sends it as `compare-session`, and mirrors the last answers in
 * IndexedDB so the lists and tables read offline. Changes show at once and roll back if the call fails.
 */

export type { CompareSummary, CompareTable };

const EMPTY: CompareSummary = { data: [], compare_list: [], extra: { total: 0, limit: 0 }, compare_session: null };
const storage = createStore('kramnytsia-compare', 'compare');
const SUMMARY_KEY = 'summary';
const tableKey = (categoryId: number) => `table:${categoryId}`;
const STORED_SUMMARY: StoredShape<CompareSummary> = { version: 1, data: compareSummaryStruct };
const STORED_TABLE: StoredShape<CompareTable> = { version: 1, data: compareTableStruct };

/** The server's last word on the lists. */
const confirmed = signal<CompareSummary>(EMPTY);
/** Changes not answered yet, made offline or a moment ago: they show as made, also after a reload. */
const writes = waitingWrites(COMPARE_SCOPE, compareChangeOf);

/**
 * The category of each compared product the store has seen in a table (loaded, or kept for offline use): the lists
 * name no products, so these are the products an emptied list takes out before the server answers.
 */
const categoryOf = signal<ReadonlyMap<number, number>>(new Map());

function learnTable(table: CompareTable): void {
  const known = new Map(categoryOf.peek());
  for (const product of table.data.products) known.set(product.id, table.data.category.id);
  categoryOf.value = known;
}

/** The ids with the changes applied in order; an emptied list takes out the products known to be in it. */
function idsAfter(ids: readonly number[], changes: readonly CompareChange[], categories: ReadonlyMap<number, number>): readonly number[] {
  return changes.reduce<readonly number[]>(
    (list, change) =>
      'clearedCategory' in change ? list.filter((id) => categories.get(id) !== change.clearedCategory) : withChanges(list, [change]),
    ids,
  );
}

/** Ids of the compared products as the shopper sees them: the server's list with the unanswered changes applied. */
export const compareIds = computed(() => idsAfter(confirmed.value.compare_list, writes.changes.value, categoryOf.value));
/** Categories whose list was emptied and not answered yet. */
const clearedCategories = computed(
  () => new Set(writes.changes.value.flatMap((change) => ('clearedCategory' in change ? [change.clearedCategory] : []))),
);
/**
 * Products of an emptied list that no table named: the list's count says how many, so they leave the count at once;
 * their ids leave with the server's answer.
 */
const unnamedCleared = computed(() => {
  const { data, compare_list } = confirmed.value;
  return data
    .filter((list) => clearedCategories.value.has(list.category.id))
    .reduce(
      (sum, list) => sum + Math.max(0, list.count - compare_list.filter((id) => categoryOf.value.get(id) === list.category.id).length),
      0,
    );
});
export const compareCount = computed(() => Math.max(0, compareIds.value.length - unnamedCleared.value));
/** One list per category: name, count and the link to its table; a list emptied and not answered yet is gone. */
export const compareLists = computed(() => confirmed.value.data.filter((list) => !clearedCategories.value.has(list.category.id)));
export const compareSession = computed(() => confirmed.value.compare_session);
/** Changes whenever the server's list of products changes, so a page showing a table knows to reload it. */
export const compareRevision = signal(0);
/** The first load finished (from the server or, offline, from the stored copy). */
export const compareReady = signal(false);
/** The last load could not reach the server: what shows is the stored copy. */
export const compareFromStorage = signal(false);

const session = () => confirmed.peek().compare_session;

let restored: Promise<void> | undefined;
/** Reads the stored copy once, before the first call, so the lists show at once (and offline). */
function restore(): Promise<void> {
  if (restored) return restored;
  onNewsFromOtherTabs('compare', () => void takeOtherTabsLists());
  // A change made offline in another tab shows here as made too, and goes once it is sent.
  writes.hearOtherTabs();
  void writes.refresh();
  restored = readIndexedDb(storage, SUMMARY_KEY, STORED_SUMMARY).then(
    (stored) => {
      if (!stored || confirmed.peek() !== EMPTY) return;
      confirmed.value = stored;
      compareReady.value = true;
    },
    () => undefined,
  );
  void learnStoredTables();
  return restored;
}

/** The kept tables tell which products a list emptied on an earlier visit, and not answered yet, takes out. */
async function learnStoredTables(): Promise<void> {
  for (const key of await keys<string>(storage).catch(() => [])) {
    if (key === SUMMARY_KEY) continue;
    const table = await readIndexedDb(storage, key, STORED_TABLE).catch(() => null);
    if (table) learnTable(table);
  }
}

/**
 * Another tab changed the lists, and may have started them: its copy (with the session it got) is stored, so it
 * shows here at once, and the server's answer follows.
 */
async function takeOtherTabsLists(): Promise<void> {
  const stored = await readIndexedDb(storage, SUMMARY_KEY, STORED_SUMMARY).catch(() => null);
  if (stored) confirmed.value = stored;
  await reloadCompare();
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

function show(summary: CompareSummary): void {
  const previous = confirmed.peek();
  confirmed.value = summary;
  if (!sameIds(previous.compare_list, summary.compare_list)) compareRevision.value += 1;
}

/** Takes a server answer as the truth and stores it; a stored table whose list is gone is dropped. */
async function accept(summary: CompareSummary, answered?: OutboxEntry): Promise<void> {
  if (answered) await writes.settle(answered, () => show(summary));
  else show(summary);
  keepLastSession(summary.compare_session);
  if (summary.compare_session === null) return clear(storage);
  await writeIndexedDb(storage, SUMMARY_KEY, STORED_SUMMARY, summary);
  const listed = new Set(summary.data.map((list) => tableKey(list.category.id)));
  for (const key of await keys<string>(storage)) if (key !== SUMMARY_KEY && !listed.has(key)) await del(key, storage);
}

const isNetworkFailure = (error: unknown) => error instanceof ApiFailure && error.status === 0;

/** Asks the server for the lists again (logout will call it: docs/product-rules.md#product-page "reloads the compare list"). */
export async function reloadCompare(): Promise<void> {
  await restore();
  const asked = writes.mark();
  try {
    // A known guest without lists: the server has none for them either (it answers the empty summary).
    if (hasSession.peek() === false && session() === null && confirmed.peek().compare_list.length === 0) return;
    const summary = await fetchCompare(session());
    // A change answered meanwhile brought newer lists than these.
    if (!writes.isOlder(asked)) await accept(summary);
    compareFromStorage.value = false;
  } catch (error) {
    // The lists are a convenience around every page: offline or failing, the stored copy stays on show.
    compareFromStorage.value = isNetworkFailure(error);
  } finally {
    compareReady.value = true;
  }
}

/** Loads the lists once per language (category names come in the page's language); the header calls it. */
export const loadCompare = oncePerLanguage(reloadCompare);

/** The server's answer to a compare change, whenever the outbox sends it, in this tab or another: the lists as they are now, or why not. */
onOutboxResult(COMPARE_SCOPE, async (result) => {
  const { entry } = result;
  await i18next.loadNamespaces('compare');
  if (!result.expired && result.status < 300) {
    await accept(result.body as CompareSummary, entry);
    tellOtherTabs('compare');
    return;
  }
  await writes.settle(entry);
  if (result.expired) notify({ type: 'error', group: 'compare', title: i18next.t('compare:notSent') });
  else notifyFailure((result.body as ErrorBody | null) ?? { message: i18next.t('errors:unexpected') });
});

// A change goes in the session of the moment it leaves: the one the change before it started, once answered.
sendWithHeaders(COMPARE_SCOPE, (): Record<string, string> => {
  const now = session();
  return now ? { 'compare-session': now } : {};
});

/** 128 random bits as 32 hex characters, the form the server gives its session ids. */
const newSessionId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The session this browser's lists went on in last, kept where a page reads it at once: the kept copy and the outbox
 * are read asynchronously, and a tap made before they are (a page just opened, the last answer not yet stored) must
 * join the shopper's session, not start a new one that leaves the lists behind.
 */
const LAST_SESSION_KEY = 'kramnytsia:compare-session';
const SESSION_ID = /^[0-9a-f]{32}$/;

function lastSession(): string | null {
  try {
    const kept = localStorage.getItem(LAST_SESSION_KEY);
    return kept && SESSION_ID.test(kept) ? kept : null;
  } catch {
    return null;
  }
}

function keepLastSession(id: string | null): void {
  try {
    if (id === null) localStorage.removeItem(LAST_SESSION_KEY);
    else if (localStorage.getItem(LAST_SESSION_KEY) !== id) localStorage.setItem(LAST_SESSION_KEY, id);
  } catch {
    // Storage refused (a private window's quota): the kept copy still serves once it is read.
  }
}

/**
 * The session the lists go on in: the server's last word, the one a change still waiting started, or the last one
 * this browser used. A shopper's first product starts the session under an id made here, which the server takes as
 * it is, so a first product added offline can wait in the outbox like any other change, and the changes after it
 * join its session.
 */
function sessionToUse(): string {
  const known = session();
  if (known) {
    keepLastSession(known);
    return known;
  }
  const waiting = writes.entries
    .peek()
    .map((entry) => entry.operation.params?.header?.['compare-session'])
    .find(Boolean);
  if (waiting) return waiting;
  const last = lastSession();
  if (last) return last;
  const made = newSessionId();
  keepLastSession(made);
  return made;
}

/** Shows the change at once and sends it in its turn; the outbox's answer comes to the listener above. */
async function change(request: OutboxRequest): Promise<void> {
  const entry = outboxEntry(request);
  writes.add(entry);
  await restore();
  const { waiting } = await sendInTurn(entry);
  if (waiting) notify({ type: 'warn', group: 'compare', title: i18next.t('compare:queued') });
}

/** Adds the product when it is not compared yet, removes it when it is. */
export function toggleCompare(productId: number): Promise<void> {
  return change(compareWrite(productId, !compareIds.peek().includes(productId), sessionToUse()));
}

export function removeFromCompare(productId: number): Promise<void> {
  return change(compareWrite(productId, false, sessionToUse()));
}

/**
 * Empties one category list: the list and its count go at once, and so do the ids of its products the store has
 * seen in its table; the other ids leave with the server's answer.
 */
export function clearCompareList(categoryId: number): Promise<void> {
  return change(compareClearWrite(categoryId, sessionToUse()));
}

/**
 * One category's table. Offline it comes from the stored copy (`stored: true`); other failures, and
 * offline without a copy, reject with the ApiFailure.
 */
export async function loadCompareTable(categoryId: number): Promise<{ table: CompareTable; stored: boolean }> {
  await restore();
  try {
    const table = await fetchCompareTable(categoryId, session());
    learnTable(table);
    if (table.compare_session !== confirmed.peek().compare_session || !sameIds(table.compare_list, confirmed.peek().compare_list)) {
      // Changed elsewhere (another tab): the lists need a fresh answer, after this call.
      void reloadCompare();
    }
    if (table.data.products.length > 0) await writeIndexedDb(storage, tableKey(categoryId), STORED_TABLE, table);
    return { table, stored: false };
  } catch (error) {
    const stored = isNetworkFailure(error) ? await readIndexedDb(storage, tableKey(categoryId), STORED_TABLE).catch(() => null) : null;
    if (!stored) throw error;
    learnTable(stored);
    return { table: stored, stored: true };
  }
}

/**
 * docs/product-rules.md#accounts-and-sign-in "Logout on /compare redirects to home": where a sign-out (in this tab or
 * another) sends a shopper on this page, home from a compare page, otherwise nowhere. `path` is without the language prefix.
 */
export function pageAfterSignOut(path: string): '/' | null {
  const page = matchPage(path)?.key;
  return page === 'compare' || page === 'compareCategory' ? '/' : null;
}

/** For logout: reloads the lists, which a guest no longer sees once the customer has left, and answers where to go (pageAfterSignOut). */
export async function reloadCompareAfterLogout(path: string): Promise<'/' | null> {
  await reloadCompare();
  return pageAfterSignOut(path);
}

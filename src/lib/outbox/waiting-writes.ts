import { batch, computed, signal } from '@preact/signals-react';
import { onQueueChange, queued, type OutboxEntry } from '.';

/**
 * A scope's writes not answered yet, as the changes they stand for: those in the outbox (made in any tab, kept over
 * a reload) and those made on this page a moment ago, before the outbox holds them. A store shows the server's last
 * answer with these applied on top, oldest first, so a change shows at once and an answer from before it never
 * brings the old state back; once a write is answered or refused it drops out (its answer holds it, or dropping it
 * is the rollback).
 */
export function waitingWrites<C>(scope: string, changeOf: (entry: OutboxEntry) => C) {
  /** made here and not seen in the outbox yet */
  const made = signal<readonly OutboxEntry[]>([]);
  const stored = signal<readonly OutboxEntry[]>([]);
  /** ids of writes answered here: one seen before its answer never shows again */
  const settledIds = new Set<string>();
  /** counts the answers taken, so a read that started before one knows it is older */
  let answers = 0;

  const entries = computed(() => {
    const inOutbox = new Set(stored.value.map((e) => e.id));
    return [...stored.value, ...made.value.filter((e) => !inOutbox.has(e.id))].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  });
  const changes = computed(() => entries.value.map(changeOf));

  /** Shows the write at once, before the outbox holds it. */
  function add(entry: OutboxEntry): void {
    made.value = [...made.peek(), entry];
  }

  function take(inOutbox: readonly OutboxEntry[]): void {
    const ids = new Set(inOutbox.map((e) => e.id));
    stored.value = inOutbox.filter((e) => !settledIds.has(e.id));
    made.value = made.peek().filter((e) => !ids.has(e.id) && !settledIds.has(e.id));
  }

  /** Reads what waits in the outbox again (another tab queued or sent a write). */
  async function refresh(): Promise<void> {
    take(await queued(scope));
  }

  /**
   * The write was answered or handed back: it drops out in the same moment as `show` puts its answer on show, so
   * nothing flickers between the two.
   */
  async function settle(entry: OutboxEntry, show: () => void = () => undefined): Promise<void> {
    settledIds.add(entry.id);
    answers += 1;
    const inOutbox = await queued(scope);
    batch(() => {
      take(inOutbox);
      show();
    });
  }

  /** For a read: call before asking, then `isOlder(mark)` on its answer; true when a write was answered meanwhile. */
  const mark = () => answers;
  const isOlder = (since: number) => answers !== since;

  /** Forgets what shows as waiting (sign-out: those writes belong to nobody on show). */
  function forget(): void {
    batch(() => {
      made.value = [];
      stored.value = [];
    });
  }

  let hearing = false;
  /** From now on, writes queued or sent in other tabs show here too. */
  function hearOtherTabs(): void {
    if (hearing) return;
    hearing = true;
    onQueueChange(() => void refresh());
  }

  return { entries, changes, add, refresh, settle, mark, isOlder, forget, hearOtherTabs };
}

export interface Change {
  productId: number;
  add: boolean;
}

/** The ids with the changes applied in order: an add appends once, a removal drops. */
export const withChanges = (ids: readonly number[], changes: readonly Change[]): readonly number[] =>
  changes.reduce<readonly number[]>(
    (list, change) =>
      change.add ? (list.includes(change.productId) ? list : [...list, change.productId]) : list.filter((id) => id !== change.productId),
    ids,
  );

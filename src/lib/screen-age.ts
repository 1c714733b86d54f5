import { signal } from '@preact/signals-react';
import type { ResourceDef } from './resource-def';
import { storedTimeOfData } from './stored-copy';

/**
 * The resources a screen shows from the service worker's stored copies (offline, or the network too slow), by key:
 * which screen asked for them, when each copy was stored, and how to ask again. A fresh answer of a key removes it.
 * A screen is a path: the filters, sort and pages of one listing are one screen.
 */
export interface StoredCopyShown {
  screen: string;
  storedAt: number;
  def: ResourceDef<unknown>;
}

export const storedCopiesShown = signal<ReadonlyMap<string, StoredCopyShown>>(new Map());

/** The screen a load belongs to; none on the server, whose answers are fresh by definition. */
export const currentScreen = (): string | null => (typeof location === 'undefined' ? null : location.pathname);

/** Notes where the answer of a resource came from: a stored copy (with its time) or the network. */
export function noteAnswer(def: ResourceDef<unknown>, data: unknown, screen: string | null): void {
  if (screen === null) return;
  const storedAt = storedTimeOfData(data);
  const current = storedCopiesShown.peek();
  if (storedAt === undefined && !current.has(def.key)) return;
  const next = new Map(current);
  if (storedAt === undefined) next.delete(def.key);
  else next.set(def.key, { screen, storedAt, def });
  storedCopiesShown.value = next;
}

export const storedCopiesOf = (answers: ReadonlyMap<string, StoredCopyShown>, screen: string): StoredCopyShown[] =>
  [...answers.values()].filter((a) => a.screen === screen);

/** The time of the oldest stored copy the screen shows, or null when all it shows is fresh. */
export function oldestStoredTime(answers: ReadonlyMap<string, StoredCopyShown>, screen: string): number | null {
  const times = storedCopiesOf(answers, screen).map((a) => a.storedAt);
  return times.length > 0 ? Math.min(...times) : null;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * When a copy was stored, as the line above the page says it: the time alone today, with the day and month on
 * another day, and with the year too in another year. In the device's own time zone.
 */
export function storedTimeText(storedAt: number, now: number): string {
  const at = new Date(storedAt);
  const today = new Date(now);
  const time = `${two(at.getHours())}:${two(at.getMinutes())}`;
  if (at.toDateString() === today.toDateString()) return time;
  const day = `${two(at.getDate())}.${two(at.getMonth() + 1)}`;
  return at.getFullYear() === today.getFullYear() ? `${day}, ${time}` : `${day}.${at.getFullYear()}, ${time}`;
}

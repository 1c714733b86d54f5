import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Commits made inside `durably` survive a power cut on SQLite: they are written with `synchronous=FULL`, the
 * write-ahead log synced to disk before the commit returns. Every other commit keeps NORMAL, which in WAL mode
 * never corrupts the file but may lose the last commits to a power cut, at a fraction of the cost
 * (docs/decisions/0045-durable-orders-payments-and-accounts.md). PostgreSQL syncs every commit by default.
 */
const durable = new AsyncLocalStorage<true>();

export function durably<T>(work: () => T): T {
  return durable.run(true, work);
}

export function isDurable(): boolean {
  return durable.getStore() === true;
}

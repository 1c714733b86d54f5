import { del, entries, type UseStore } from 'idb-keyval';
import {
  any,
  array,
  define,
  enums,
  integer,
  object,
  optional,
  record,
  string,
  union,
  unknown,
  type Describe,
  type Struct,
} from 'superstruct';
import type { FormPart, Operation } from '../operation';
import { storedData, type StoredShape } from '../storage';

/** A queued write: what to send, to whom its result goes, and the key that makes sending it twice harmless. */
export interface OutboxRequest {
  operation: Operation;
  /** headers of this write the contract does not name, e.g. the language it was made in */
  headers?: Record<string, string>;
  /** Who hears the result: the feature that queued the write. */
  scope: string;
}

export interface OutboxEntry extends OutboxRequest {
  /** sorts in the order the writes were made */
  id: string;
  /** sent as Idempotency-Key, the same on every attempt */
  key: string;
  createdAt: number;
}

/** A queued write as read back from IndexedDB: one that does not fit is deleted, never sent. */

/** A file kept as a Blob; told by what it has rather than `instanceof`, which fails for a Blob of another realm. */
const blob = define<Blob>('Blob', (value) => {
  const file = value as Partial<Blob> | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    typeof file.size === 'number' &&
    typeof file.type === 'string' &&
    typeof file.slice === 'function'
  );
});
const formPartStruct: Struct<FormPart, null> = union([
  object({ name: string(), value: string() }),
  object({ name: string(), file: blob, fileName: string() }),
]);

const operationStruct: Describe<Operation> = object({
  method: enums(['post', 'put', 'patch', 'delete']),
  path: string(),
  params: optional(
    object({
      path: optional(record(string(), unknown())),
      query: optional(record(string(), unknown())),
      header: optional(record(string(), string())),
    }),
  ),
  // Any JSON the contract takes for this write: it was typed when the write was made.
  body: optional(any()),
  form: optional(array(formPartStruct)),
});

export const outboxEntryStruct: Describe<OutboxEntry> = object({
  operation: operationStruct,
  headers: optional(record(string(), string())),
  scope: string(),
  id: string(),
  key: string(),
  createdAt: integer(),
});

export const OUTBOX_ENTRY: StoredShape<OutboxEntry> = { version: 1, data: outboxEntryStruct };

/** The queued writes that fit, oldest first; the others are deleted, so a corrupt one never blocks the queue. */
export async function readOutboxEntries(store: UseStore): Promise<OutboxEntry[]> {
  const fit: OutboxEntry[] = [];
  for (const [key, stored] of await entries(store)) {
    const entry = storedData(OUTBOX_ENTRY, stored);
    if (entry) fit.push(entry);
    else await del(key, store);
  }
  return fit.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

import { del, get, set, type UseStore } from 'idb-keyval';
import { is, type Struct } from 'superstruct';

/**
 * What the app keeps in the browser outlives the code that wrote it, and anything (another version of the app,
 * an extension, a half-written entry) may have put something else there. So every read checks the entry against
 * the shape today's code expects, and an entry that does not fit is removed and read as absent: a page never
 * starts from data it cannot trust. Entries are stored as `{ version, data }`; raising a shape's version retires
 * what older code wrote, unless the shape knows how to upgrade it. An entry without a version is dropped: no version
 * of the app a shopper had wrote one (docs/decisions/0079-unversioned-entries-are-dropped.md).
 */
export interface StoredShape<T> {
  /** the version written beside the data; raise it whenever the data's shape changes */
  version: number;
  data: Struct<T>;
  /** Today's data from what an older version of the app wrote, or null to drop it. Without it, older entries are dropped. */
  upgrade?: (data: unknown, version: number) => unknown;
}

interface Versioned<T> {
  version: number;
  data: T;
}

const isVersioned = (stored: unknown): stored is Versioned<unknown> =>
  typeof stored === 'object' && stored !== null && typeof (stored as { version?: unknown }).version === 'number' && 'data' in stored;

export function versioned<T>(shape: StoredShape<T>, data: T): Versioned<T> {
  return { version: shape.version, data };
}

/** The data of a stored entry when it fits the shape (upgraded when older); null when it must go. */
export function storedData<T>(shape: StoredShape<T>, stored: unknown): T | null {
  if (!isVersioned(stored)) return null;
  const { version, data } = stored;
  const current = version === shape.version ? data : version < shape.version ? shape.upgrade?.(data, version) : undefined;
  return is(current, shape.data) ? current : null;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** localStorage or sessionStorage, named by what is used of them: the service worker, which has neither, shares this module. */
interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Reads a localStorage or sessionStorage entry; one that does not fit is removed. Null when absent or refused. */
export function readWebStorage<T>(storage: WebStorage, key: string, shape: StoredShape<T>): T | null {
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    const data = storedData(shape, parsed(text));
    if (data === null) storage.removeItem(key);
    return data;
  } catch {
    // Private modes may refuse storage: nothing was kept.
    return null;
  }
}

/** Keeps the data with its shape's version; a full or refused storage only means it is not kept. */
export function writeWebStorage<T>(storage: WebStorage, key: string, shape: StoredShape<T>, data: T): void {
  try {
    storage.setItem(key, JSON.stringify(versioned(shape, data)));
  } catch {
    // The data still lives in memory while the tab is open.
  }
}

/** Reads an IndexedDB entry; one that does not fit is deleted. Storage failures reject, as idb-keyval's do. */
export async function readIndexedDb<T>(store: UseStore, key: IDBValidKey, shape: StoredShape<T>): Promise<T | null> {
  const stored = await get<unknown>(key, store);
  if (stored === undefined) return null;
  const data = storedData(shape, stored);
  if (data === null) await del(key, store);
  return data;
}

export function writeIndexedDb<T>(store: UseStore, key: IDBValidKey, shape: StoredShape<T>, data: T): Promise<void> {
  return set(key, versioned(shape, data), store);
}

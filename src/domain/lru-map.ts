/**
 * A map that keeps its most recently used entries while their sizes add up to at most `limit` (each entry counts 1
 * unless `sizeOf` says otherwise, e.g. its bytes): reading or writing a key makes it the newest, and going over the
 * limit drops the entries used longest ago. For caches in memory, so a key in use stays while keys nobody asks for
 * any more make room.
 */
export function lruMap<K, V>(limit: number, sizeOf: (value: V) => number = () => 1) {
  const entries = new Map<K, V>();
  let size = 0;
  const remove = (key: K, value: V) => {
    entries.delete(key);
    size -= sizeOf(value);
  };
  return {
    get(key: K): V | undefined {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key)!;
      // A Map iterates in insertion order: inserting again makes the key the newest.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: K, value: V): void {
      if (entries.has(key)) remove(key, entries.get(key)!);
      entries.set(key, value);
      size += sizeOf(value);
      for (const [oldestKey, oldest] of entries) {
        if (size <= limit) break;
        remove(oldestKey, oldest);
      }
    },
    clear(): void {
      entries.clear();
      size = 0;
    },
  };
}

/**
 * A map that keeps its `limit` most recently used entries: reading or writing a key makes it the newest, and
 * adding one too many drops the one used longest ago. For caches in memory, so a key in use stays while keys
 * nobody asks for any more make room.
 */
export function lruMap<K, V>(limit: number) {
  const entries = new Map<K, V>();
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
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    },
    clear(): void {
      entries.clear();
    },
  };
}

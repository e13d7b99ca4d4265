import type { EnumerableStorage } from '../storage-token-store';

/** An in-memory Web Storage look-alike. */
export function createFakeStorage(entries: Record<string, string> = {}): EnumerableStorage & {
  entries: Map<string, string>;
} {
  const map = new Map(Object.entries(entries));
  return {
    entries: map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

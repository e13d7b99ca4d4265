import type { PlatformStorage } from './platform';

/** The slice of Web Storage used here (localStorage, or a stand-in in tests). */
export interface SyncStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Wraps Web Storage so a refusal (storage blocked in a third-party frame, quota exceeded, private
 * mode) degrades to memory for this visit instead of breaking the app.
 */
export function createSafeSyncStorage(backing: SyncStorage | null): SyncStorage {
  const memory = new Map<string, string>();
  return {
    getItem(key) {
      try {
        if (backing) return backing.getItem(key);
      } catch {
        // fall through to memory
      }
      return memory.get(key) ?? null;
    },
    setItem(key, value) {
      memory.set(key, value);
      try {
        backing?.setItem(key, value);
      } catch {
        // memory keeps it for this visit
      }
    },
    removeItem(key) {
      memory.delete(key);
      try {
        backing?.removeItem(key);
      } catch {
        // nothing more to do
      }
    },
  };
}

export function toPlatformStorage(storage: SyncStorage): PlatformStorage {
  return {
    getItem: async (key) => storage.getItem(key),
    setItem: async (key, value) => storage.setItem(key, value),
    removeItem: async (key) => storage.removeItem(key),
    async keys() {
      const listable = storage as Partial<Storage>;
      if (typeof listable.length !== 'number' || typeof listable.key !== 'function') return [];
      const keys: string[] = [];
      for (let index = 0; index < listable.length; index += 1) {
        const key = listable.key(index);
        if (key !== null) keys.push(key);
      }
      return keys;
    },
  };
}

/** Reading `window.localStorage` itself throws where storage is blocked. */
export function findLocalStorage(target: Window): SyncStorage | null {
  try {
    return target.localStorage;
  } catch {
    return null;
  }
}
